/**
 * The studio's Webhooks calls (docs/back-office.md, "Webhooks"; decision 91), one zod schema each: a
 * malformed payload is a 400 naming the field. Another store's endpoint or delivery is a 404 like an
 * unknown one. The signing secret is answered only by SaveWebhook's creation and RotateWebhookSecret.
 */
import { z } from 'zod';
import { WEBHOOK_TOPICS } from '../domain/webhooks/webhook-topics';
import { answerOf, defineCall } from './define-call';
import { recordId, recordIdParam, storedText } from './input-fields.contract';

export interface WebhookEndpointWire {
  endpointID: number;
  url: string;
  topics: string[];
  enabled: boolean;
  /** Why the platform switched the endpoint off; null when on or switched off by the owner. */
  disabledReason: string | null;
  createdAt: string;
  /** Until when the secret before the last rotation still signs deliveries too; null when none does. */
  previousSecretUntil: string | null;
  /** The newest delivery's outcome (the list's "last delivery"); null before the first. Only the list answers it. */
  lastDelivery?: { state: WebhookDeliveryWire['state']; lastStatus: number | null; at: string } | null;
}

export interface WebhookDeliveryWire {
  deliveryID: number;
  eventID: string;
  topic: string;
  state: 'pending' | 'delivered' | 'failed' | 'skipped';
  attempts: number;
  lastStatus: number | null;
  lastResponse: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  /** When the next attempt is due, while one is. */
  nextRetryAt: string | null;
}

const topic = z.enum(WEBHOOK_TOPICS, { error: `Topics must each be one of ${WEBHOOK_TOPICS.join(', ')}` });

export const saveWebhookBody = z.object(
  {
    EndpointID: recordId('EndpointID').optional(),
    Url: storedText('Url', 2000, { trim: true }).pipe(z.string().min(1, 'Url is required')),
    Topics: z
      .array(topic, { error: 'Topics must be a list of topics' })
      .min(1, 'Topics must name at least one topic')
      .max(WEBHOOK_TOPICS.length, 'Topics names a topic twice')
      .refine((topics) => new Set(topics).size === topics.length, 'Topics names a topic twice'),
    Enabled: z.boolean({ error: 'Enabled must be true or false' }).optional(),
  },
  { error: 'The body must be an object' },
);
export type SaveWebhookBody = z.infer<typeof saveWebhookBody>;

const endpointBody = z.object({ EndpointID: recordId('EndpointID') }, { error: 'The body must be an object' });
const endpointQuery = z.object({ EndpointID: recordIdParam('EndpointID') });
const deliveryBody = z.object({ DeliveryID: recordId('DeliveryID') }, { error: 'The body must be an object' });

type EndpointWithSecret = { endpoint: WebhookEndpointWire; secret: string | null };

export const WEBHOOK_CALLS = {
  webhooks: defineCall({
    method: 'GET',
    path: '/Owner/Webhooks',
    auth: 'owner',
    permission: 'webhooks.manage',
    answer: answerOf<{ endpoints: WebhookEndpointWire[] }>(),
  }),
  saveWebhook: defineCall({
    method: 'POST',
    path: '/Owner/SaveWebhook',
    auth: 'owner',
    permission: 'webhooks.manage',
    request: saveWebhookBody,
    bodyRequired: true,
    answer: answerOf<EndpointWithSecret>(),
  }),
  deleteWebhook: defineCall({
    method: 'POST',
    path: '/Owner/DeleteWebhook',
    auth: 'owner',
    permission: 'webhooks.manage',
    request: endpointBody,
    bodyRequired: true,
  }),
  rotateWebhookSecret: defineCall({
    method: 'POST',
    path: '/Owner/RotateWebhookSecret',
    auth: 'owner',
    permission: 'webhooks.manage',
    request: endpointBody,
    bodyRequired: true,
    answer: answerOf<EndpointWithSecret>(),
  }),
  webhookDeliveries: defineCall({
    method: 'GET',
    path: '/Owner/WebhookDeliveries',
    auth: 'owner',
    permission: 'webhooks.manage',
    request: endpointQuery,
    answer: answerOf<{ deliveries: WebhookDeliveryWire[] }>(),
  }),
  resendWebhook: defineCall({
    method: 'POST',
    path: '/Owner/ResendWebhook',
    auth: 'owner',
    permission: 'webhooks.manage',
    request: deliveryBody,
    bodyRequired: true,
    answer: answerOf<{ delivery: WebhookDeliveryWire }>(),
  }),
  testWebhook: defineCall({
    method: 'POST',
    path: '/Owner/TestWebhook',
    auth: 'owner',
    permission: 'webhooks.manage',
    request: endpointBody,
    bodyRequired: true,
    answer: answerOf<{ delivery: WebhookDeliveryWire }>(),
  }),
};
