/**
 * Applies the session policy to the tracking cookies on each page arrival: decides, then writes the
 * cookies with their lifetimes (the session cookie is set again to 3 minutes on every page view, so
 * a visit lasts while pages keep coming).
 */
import { decideSession, type SessionDecision } from '../../domain/tracking/session-policy';
import { TRACKING_COOKIE_SECONDS, TRACKING_COOKIES } from '../../domain/tracking/tracking-rules';
import type { IdGenerator } from '../ports/id-generator.port';
import type { TrackingCookies } from '../ports/tracking-cookies.port';

export interface Arrival {
  href: string;
  search: string;
  /** The document referrer on the landing page; '' for in-app navigations. */
  referrer: string;
  forced?: boolean;
}

export function arriveInSession(deps: { cookies: TrackingCookies; ids: IdGenerator; ownHost: string }, arrival: Arrival): SessionDecision {
  const { cookies } = deps;
  const decision = decideSession(
    {
      cookies: {
        sessionId: cookies.get(TRACKING_COOKIES.session) ?? null,
        visitorId: cookies.get(TRACKING_COOKIES.visitor) ?? null,
        referrerHost: cookies.get(TRACKING_COOKIES.referrerHost) ?? null,
      },
      referrer: arrival.referrer,
      ownHost: deps.ownHost,
      search: arrival.search,
      forced: arrival.forced ?? false,
    },
    () => deps.ids.newId(),
  );
  cookies.set(TRACKING_COOKIES.session, decision.sessionId, { maxAgeSeconds: TRACKING_COOKIE_SECONDS.session });
  cookies.set(TRACKING_COOKIES.visitor, decision.visitorId, { maxAgeSeconds: TRACKING_COOKIE_SECONDS.visitor });
  if (decision.referrerHost)
    cookies.set(TRACKING_COOKIES.referrerHost, decision.referrerHost, { maxAgeSeconds: TRACKING_COOKIE_SECONDS.referrerHost });
  return decision;
}
