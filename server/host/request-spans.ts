/**
 * A server span per request when traces are on (tracing.ts; docs/deploy.md, "Traces"), named by method
 * and route pattern like the metrics, with the status, the request id and (pages) the store. A request
 * the host makes to itself in process (a page's store API call through inject) is a child of the call's
 * span; a request a trusted proxy passed on continues the proxy's `traceparent`; a client's own is ignored.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tracing, type TraceSpan } from '../tracing';

const spans = new WeakMap<FastifyRequest, TraceSpan>();

/**
 * Whether a proxy TRUST_PROXY trusts passed the request on: Fastify lists in `ips` the trusted hops and
 * the first untrusted address, so more than one means the socket's peer is a trusted proxy.
 */
function fromTrustedProxy(request: FastifyRequest): boolean {
  return (request.ips?.length ?? 0) > 1;
}

export function registerRequestSpans(app: FastifyInstance): void {
  const traces = tracing();
  // Callback hooks: the rest of the request runs from `done`, so inside the span's context. The body
  // arrives on socket events outside it, hence the second entry before the handler.
  app.addHook('onRequest', (request, _reply, done) => {
    const span = traces.start(request.method, {
      kind: 'server',
      attributes: {
        'http.request.method': request.method,
        'url.path': request.url.split('?')[0],
        'server.address': request.hostname,
        'webx.request_id': request.id,
      },
      ...(fromTrustedProxy(request) ? { remoteParent: request.headers } : {}),
    });
    spans.set(request, span);
    span.run(done);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const span = spans.get(request);
    if (span) span.run(done);
    else done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    if (span) {
      const route = request.routeOptions.url;
      if (route) span.rename(`${request.method} ${route}`);
      span.set({ 'http.route': route, 'http.response.status_code': reply.statusCode });
      if (reply.statusCode >= 500) span.fail(new Error(`answered ${reply.statusCode}`));
      span.end();
      spans.delete(request);
    }
    done();
  });
}
