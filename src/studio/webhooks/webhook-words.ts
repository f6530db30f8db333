/** How the studio's Webhooks page words an endpoint's state, a delivery's outcome and the API's field errors (decision 91). */
import type { WebhookDelivery, WebhookDeliveryState, WebhookEndpoint } from '../../application/ports/owner-webhooks-api.port';
import { TEST_TOPIC, TOPIC_LABELS, type WebhookTopic } from '../../domain/webhooks/webhook-topics';

export const topicLabel = (topic: string): string => (topic === TEST_TOPIC ? 'Test event' : (TOPIC_LABELS[topic as WebhookTopic] ?? topic));

/** On; paused by its owner; or switched off by the platform, whose reason the page shows. */
export function endpointState(endpoint: Pick<WebhookEndpoint, 'enabled' | 'disabledReason'>): 'On' | 'Paused' | 'Switched off' {
  if (endpoint.enabled) return 'On';
  return endpoint.disabledReason ? 'Switched off' : 'Paused';
}

/** The platform's reason without its "Switched off: " lead, which the page's own words already say. */
export const switchOffWhy = (reason: string) => reason.replace(/^Switched off:\s*/, '');

const OUTCOMES: Record<WebhookDeliveryState, string> = {
  delivered: 'Delivered',
  failed: 'Failed',
  pending: 'Sending',
  skipped: 'Skipped: the endpoint was off',
};

export function deliveryOutcome(delivery: Pick<WebhookDelivery, 'state' | 'attempts' | 'nextRetryAt'>): string {
  if (delivery.state === 'pending' && delivery.attempts > 0) return 'Failed, retrying';
  return OUTCOMES[delivery.state];
}

/** The API's field errors (Url, Topics, Topics.2, Enabled) as the form's fields; anything else is the form's own. */
export function formErrorsOf(
  fields: Record<string, string> | undefined,
  message: string,
): { url?: string; topics?: string; form?: string } {
  const errors: { url?: string; topics?: string; form?: string } = {};
  for (const [name, text] of Object.entries(fields ?? {})) {
    if (name === 'Url') errors.url = text;
    else if (name === 'Topics' || name.startsWith('Topics.')) errors.topics ??= text;
    else errors.form ??= text;
  }
  if (!errors.url && !errors.topics && !errors.form) errors.form = message;
  return errors;
}
