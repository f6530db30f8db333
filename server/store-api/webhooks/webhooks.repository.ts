/**
 * A store's webhook endpoints and their deliveries as the studio reads and changes them (decision 91).
 * Every query names the store: another store's endpoint or delivery is never found.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { WebhookDeliveryWire, WebhookEndpointWire } from '../../../src/contracts/owner-webhooks.contract';
import type { Db } from '../platform/database/client';
import { jobs } from '../platform/jobs/jobs.tables';
import { WEBHOOK_JOB } from './webhook-events';
import { newSigningSecret } from './webhook-signature';
import { webhookDeliveries, webhookEndpoints } from './webhooks.tables';

/** How long a rotated-out secret still signs deliveries too, so receivers can switch without missing one. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60_000;
/** Endpoints a store may have. */
export const MAX_ENDPOINTS = 20;
/** Deliveries the log shows. */
export const LOG_LENGTH = 50;

type EndpointRow = typeof webhookEndpoints.$inferSelect;

export function endpointWire(row: EndpointRow, now = new Date()): WebhookEndpointWire {
  const overlap = row.previousSecretUntil && row.previousSecretUntil > now ? row.previousSecretUntil.toISOString() : null;
  return {
    endpointID: row.id,
    url: row.url,
    topics: row.topics,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
    previousSecretUntil: overlap,
  };
}

const mine = (webId: number, endpointId: number) => and(eq(webhookEndpoints.storeId, webId), eq(webhookEndpoints.id, endpointId));

/** The store's endpoints, each with its newest delivery's outcome (one row per endpoint, by its index). */
export async function listEndpoints(db: Db, webId: number): Promise<WebhookEndpointWire[]> {
  const [rows, newest] = await Promise.all([
    db.select().from(webhookEndpoints).where(eq(webhookEndpoints.storeId, webId)).orderBy(webhookEndpoints.id),
    db
      .selectDistinctOn([webhookDeliveries.endpointId], {
        endpointId: webhookDeliveries.endpointId,
        state: webhookDeliveries.state,
        lastStatus: webhookDeliveries.lastStatus,
        createdAt: webhookDeliveries.createdAt,
        lastAttemptAt: webhookDeliveries.lastAttemptAt,
      })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.storeId, webId))
      .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.id)),
  ]);
  const last = new Map(newest.map((row) => [row.endpointId, row]));
  return rows.map((row) => {
    const delivery = last.get(row.id);
    const lastDelivery = delivery
      ? { state: delivery.state, lastStatus: delivery.lastStatus, at: (delivery.lastAttemptAt ?? delivery.createdAt).toISOString() }
      : null;
    return { ...endpointWire(row), lastDelivery };
  });
}

export async function findEndpoint(db: Db, webId: number, endpointId: number): Promise<EndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(mine(webId, endpointId));
  return row ?? null;
}

export async function countEndpoints(db: Db, webId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.storeId, webId));
  return Number(row?.n ?? 0);
}

export async function createEndpoint(
  db: Db,
  webId: number,
  input: { url: string; topics: string[]; enabled: boolean },
): Promise<{ endpoint: WebhookEndpointWire; secret: string }> {
  const secret = newSigningSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ storeId: webId, url: input.url, topics: input.topics, enabled: input.enabled, secret })
    .returning();
  return { endpoint: endpointWire(row!), secret };
}

/** The owner's edit; switching an endpoint on again clears the platform's reason and its run of failures. */
export async function updateEndpoint(
  db: Db,
  webId: number,
  endpointId: number,
  input: { url: string; topics: string[]; enabled: boolean | undefined },
): Promise<WebhookEndpointWire | null> {
  const on = input.enabled === undefined ? {} : { enabled: input.enabled, disabledReason: null };
  const fresh = input.enabled ? { deadInARow: 0, failingSince: null } : {};
  const [row] = await db
    .update(webhookEndpoints)
    .set({ url: input.url, topics: input.topics, ...on, ...fresh })
    .where(mine(webId, endpointId))
    .returning();
  return row ? endpointWire(row) : null;
}

export async function deleteEndpoint(db: Db, webId: number, endpointId: number): Promise<boolean> {
  const gone = await db.delete(webhookEndpoints).where(mine(webId, endpointId)).returning({ id: webhookEndpoints.id });
  return gone.length > 0;
}

/** A new secret; the one before it signs deliveries too for ROTATION_OVERLAP_MS. */
export async function rotateSecret(
  db: Db,
  webId: number,
  endpointId: number,
  now = new Date(),
): Promise<{ endpoint: WebhookEndpointWire; secret: string } | null> {
  const secret = newSigningSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({ previousSecret: webhookEndpoints.secret, previousSecretUntil: new Date(now.getTime() + ROTATION_OVERLAP_MS), secret })
    .where(mine(webId, endpointId))
    .returning();
  return row ? { endpoint: endpointWire(row, now), secret } : null;
}

const deliveryColumns = {
  delivery: webhookDeliveries,
  jobState: jobs.state,
  runAt: jobs.runAt,
};

type DeliveryRead = { delivery: typeof webhookDeliveries.$inferSelect; jobState: string | null; runAt: Date | null };

function deliveryWire({ delivery, jobState, runAt }: DeliveryRead): WebhookDeliveryWire {
  return {
    deliveryID: delivery.id,
    eventID: delivery.eventId,
    topic: delivery.topic,
    state: delivery.state,
    attempts: delivery.attempts,
    lastStatus: delivery.lastStatus,
    lastResponse: delivery.lastResponse,
    createdAt: delivery.createdAt.toISOString(),
    lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
    nextRetryAt: delivery.state === 'pending' && jobState === 'pending' && runAt ? runAt.toISOString() : null,
  };
}

function deliveriesWithJobs(db: Db) {
  return db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .leftJoin(jobs, and(eq(jobs.kind, WEBHOOK_JOB), eq(jobs.key, webhookDeliveries.jobKey)));
}

export async function listDeliveries(db: Db, webId: number, endpointId: number): Promise<WebhookDeliveryWire[]> {
  const rows = await deliveriesWithJobs(db)
    .where(and(eq(webhookDeliveries.storeId, webId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.id))
    .limit(LOG_LENGTH);
  return rows.map(deliveryWire);
}

export async function findDelivery(db: Db, webId: number, deliveryId: number): Promise<WebhookDeliveryWire | null> {
  const [row] = await deliveriesWithJobs(db).where(and(eq(webhookDeliveries.storeId, webId), eq(webhookDeliveries.id, deliveryId)));
  return row ? deliveryWire(row) : null;
}

/** The delivery's endpoint and body, for sending it again. */
export async function deliveryToResend(db: Db, webId: number, deliveryId: number) {
  const [row] = await db
    .select({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId, state: webhookDeliveries.state })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.storeId, webId), eq(webhookDeliveries.id, deliveryId)));
  return row ?? null;
}
