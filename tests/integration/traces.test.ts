/**
 * OpenTelemetry traces (docs/deploy.md, "Traces"; decision 109): with an OTLP endpoint configured, a
 * product page's request, its render, its store API calls and their database statements arrive at
 * the collector as one trace, parent by parent; a trusted proxy's `traceparent` is continued and a
 * client's own is not; a job is linked to the request that enqueued it, and its webhook carries its
 * trace to the receiver. Without one, no OpenTelemetry module
 * is loaded at all (a child process that refuses to load any) and pages are served as ever.
 */
import { execFile } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tracing } from '../../server/tracing';
import { identityCalls } from './support/identity-calls';
import { placeAuroraOrder } from './support/order-fixtures';
import { startSsrHostForFile } from './support/ssr-host';
import { within } from './support/within';

interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean>;
  links: Array<{ traceId: string; spanId: string }>;
  service: string;
}

/**
 * A collector's OTLP/HTTP traces endpoint, in the JSON encoding, keeping every span it is sent; on
 * /hooks, a store's webhook receiver.
 */
const spans: ReceivedSpan[] = [];
const hooks: Array<{ traceparent: string; body: string }> = [];
let receiver: Server;
let receiverUrl = '';
type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type OtlpAttribute = { key: string; value: OtlpValue };
const valueOf = (value: OtlpValue) =>
  value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : (value.boolValue ?? value.doubleValue ?? ''));
const attributesOf = (list: OtlpAttribute[] = []) => Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/hooks') {
        hooks.push({ traceparent: String(req.headers.traceparent ?? ''), body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(204).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans: Array<{
          resource: { attributes: OtlpAttribute[] };
          scopeSpans: Array<{
            spans: Array<
              Omit<ReceivedSpan, 'attributes' | 'service' | 'links'> & { attributes: OtlpAttribute[]; links?: ReceivedSpan['links'] }
            >;
          }>;
        }>;
      };
      for (const resource of body.resourceSpans) {
        const service = String(attributesOf(resource.resource.attributes)['service.name']);
        for (const scope of resource.scopeSpans)
          for (const span of scope.spans)
            spans.push({
              ...span,
              parentSpanId: span.parentSpanId ?? '',
              attributes: attributesOf(span.attributes),
              links: span.links ?? [],
              service,
            });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const server = startSsrHostForFile({
  config: () => ({
    tracing: {
      endpoint: `${receiverUrl}/v1/traces`,
      protocol: 'http/json',
      serviceName: 'traces-test',
      sampler: { kind: 'parentbased_always_on' },
    },
    jobs: { pollMs: 100 },
  }),
});

const { call, guest } = identityCalls(server);
const SHOPPER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** A GET over HTTP to the host as the store's address, as a browser (or a proxy in front) sends it. */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; requestId: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${server.origin}${path}`,
      { headers: { host: 'aurora.localhost:3000', 'user-agent': SHOPPER, ...headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, requestId: String(res.headers['x-request-id']), body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The request's server span, once the batch holding it has been posted. */
async function serverSpanOf(requestId: string): Promise<ReceivedSpan> {
  for (let tries = 0; tries < 50; tries++) {
    await tracing().flush();
    const found = spans.find(
      (span) => span.kind === 2 && span.attributes['webx.request_id'] === requestId && span.attributes['http.route'],
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no server span for request ${requestId}`);
}

/** The names from a span up to its trace's root. */
function chainOf(span: ReceivedSpan, trace: ReceivedSpan[]): string[] {
  const names = [span.name];
  let at: ReceivedSpan | undefined = span;
  while (at?.parentSpanId) {
    at = trace.find((candidate) => candidate.spanId === at!.parentSpanId);
    if (at) names.push(at.name);
  }
  return names;
}

describe('traces with an OTLP endpoint configured', () => {
  it("show a product page's request, render, store API calls and database statements as one trace", async () => {
    const page = await get('/satin-sundress?trace=one');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Satin');
    const root = await serverSpanOf(page.requestId);
    expect(root).toMatchObject({ name: 'GET /*', parentSpanId: '', service: 'traces-test' });
    expect(root.attributes).toMatchObject({
      'http.route': '/*',
      'http.response.status_code': 200,
      'webx.store.domain': 'aurora.localhost',
    });

    // Spans end after their answer is written: wait for the render's, the last to end.
    let trace: ReceivedSpan[] = [];
    for (let tries = 0; tries < 50 && !trace.some((span) => span.name === 'ssr render'); tries++) {
      await tracing().flush();
      trace = spans.filter((span) => span.traceId === root.traceId);
    }
    const render = trace.find((span) => span.name === 'ssr render');
    expect(render?.parentSpanId).toBe(root.spanId);
    const calls = trace.filter((span) => span.name.startsWith('store-api '));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(chainOf(call, trace)).toEqual(expect.arrayContaining(['ssr render', 'GET /*']));
    expect(calls.every((call) => call.attributes['webx.request_id'] === page.requestId)).toBe(true);

    const queries = trace.filter((span) => span.attributes['db.system.name'] === 'postgresql');
    expect(queries.length).toBeGreaterThan(0);
    const underACall = queries.find((query) => chainOf(query, trace).some((name) => name.startsWith('store-api ')));
    expect(chainOf(underACall!, trace).at(-1)).toBe('GET /*');
    // A statement's kind and table, never its text or values: the product's handle is in no query span.
    for (const query of queries) {
      expect(Object.keys(query.attributes).sort()).toEqual(
        ['db.collection.name', 'db.operation.name', 'db.system.name'].filter((key) => key in query.attributes),
      );
      expect(JSON.stringify(query)).not.toContain('satin-sundress');
    }
    expect(queries.map((query) => query.attributes['db.operation.name'])).toContain('SELECT');
  });

  it("continue a trusted proxy's traceparent, and not a client's own", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parentId = '00f067aa0ba902b7';
    const traceparent = `00-${traceId}-${parentId}-01`;

    // Through the proxy (the test server trusts one, which appends the client to X-Forwarded-For).
    const proxied = await get('/satin-sundress?trace=two', { traceparent, 'x-forwarded-for': '203.0.113.9' });
    const continued = await serverSpanOf(proxied.requestId);
    expect(continued.traceId).toBe(traceId);
    expect(continued.parentSpanId).toBe(parentId);

    // Straight from a client: a trace of our own.
    const direct = await get('/satin-sundress?trace=three', { traceparent });
    const own = await serverSpanOf(direct.requestId);
    expect(own.traceId).not.toBe(traceId);
    expect(own.parentSpanId).toBe('');
  });
});

/** The span of that id, once posted. */
async function spanWithId(spanId: string): Promise<ReceivedSpan> {
  for (let tries = 0; tries < 50; tries++) {
    await tracing().flush();
    const found = spans.find((span) => span.spanId === spanId);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no span ${spanId}`);
}

describe('traces of jobs', () => {
  it('link a webhook job to the request that enqueued it, and send its traceparent to the receiver', async () => {
    const signedIn = await call('/Owner/SignIn', { body: { Store: 'aurora', Email: 'owner@aurora.example', Password: 'Studio-2026' } });
    const token = signedIn.body.data.ownerToken as string;
    const saved = await call('/Owner/SaveWebhook', { token, body: { Url: `${receiverUrl}/hooks`, Topics: ['orders/create'] } });
    expect(saved.status).toBe(200);

    // The order is placed in a trace the proxy started (identityCalls sends X-Forwarded-For).
    const orderTrace = '0af7651916cd43dd8448eb211c80319c';
    const shopper = (await guest('aurora')).accessToken;
    const order = await placeAuroraOrder(server, call, shopper, { traceparent: `00-${orderTrace}-b7ad6b7169203331-01` });
    await within(async () => hooks.some((hook) => hook.body.includes(order.code)), 20_000);
    const delivery = hooks.find((hook) => hook.body.includes(order.code))!;
    const [, deliveryTrace, postSpanId] = delivery.traceparent.split('-');

    const post = await spanWithId(postSpanId!);
    expect(post).toMatchObject({ traceId: deliveryTrace, kind: 3 });
    expect(post.name).toMatch(/^webhook POST 127\.0\.0\.1:/);
    const job = await spanWithId(post.parentSpanId);
    expect(job).toMatchObject({ name: 'job webhook', parentSpanId: '' });
    expect(job.traceId).not.toBe(orderTrace);
    expect(job.links.map((link) => link.traceId)).toEqual([orderTrace]);
    const enqueuedBy = await spanWithId(job.links[0]!.spanId);
    expect(enqueuedBy).toMatchObject({ traceId: orderTrace, parentSpanId: 'b7ad6b7169203331', kind: 2 });
    expect(enqueuedBy.attributes['http.route']).toBe('/store-api/Order/PlaceOrder');
  });
});

describe('without an OTLP endpoint', () => {
  it('load no OpenTelemetry module and serve pages as ever', { timeout: 120_000 }, async () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('OTEL_')));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--import', './tests/integration/support/refuse-opentelemetry.mjs', 'tests/integration/support/untraced-page.ts'],
      { env: { ...env, SEEDED_IMAGE_FILE: inject('seededImageFile') }, timeout: 110_000 },
    );
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({ status: 200, sdkImported: false, tracingOn: false, registered: [] });
  });
});
