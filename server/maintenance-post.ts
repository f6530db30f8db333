/**
 * The store password form without JavaScript: POST /maintenance (url-encoded Password) makes the
 * same store API call the browser makes, sets the bypass cookie on success and redirects (303)
 * home, or back to /maintenance with the outcome in the query for the page to show.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BYPASS_MAX_AGE_SECONDS, bypassCookieName, MAINTENANCE_PATH } from '../src/domain/store/maintenance';
import { normalizeHost, resolveStoreDomain } from '../src/domain/store/store-resolution';
import type { ServerConfig } from './config';
import { REMEMBERED_STORE_COOKIE } from './ssr/ssr-handler';

export interface MaintenancePostOptions {
  backend: ServerConfig['backend'];
  storeApiUrl: string;
  storeApiFetch: typeof fetch;
  /** The platform's shared hosts, the only ones where `?store=` chooses the store. */
  platformHosts: readonly string[];
}

type Outcome = { kind: 'ok'; webID: number; bypass: string } | { kind: 'wrong' } | { kind: 'limited'; retryAfter: number } | { kind: 'failed' };

async function verifyPassword(request: FastifyRequest, options: MaintenancePostOptions, password: string): Promise<Outcome> {
  if (options.backend === 'mock') return { kind: 'failed' };
  const host = normalizeHost(request.headers.host ?? 'localhost');
  const queryStore = new URL(request.url, 'http://x').searchParams.get('store');
  const domain = resolveStoreDomain({ host, queryStore, rememberedStore: request.cookies[REMEMBERED_STORE_COOKIE] ?? null, platformHosts: options.platformHosts });
  const info = await options.storeApiFetch(`${options.storeApiUrl}/Web/GetWebInfo?${new URLSearchParams({ Domain: domain })}`);
  const data = info.ok ? ((await info.json()) as { data?: { webID?: number; tokens?: { accessToken?: string } } }).data : undefined;
  const token = data?.tokens?.accessToken;
  if (!token || typeof data?.webID !== 'number') return { kind: 'failed' };
  const answer = await options.storeApiFetch(`${options.storeApiUrl}/Web/VerifyStorePassword`, {
    method: 'POST',
    // The store API limits guesses per address: it must see the shopper's, not this server's.
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': request.ip },
    body: JSON.stringify({ Password: password }),
  });
  if (answer.status === 429) return { kind: 'limited', retryAfter: Number(answer.headers.get('retry-after')) || 60 };
  if (answer.status === 422 || answer.status === 400) return { kind: 'wrong' };
  const bypass = answer.ok ? ((await answer.json()) as { data?: { bypass?: unknown } }).data?.bypass : undefined;
  return typeof bypass === 'string' ? { kind: 'ok', webID: data.webID, bypass } : { kind: 'failed' };
}

function answer(reply: FastifyReply, outcome: Outcome) {
  reply.header('cache-control', 'no-store');
  if (outcome.kind === 'ok') {
    reply.header('set-cookie', `${bypassCookieName(outcome.webID)}=${encodeURIComponent(outcome.bypass)}; Path=/; Max-Age=${BYPASS_MAX_AGE_SECONDS}; SameSite=Lax`);
    return reply.redirect('/', 303);
  }
  const query = new URLSearchParams({ error: outcome.kind });
  if (outcome.kind === 'limited') query.set('retry', String(outcome.retryAfter));
  return reply.redirect(`${MAINTENANCE_PATH}?${query}`, 303);
}

export function registerMaintenancePost(app: FastifyInstance, options: MaintenancePostOptions) {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8')));
    });
    scope.post(MAINTENANCE_PATH, async (request, reply) => {
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const password = form.get('password') ?? '';
      if (!password) return answer(reply, { kind: 'wrong' });
      try {
        return await answer(reply, await verifyPassword(request, options, password));
      } catch (error) {
        request.log.warn({ err: error }, 'store password post failed');
        return answer(reply, { kind: 'failed' });
      }
    });
  });
}
