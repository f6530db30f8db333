/**
 * The store a beacon belongs to. sendBeacon cannot set headers, so the access token comes from the
 * host-named at_ cookie the storefront keeps (or a bearer header, for the fetch fallback and tools).
 * The token only names the store here, so one that expired within its refresh lifetime still does:
 * a shopper idling past the access token's 15 minutes is still the same store's visitor. On a
 * shared host the token cookies carry the chosen store's name (tokenCookieHost), and the beacon's
 * own address has no `?store=`: the store it remembered names them.
 */
import type { FastifyRequest } from 'fastify';
import { accessTokenCookieName } from '../../../src/domain/store/token-cookies';
import { requestStore } from '../../request-store';
import { bearerToken } from '../platform/tenant-guard';
import { REFRESH_TOKEN_TTL_SECONDS, type AccessClaims, type TokenService } from '../platform/token.service';

export async function beaconClaims(
  request: FastifyRequest,
  tokens: TokenService,
  platformHosts: readonly string[],
): Promise<AccessClaims | null> {
  const token = bearerToken(request) ?? request.cookies[accessTokenCookieName(requestStore(request, platformHosts).tokenHost)] ?? null;
  return token ? tokens.verify(token, 'access', { expiredUpTo: REFRESH_TOKEN_TTL_SECONDS }) : null;
}
