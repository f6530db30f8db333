/**
 * The port through which a feature announces an event to the store's webhook endpoints (decision 91),
 * inside the transaction of the change that causes it. The webhooks feature implements it
 * (webhooks/webhook-events.ts) and store-api.ts hands it to the features, which never import it.
 */
import type { WebhookTopic } from '../../../src/domain/webhooks/webhook-topics';
import type { Db } from './database/client';

export interface WebhookEmitter {
  emit(tx: Db, event: { webId: number; topic: WebhookTopic; data: unknown }): Promise<void>;
}
