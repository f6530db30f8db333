/**
 * The session rule of spec section 4: a new session when there is no session cookie, on a forced
 * request, when the referrer is an external host different from the stored one, or when any utm_
 * query parameter is present; otherwise the session is kept. The visitor id is the browser's, not
 * the session's (deviation, docs/decisions.md 17): a returning browser keeps its 1-year id and a new
 * one is made only when there is none, or the cookie holds something that is not a visitor id.
 */
import { isTrackingId, trackingId } from './tracking-ids';

export interface SessionCookies {
  sessionId: string | null;
  visitorId: string | null;
  referrerHost: string | null;
}

export interface SessionArrival {
  cookies: SessionCookies;
  /** document.referrer ('' when none). */
  referrer: string;
  /** The store's own host: a referrer from it is internal. */
  ownHost: string;
  /** The page's query string (with or without '?'). */
  search: string;
  forced?: boolean;
}

export type SessionReason = 'no-session' | 'forced' | 'new-referrer' | 'utm' | 'kept';

export interface SessionDecision {
  isNew: boolean;
  reason: SessionReason;
  sessionId: string;
  visitorId: string;
  /** The referrer host to remember (null keeps the stored one). */
  referrerHost: string | null;
  /** utm_ parameters of the arrival, name to value. */
  utm: Record<string, string>;
}

/** The host of a referrer URL, lower-cased without 'www.', or null when it is not a URL. */
export function referrerHostOf(referrer: string): string | null {
  const match = /^[a-z][a-z0-9+.-]*:\/\/([^/?#:@]+(?::[^/?#@]*)?@)?([^/?#:]+)/i.exec(referrer.trim());
  return match ? match[2]!.toLowerCase().replace(/^www\./, '') : null;
}

export function utmParameters(search: string): Record<string, string> {
  const utm: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) if (name.startsWith('utm_')) utm[name] = value;
  return utm;
}

function reasonFor(arrival: SessionArrival, externalHost: string | null, utm: Record<string, string>): SessionReason {
  if (!arrival.cookies.sessionId) return 'no-session';
  if (arrival.forced) return 'forced';
  if (externalHost !== null && externalHost !== arrival.cookies.referrerHost) return 'new-referrer';
  if (Object.keys(utm).length > 0) return 'utm';
  return 'kept';
}

/** Decides the session of a page arrival; `random()` gives fresh random text for a new id. */
export function decideSession(arrival: SessionArrival, random: () => string): SessionDecision {
  const host = referrerHostOf(arrival.referrer);
  const own = arrival.ownHost
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/:\d+$/, '');
  const externalHost = host !== null && host !== own ? host : null;
  const utm = utmParameters(arrival.search);
  const reason = reasonFor(arrival, externalHost, utm);
  const isNew = reason !== 'kept';
  const sessionId = isNew ? trackingId('se', random()) : arrival.cookies.sessionId!;
  const stored = arrival.cookies.visitorId;
  const visitorId = stored !== null && isTrackingId(stored, 'vi') ? stored : trackingId('vi', random());
  return { isNew, reason, sessionId, visitorId, referrerHost: isNew ? externalHost : null, utm };
}
