/** What a store's owners are told by mail when the platform switches a webhook endpoint off (decision 91). */
import type { OwnerNotice } from '../platform/owner-notices';

export function endpointOffNotice(storeTitle: string, endpoint: { url: string }, reason: string): OwnerNotice {
  const text = [
    `${storeTitle} stopped sending webhooks to ${endpoint.url}: ${reason}.`,
    '',
    'Events for it are no longer queued. Its failed deliveries are kept in its delivery log, where each can be sent again.',
    'When the receiver answers again, open Webhooks in the Theme Studio, edit the endpoint, tick Enabled and save;',
    'then send a test event to check it.',
  ].join('\n');
  return { subject: `Webhook endpoint switched off at ${storeTitle}`, text, kind: 'owner-webhook-off' };
}
