/**
 * A fetch that calls the embedded store API inside the same process (Fastify's inject) instead of
 * over a loopback socket: server rendering saves a TCP round trip per store API call.
 */
import type { FastifyInstance } from 'fastify';
import { tracing } from '../tracing';

export function injectFetch(app: FastifyInstance): typeof fetch {
  const call = injectCall(app);
  const traces = tracing();
  if (!traces.on) return call;
  // The call's span; the store API's own request span (request-spans.ts) is its child through the context.
  return (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    return traces.inSpan(
      `store-api ${request.method} ${pathname}`,
      { kind: 'client', attributes: { 'http.request.method': request.method, 'url.path': pathname } },
      async (span) => {
        const response = await call(request);
        span.set({ 'http.response.status_code': response.status });
        return response;
      },
    );
  };
}

function injectCall(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(hasBody ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (Array.isArray(value)) value.forEach((v) => headers.append(name, String(v)));
      else if (value !== undefined) headers.set(name, String(value));
    }
    return new Response(response.statusCode === 204 ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}
