/**
 * What a store's webhook endpoint may subscribe to (docs/back-office.md, "Webhooks"; decision 91):
 * each topic is a change the store API makes, sent when that change commits.
 */
export const WEBHOOK_TOPICS = [
  'orders/create',
  'orders/updated',
  'orders/cancelled',
  'products/create',
  'products/update',
  'products/delete',
  'customers/create',
] as const;

export type WebhookTopic = (typeof WEBHOOK_TOPICS)[number];

/** The owner's "Send test event": never a subscription, always delivered to the endpoint it was sent to. */
export const TEST_TOPIC = 'webhooks/test';

export const TOPIC_LABELS: Record<WebhookTopic, string> = {
  'orders/create': 'Order placed',
  'orders/updated': 'Order status changed',
  'orders/cancelled': 'Order cancelled',
  'products/create': 'Product added',
  'products/update': 'Product changed',
  'products/delete': 'Product deleted',
  'customers/create': 'Customer account created',
};
