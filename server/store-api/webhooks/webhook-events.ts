/**
 * Emits a store's webhook events (decision 91): in the transaction of the change that causes the
 * event, one delivery row and one `webhook` job per enabled endpoint subscribed to its topic. The
 * change, its deliveries and their jobs commit together: a crash after the commit loses none (the
 * workers find the jobs), and a rollback sends none.
 */
import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { WebhookTopic } from '../../../src/domain/webhooks/webhook-topics';
import type { Db } from '../platform/database/client';
import type { JobQueue } from '../platform/jobs/job-queue';
import type { WebhookEmitter } from '../platform/webhook-emitter';
import { stores } from '../platform/platform.tables';
import { webhookDeliveries, webhookEndpoints } from './webhooks.tables';

export const WEBHOOK_JOB = 'webhook';

/** The job's payload: the delivery to make. */
export interface WebhookJobPayload {
  deliveryId: number;
}

/** The webhook job's attempts: ten, about two and a half hours with the queue's backoff (job-queue.ts). */
export const WEBHOOK_MAX_ATTEMPTS = 10;

export interface WebhookBody {
  id: string;
  topic: string;
  created_at: string;
  store: { id: number; name: string };
  data: unknown;
}

/** Queues a delivery of `body` to one endpoint, with its job, in `tx`. */
export async function queueDelivery(
  tx: Db,
  jobs: JobQueue,
  delivery: { webId: number; endpointId: number; body: WebhookBody },
): Promise<{ deliveryId: number; jobKey: string }> {
  const jobKey = randomUUID();
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({
      storeId: delivery.webId,
      endpointId: delivery.endpointId,
      eventId: delivery.body.id,
      topic: delivery.body.topic,
      body: delivery.body,
      jobKey,
    })
    .returning({ id: webhookDeliveries.id });
  const payload: WebhookJobPayload = { deliveryId: row!.id };
  await jobs.enqueue(WEBHOOK_JOB, payload, { key: jobKey, storeId: delivery.webId, maxAttempts: WEBHOOK_MAX_ATTEMPTS, in: tx });
  return { deliveryId: row!.id, jobKey };
}

/**
 * The owner's "Send again": the same event (same `webhook-id`, so a receiver that had it can tell)
 * under a new job with fresh attempts, whatever became of the last one.
 */
export async function requeueDelivery(db: Db, jobs: JobQueue, delivery: { webId: number; deliveryId: number }): Promise<string> {
  const jobKey = randomUUID();
  await db.transaction(async (tx) => {
    await tx.update(webhookDeliveries).set({ state: 'pending', jobKey }).where(eq(webhookDeliveries.id, delivery.deliveryId));
    const payload: WebhookJobPayload = { deliveryId: delivery.deliveryId };
    await jobs.enqueue(WEBHOOK_JOB, payload, { key: jobKey, storeId: delivery.webId, maxAttempts: WEBHOOK_MAX_ATTEMPTS, in: tx });
  });
  return jobKey;
}

export function eventBody(store: { id: number; name: string }, topic: string, data: unknown, now = new Date()): WebhookBody {
  return { id: `evt_${randomUUID()}`, topic, created_at: now.toISOString(), store, data };
}

export async function storeNameOf(db: Db, webId: number): Promise<string> {
  const [store] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, webId)).limit(1);
  return store?.name ?? '';
}

export class WebhookEvents implements WebhookEmitter {
  constructor(private readonly deps: { jobs: JobQueue }) {}

  async emit(tx: Db, event: { webId: number; topic: WebhookTopic; data: unknown }): Promise<void> {
    const endpoints = await tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.storeId, event.webId),
          eq(webhookEndpoints.enabled, true),
          arrayContains(webhookEndpoints.topics, [event.topic]),
        ),
      );
    if (endpoints.length === 0) return;
    // One event id for every endpoint: it is the event's, the receivers' idempotency key.
    const body = eventBody({ id: event.webId, name: await storeNameOf(tx, event.webId) }, event.topic, event.data);
    for (const endpoint of endpoints) await queueDelivery(tx, this.deps.jobs, { webId: event.webId, endpointId: endpoint.id, body });
  }
}

/** A webhook job's log fields: which delivery (never its URL's secrets or its body). */
export function describeWebhook(payload: unknown): object {
  return { webhookDelivery: (payload as Partial<WebhookJobPayload>).deliveryId };
}
