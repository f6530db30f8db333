/**
 * The `webhook` job (decision 91): one attempt at one delivery. A 2xx is delivered; anything else (an
 * error status, a refused or timed-out connection, a target that is not public) throws, and the job
 * queue retries it with its backoff. When the last attempt fails the delivery is `failed`, the
 * endpoint's run of dead deliveries grows, and the endpoint is switched off once
 * src/domain/webhooks/endpoint-health.ts says so; the studio shows why, and the store's owners are
 * mailed in the transaction that switches it off (platform/owner-notices.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterDelivery, switchOffReason } from '../../../src/domain/webhooks/endpoint-health';
import type { Db } from '../platform/database/client';
import type { JobHandler } from '../platform/jobs/job-queue';
import type { OwnerNotices } from '../platform/owner-notices';
import { endpointOffNotice } from './endpoint-off-notice';
import type { WebhookJobPayload } from './webhook-events';
import { postWebhook, type PostResult } from './webhook-post';
import { signatureHeader } from './webhook-signature';
import { webhookDeliveries, webhookEndpoints } from './webhooks.tables';

/**
 * One attempt's outcome, as the metrics count it: delivered; failed (another attempt will follow);
 * dead (the last attempt failed, the delivery is `failed` in the log); skipped (the endpoint was off).
 */
export type DeliveryOutcome = 'delivered' | 'failed' | 'dead' | 'skipped';

export interface WebhookDeliveryDeps {
  db: Db;
  /** Loopback targets allowed (development and tests: WEBHOOKS_ALLOW_LOOPBACK). */
  allowLoopback: boolean;
  now?: () => Date;
  timeoutMs?: number;
  /** Told each attempt's outcome (the metrics' counter). */
  onOutcome?: ((outcome: DeliveryOutcome) => void) | undefined;
  /** Where the owners' notice of an endpoint switched off is queued; none: no notice. */
  notices?: OwnerNotices | undefined;
}

export function webhookDeliveryJob(deps: WebhookDeliveryDeps): JobHandler {
  const now = () => deps.now?.() ?? new Date();
  return async (job) => {
    const { deliveryId } = job.payload as WebhookJobPayload;
    const [row] = await deps.db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, deliveryId));
    // The endpoint was deleted (its deliveries with it): nothing to send.
    if (!row) return;
    const { delivery, endpoint } = row;
    if (!endpoint.enabled) {
      await deps.db.update(webhookDeliveries).set({ state: 'skipped' }).where(eq(webhookDeliveries.id, delivery.id));
      deps.onOutcome?.('skipped');
      return;
    }
    const sentAt = now();
    const body = JSON.stringify(delivery.body);
    const timestamp = Math.floor(sentAt.getTime() / 1000);
    const honoured = endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > sentAt;
    const secrets = honoured ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
    let result: PostResult | null = null;
    let failure = '';
    try {
      result = await postWebhook(
        endpoint.url,
        body,
        {
          'user-agent': 'Webx-Webhooks/1.0',
          'webhook-id': delivery.eventId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signatureHeader(secrets, delivery.eventId, timestamp, body),
          'webhook-topic': delivery.topic,
        },
        { allowLoopback: deps.allowLoopback, ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}) },
      );
      if (result.status < 200 || result.status > 299) failure = `answered ${result.status}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    const delivered = failure === '';
    const last = !delivered && job.attempts >= job.maxAttempts;
    await deps.db
      .update(webhookDeliveries)
      .set({
        state: delivered ? 'delivered' : last ? 'failed' : 'pending',
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        lastStatus: result?.status ?? null,
        lastResponse: delivered ? result!.response : (result?.response || failure).slice(0, 500),
        lastAttemptAt: sentAt,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (delivered || last) await recordHealth(deps, endpoint, delivered, sentAt);
    deps.onOutcome?.(delivered ? 'delivered' : last ? 'dead' : 'failed');
    if (!delivered) throw new Error(failure);
  };
}

async function recordHealth(
  deps: WebhookDeliveryDeps,
  endpoint: typeof webhookEndpoints.$inferSelect,
  delivered: boolean,
  now: Date,
): Promise<void> {
  if (delivered && endpoint.deadInARow === 0 && !endpoint.failingSince) return;
  const health = afterDelivery({ deadInARow: endpoint.deadInARow, failingSince: endpoint.failingSince }, delivered, now);
  const reason = switchOffReason(health, now);
  await deps.db.transaction(async (tx) => {
    // Only the update that finds the endpoint still on switches it off, so its owners are told once.
    const [off] = await tx
      .update(webhookEndpoints)
      .set({ ...health, ...(reason ? { enabled: false, disabledReason: `Switched off: ${reason}` } : {}) })
      .where(reason ? and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)) : eq(webhookEndpoints.id, endpoint.id))
      .returning({ enabled: webhookEndpoints.enabled });
    if (reason && off && !off.enabled)
      await deps.notices?.queue(tx, endpoint.storeId, 'always', (title) => endpointOffNotice(title, endpoint, reason));
  });
}
