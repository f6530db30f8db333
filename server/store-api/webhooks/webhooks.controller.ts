/**
 * The studio's Webhooks (docs/back-office.md, "Webhooks"; decision 91): list, add, change, delete an
 * endpoint, rotate its secret, read its delivery log, send a delivery again, send a test event.
 * Owner token only; its WebID is the only store any of these reads or writes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WEBHOOK_CALLS } from '../../../src/contracts/owner-webhooks.contract';
import { TEST_TOPIC } from '../../../src/domain/webhooks/webhook-topics';
import type { Db } from '../platform/database/client';
import type { JobQueue } from '../platform/jobs/job-queue';
import type { OwnerTokenService } from '../platform/owner-token.service';
import { auditTrail, type AuditEntry } from '../platform/audit-trail';
import { callRegistrar, refused } from '../platform/register-call';
import { eventBody, queueDelivery, requeueDelivery, storeNameOf, WEBHOOK_JOB } from './webhook-events';
import { webhookUrlProblem } from '../platform/outbound/safe-target';
import {
  countEndpoints,
  createEndpoint,
  deleteEndpoint,
  deliveryToResend,
  findDelivery,
  findEndpoint,
  listDeliveries,
  listEndpoints,
  MAX_ENDPOINTS,
  rotateSecret,
  updateEndpoint,
} from './webhooks.repository';

const NO_ENDPOINT = 'No such webhook endpoint in this store';

export interface WebhooksDeps {
  db: Db;
  tokens: OwnerTokenService;
  jobs: JobQueue;
  /** Loopback targets (http://127.0.0.1:…) allowed: development and tests only (WEBHOOKS_ALLOW_LOOPBACK). */
  allowLoopback: boolean;
}

export function registerWebhooksController(app: FastifyInstance, deps: WebhooksDeps) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });
  const { db } = deps;

  register(WEBHOOK_CALLS.webhooks, async (_input, { owner }) => ({ endpoints: await listEndpoints(db, owner.WebID) }));

  // Each change and its audit entry commit together (decision 99); the secret is never in the entry.
  const audited = <T>(request: FastifyRequest, work: (tx: Db) => Promise<T | null>, entry: (done: T) => AuditEntry) =>
    db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const done = await work(tx);
      if (done !== null) await auditTrail(request)(tx, entry(done));
      return done;
    });

  register(WEBHOOK_CALLS.saveWebhook, async (body, { owner, request }) => {
    const problem = await webhookUrlProblem(body.Url, deps.allowLoopback);
    if (problem) return refused(400, problem, [{ field: 'Url', message: problem }]);
    const input = { url: body.Url, topics: body.Topics };
    if (body.EndpointID !== undefined) {
      const endpointID = body.EndpointID;
      const endpoint = await audited(
        request,
        (tx) => updateEndpoint(tx, owner.WebID, endpointID, { ...input, enabled: body.Enabled }),
        (done) => ({ action: 'webhook.updated', subject: done.url, changes: { topics: done.topics, enabled: done.enabled } }),
      );
      return endpoint ? { endpoint, secret: null } : refused(404, NO_ENDPOINT);
    }
    if ((await countEndpoints(db, owner.WebID)) >= MAX_ENDPOINTS)
      return refused(409, `A store may have at most ${MAX_ENDPOINTS} webhook endpoints`);
    return (await audited(
      request,
      (tx) => createEndpoint(tx, owner.WebID, { ...input, enabled: body.Enabled ?? true }),
      (done) => ({ action: 'webhook.created', subject: done.endpoint.url, changes: { topics: done.endpoint.topics } }),
    ))!;
  });

  register(WEBHOOK_CALLS.deleteWebhook, async (body, { owner, request }) => {
    const gone = await audited(
      request,
      async (tx) => {
        const endpoint = await findEndpoint(tx, owner.WebID, body.EndpointID);
        return endpoint && (await deleteEndpoint(tx, owner.WebID, body.EndpointID)) ? endpoint : null;
      },
      (endpoint) => ({ action: 'webhook.deleted', subject: endpoint.url }),
    );
    return gone ? null : refused(404, NO_ENDPOINT);
  });

  register(WEBHOOK_CALLS.rotateWebhookSecret, async (body, { owner, request }) => {
    const rotated = await audited(
      request,
      (tx) => rotateSecret(tx, owner.WebID, body.EndpointID),
      (done) => ({ action: 'webhook.secret-rotated', subject: done.endpoint.url }),
    );
    return rotated ?? refused(404, NO_ENDPOINT);
  });

  register(WEBHOOK_CALLS.webhookDeliveries, async (query, { owner }) => {
    if (!(await findEndpoint(db, owner.WebID, query.EndpointID))) return refused(404, NO_ENDPOINT);
    return { deliveries: await listDeliveries(db, owner.WebID, query.EndpointID) };
  });

  register(WEBHOOK_CALLS.resendWebhook, async (body, { owner }) => {
    const delivery = await deliveryToResend(db, owner.WebID, body.DeliveryID);
    if (!delivery) return refused(404, 'No such webhook delivery in this store');
    const jobKey = await requeueDelivery(db, deps.jobs, { webId: owner.WebID, deliveryId: delivery.id });
    await deps.jobs.hasten(WEBHOOK_JOB, jobKey);
    return { delivery: (await findDelivery(db, owner.WebID, delivery.id))! };
  });

  register(WEBHOOK_CALLS.testWebhook, async (body, { owner }) => {
    const endpoint = await findEndpoint(db, owner.WebID, body.EndpointID);
    if (!endpoint) return refused(404, NO_ENDPOINT);
    const store = { id: owner.WebID, name: await storeNameOf(db, owner.WebID) };
    const data = { message: 'A test event sent from the studio: your endpoint receives and verifies deliveries.' };
    const queued = await db.transaction((tx) =>
      queueDelivery(tx, deps.jobs, { webId: owner.WebID, endpointId: endpoint.id, body: eventBody(store, TEST_TOPIC, data) }),
    );
    await deps.jobs.hasten(WEBHOOK_JOB, queued.jobKey);
    return { delivery: (await findDelivery(db, owner.WebID, queued.deliveryId))! };
  });
}
