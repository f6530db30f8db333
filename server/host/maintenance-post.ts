/**
 * The store password form's route, with and without JavaScript: POST /maintenance (url-encoded
 * password) asks the store API, sets the pass as an HttpOnly cookie on success (no script of the
 * page, the owner's tags included, can read or carry it off) and redirects (303) home, or back to
 * /maintenance with the outcome in the query for the page to show. A post from another site is
 * refused before any password is checked (form-post-guard.ts, decision 68).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BYPASS_MAX_AGE_SECONDS, bypassCookieName, MAINTENANCE_PATH } from '../../src/domain/store/maintenance';
import type { ServerConfig } from '../config';
import { requestStoreDomain } from '../request-store';
import { guardFormPosts, type FormPostLimits } from './form-post-guard';
import { fetchStoreInfo, type StoreApiAccess } from './store-api-client';

export interface MaintenancePostOptions extends StoreApiAccess {
  backend: ServerConfig['backend'];
  /** The platform's shared hosts, the only ones where `?store=` chooses the store. */
  platformHosts: readonly string[];
}

type Outcome =
  | { kind: 'ok'; webID: number; bypass: string }
  | { kind: 'wrong' }
  | { kind: 'empty' }
  | { kind: 'limited'; retryAfter: number }
  | { kind: 'failed' };

async function verifyPassword(request: FastifyRequest, options: MaintenancePostOptions, password: string): Promise<Outcome> {
  if (options.backend === 'mock') return { kind: 'failed' };
  const data = await fetchStoreInfo(options, requestStoreDomain(request, options.platformHosts));
  const token = data?.tokens?.accessToken;
  if (!data || !token) return { kind: 'failed' };
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

function answer(request: FastifyRequest, reply: FastifyReply, outcome: Outcome) {
  reply.header('cache-control', 'no-store');
  if (outcome.kind === 'ok') {
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${bypassCookieName(outcome.webID)}=${encodeURIComponent(outcome.bypass)}; Path=/; Max-Age=${BYPASS_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${secure}`,
    );
    return reply.redirect('/', 303);
  }
  const query = new URLSearchParams({ error: outcome.kind });
  if (outcome.kind === 'limited') query.set('retry', String(outcome.retryAfter));
  return reply.redirect(`${MAINTENANCE_PATH}?${query}`, 303);
}

/** The password form posts one field; a few more are room for a browser extension's, never a flood (decision 68). */
const STORE_PASSWORD_FORM_LIMITS: FormPostLimits = { maxFields: 8, urlEncodedBytes: 4096 };

export function registerMaintenancePost(app: FastifyInstance, options: MaintenancePostOptions) {
  void app.register(async (scope) => {
    guardFormPosts(scope, STORE_PASSWORD_FORM_LIMITS);
    scope.post(MAINTENANCE_PATH, async (request, reply) => {
      const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
      const password = form.get('password') ?? '';
      if (!password) return answer(request, reply, { kind: 'empty' });
      try {
        return await answer(request, reply, await verifyPassword(request, options, password));
      } catch (error) {
        request.log.warn({ err: error }, 'store password post failed');
        return answer(request, reply, { kind: 'failed' });
      }
    });
  });
}
