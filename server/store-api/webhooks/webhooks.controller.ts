/**
 * The studio's Webhooks (docs/back-office.md, "Webhooks"; decision 91): list, add, change, delete an
 * endpoint, rotate its secret, read its delivery log, send a delivery again, send a test event.
 * Owner token only; its WebID is the only store any of these reads or writes.
 */
import type { FastifyInstance } from 'fastify';
import { WEBHOOK_CALLS } from '../../../src/contracts/owner-webhooks.contract';
import { TEST_TOPIC } from '../../../src/domain/webhooks/webhook-topics';
import type { Db } from '../platform/database/client';
import type { JobQueue } from '../platform/jobs/job-queue';
import type { OwnerTokenService } from '../platform/owner-token.service';
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

  register(WEBHOOK_CALLS.saveWebhook, async (body, { owner }) => {
    const problem = await webhookUrlProblem(body.Url, deps.allowLoopback);
    if (problem) return refused(400, problem, [{ field: 'Url', message: problem }]);
    const input = { url: body.Url, topics: body.Topics };
    if (body.EndpointID !== undefined) {
      const endpoint = await updateEndpoint(db, owner.WebID, body.EndpointID, { ...input, enabled: body.Enabled });
      return endpoint ? { endpoint, secret: null } : refused(404, NO_ENDPOINT);
    }
    if ((await countEndpoints(db, owner.WebID)) >= MAX_ENDPOINTS)
      return refused(409, `A store may have at most ${MAX_ENDPOINTS} webhook endpoints`);
    return createEndpoint(db, owner.WebID, { ...input, enabled: body.Enabled ?? true });
  });

  register(WEBHOOK_CALLS.deleteWebhook, async (body, { owner }) =>
    (await deleteEndpoint(db, owner.WebID, body.EndpointID)) ? null : refused(404, NO_ENDPOINT),
  );

  register(WEBHOOK_CALLS.rotateWebhookSecret, async (body, { owner }) => {
    const rotated = await rotateSecret(db, owner.WebID, body.EndpointID);
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
