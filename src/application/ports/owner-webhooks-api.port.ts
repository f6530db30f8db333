/** The store API's Webhooks calls (owner-only, decision 91), in the studio's words: endpoints, their secrets and delivery logs. */
import type { StudioResult } from './studio-api.port';

/** pending: on its way or waiting for a retry; failed: every attempt failed; skipped: the endpoint was off when its turn came. */
export type WebhookDeliveryState = 'pending' | 'delivered' | 'failed' | 'skipped';

export interface WebhookEndpoint {
  endpointID: number;
  url: string;
  topics: string[];
  enabled: boolean;
  /** Why the platform switched it off; null when it is on or its owner switched it off. */
  disabledReason: string | null;
  createdAt: string;
  /** Until when the secret before the last rotation still signs too; null when none does. */
  previousSecretUntil: string | null;
  /** The newest delivery's outcome; null before the first. */
  lastDelivery: { state: WebhookDeliveryState; lastStatus: number | null; at: string } | null;
}

export interface WebhookDelivery {
  deliveryID: number;
  eventID: string;
  topic: string;
  state: WebhookDeliveryState;
  attempts: number;
  lastStatus: number | null;
  lastResponse: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  nextRetryAt: string | null;
}

export interface WebhookDraft {
  /** The endpoint changed; none to add one. */
  endpointID?: number;
  url: string;
  topics: string[];
  enabled: boolean;
}

/** An endpoint with its signing secret: only when it was just created or rotated, never again. */
export interface EndpointWithSecret {
  endpoint: WebhookEndpoint;
  secret: string | null;
}

export interface WebhooksApi {
  endpoints(): Promise<StudioResult<WebhookEndpoint[]>>;
  /** Adds (answering the new secret) or changes an endpoint; field errors by the API's names (Url, Topics). */
  save(draft: WebhookDraft): Promise<StudioResult<EndpointWithSecret>>;
  remove(endpointID: number): Promise<StudioResult<null>>;
  /** A new secret; the old one signs beside it for 24 hours. */
  rotateSecret(endpointID: number): Promise<StudioResult<EndpointWithSecret>>;
  deliveries(endpointID: number): Promise<StudioResult<WebhookDelivery[]>>;
  /** The same event again (same webhook-id), under fresh attempts. */
  resend(deliveryID: number): Promise<StudioResult<WebhookDelivery>>;
  sendTest(endpointID: number): Promise<StudioResult<WebhookDelivery>>;
}
