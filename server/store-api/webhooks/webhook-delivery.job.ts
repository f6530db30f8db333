/**
 * The `webhook` job (decision 91): one attempt at one delivery. A 2xx is delivered; anything else (an
 * error status, a refused or timed-out connection, a target that is not public) throws, and the job
 * queue retries it with its backoff. When the last attempt fails the delivery is `failed`, the
 * endpoint's run of dead deliveries grows, and the endpoint is switched off once
 * src/domain/webhooks/endpoint-health.ts says so; the studio shows why.
 */
import { eq, sql } from 'drizzle-orm';
import { afterDelivery, switchOffReason } from '../../../src/domain/webhooks/endpoint-health';
import type { Db } from '../platform/database/client';
import type { JobHandler } from '../platform/jobs/job-queue';
import type { WebhookJobPayload } from './webhook-events';
import { postWebhook, type PostResult } from './webhook-post';
import { signatureHeader } from './webhook-signature';
import { webhookDeliveries, webhookEndpoints } from './webhooks.tables';

export type DeliveryOutcome = 'delivered' | 'retrying' | 'failed' | 'skipped';

export interface WebhookDeliveryDeps {
  db: Db;
  /** Loopback targets allowed (development and tests: WEBHOOKS_ALLOW_LOOPBACK). */
  allowLoopback: boolean;
  now?: () => Date;
  timeoutMs?: number;
  /** Told each attempt's outcome (the metrics' counter). */
  onOutcome?: (outcome: DeliveryOutcome) => void;
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
    if (delivered || last) await recordHealth(deps.db, endpoint, delivered, sentAt);
    deps.onOutcome?.(delivered ? 'delivered' : last ? 'failed' : 'retrying');
    if (!delivered) throw new Error(failure);
  };
}

async function recordHealth(db: Db, endpoint: typeof webhookEndpoints.$inferSelect, delivered: boolean, now: Date): Promise<void> {
  if (delivered && endpoint.deadInARow === 0 && !endpoint.failingSince) return;
  const health = afterDelivery({ deadInARow: endpoint.deadInARow, failingSince: endpoint.failingSince }, delivered, now);
  const reason = switchOffReason(health, now);
  await db
    .update(webhookEndpoints)
    .set({ ...health, ...(reason ? { enabled: false, disabledReason: `Switched off: ${reason}` } : {}) })
    .where(eq(webhookEndpoints.id, endpoint.id));
}
