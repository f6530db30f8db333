/**
 * Prometheus metrics of one instance at /metrics (docs/deploy.md, "Metrics"; prom-client, decision 86):
 * the process's own (CPU, memory, event-loop lag, garbage collection), every answer by method, route
 * pattern and status with its duration, whether the database answers, the job queue by kind and
 * state, and webhook delivery attempts by outcome. Routes are labelled by their pattern (`/store-api/Catalog/GetProduct`, `/*` for pages), never
 * by the path a client chose, so the series stay few. Open to loopback requests that came through no
 * proxy, or to anyone with METRICS_TOKEN; to everyone else it does not exist (404).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseState, WebhookOutcome } from '../store-api/mount-store-api';

export interface MetricsSources {
  /** METRICS_TOKEN, or none. */
  token: string | undefined;
  databaseState: () => Promise<DatabaseState>;
  /** The embedded store API's job queue; none for a store API elsewhere. */
  jobCounts: (() => Promise<Array<{ kind: string; state: string; count: number }>>) | null;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function allowed(request: FastifyRequest, token: string | undefined): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (token && given) {
    const [a, b] = [Buffer.from(given), Buffer.from(token)];
    return a.length === b.length && timingSafeEqual(a, b);
  }
  // A request a proxy passed on comes from the proxy's loopback address too: only a direct one counts.
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
}

/** What the host tells the metrics as it happens. */
export interface MetricsCounters {
  /** One webhook delivery attempt's outcome (delivered, failed, dead, skipped). */
  webhookOutcome(outcome: WebhookOutcome): void;
}

const WEBHOOK_OUTCOMES: readonly WebhookOutcome[] = ['delivered', 'failed', 'dead', 'skipped'];

/** `sources` is read at each scrape: the host fills it in once the store API is mounted. */
export function registerMetrics(app: FastifyInstance, sources: MetricsSources): MetricsCounters {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const answers = new Counter({
    name: 'storefront_http_responses_total',
    help: 'Answers sent, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'storefront_http_response_seconds',
    help: 'Time from request to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'storefront_database_up',
    help: 'Whether the database answered its last probe (1) or not (0)',
    registers: [registry],
    async collect() {
      this.set((await sources.databaseState()) === 'ok' ? 1 : 0);
    },
  });
  new Gauge({
    name: 'storefront_jobs',
    help: 'Jobs in the queue by kind and state (pending, running, dead); none for a store API elsewhere',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { kind, state, count } of (await sources.jobCounts?.().catch(() => [])) ?? []) this.set({ kind, state }, count);
    },
  });

  // By outcome only: a store label would add series with every store of the fleet (decision 86).
  const webhookAttempts = new Counter({
    name: 'storefront_webhook_deliveries_total',
    help: 'Webhook delivery attempts by outcome: delivered, failed (to be retried), dead (the last attempt failed), skipped (endpoint off)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of WEBHOOK_OUTCOMES) webhookAttempts.inc({ outcome }, 0);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    answers.inc({ method: request.method, route, status: String(reply.statusCode) });
    durations.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', async (request, reply) => {
    if (!allowed(request, sources.token)) return reply.code(404).send({ message: 'Not Found' });
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
  return { webhookOutcome: (outcome) => webhookAttempts.inc({ outcome }) };
}
