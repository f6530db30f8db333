/**
 * The add-session beacon of a new session: the IP and geo lookups (each kept an hour in its cookie
 * so a visitor is not looked up on every session), device info, the UTM map. Failures as spec
 * section 8 says: the IP becomes 'Unknown'; a geo failure is logged and recorded as Unknown.
 */
import type { SessionDecision } from '../../domain/tracking/session-policy';
import { TRACK_PATHS, UNKNOWN, UNKNOWN_GEO, type GeoLocation, type SessionRecord } from '../../domain/tracking/tracking-records';
import { cutUserAgent, TRACKING_COOKIE_SECONDS, TRACKING_COOKIES } from '../../domain/tracking/tracking-rules';
import type { Beacon } from '../ports/beacon.port';
import type { Clock } from '../ports/clock.port';
import type { DeviceInfoReader } from '../ports/device-info.port';
import type { GeoLookup } from '../ports/geo-lookup.port';
import type { IpLookup } from '../ports/ip-lookup.port';
import type { Logger } from '../ports/logger.port';
import type { TrackingCookies } from '../ports/tracking-cookies.port';

export interface AnnounceDeps {
  cookies: TrackingCookies;
  ipLookup: IpLookup;
  geoLookup: GeoLookup;
  device: DeviceInfoReader;
  beacon: Beacon;
  clock: Clock;
  logger: Logger;
}

export interface Visit {
  webID: number;
  customerId: string | null;
  landingUrl: string;
  referrer: string;
  userAgent: string;
}

async function ipOf(deps: AnnounceDeps): Promise<string> {
  const kept = deps.cookies.get(TRACKING_COOKIES.ip);
  if (kept) return kept;
  const ip = await deps.ipLookup.lookup().catch(() => UNKNOWN);
  if (ip !== UNKNOWN) deps.cookies.set(TRACKING_COOKIES.ip, ip, { maxAgeSeconds: TRACKING_COOKIE_SECONDS.ip });
  return ip;
}

function keptGeo(text: string | undefined): GeoLocation | null {
  if (!text) return null;
  try {
    const geo = JSON.parse(text) as GeoLocation;
    return typeof geo.Country === 'string' ? geo : null;
  } catch {
    return null;
  }
}

async function geoOf(deps: AnnounceDeps, ip: string): Promise<GeoLocation> {
  const kept = keptGeo(deps.cookies.get(TRACKING_COOKIES.geo));
  if (kept) return kept;
  try {
    const geo = await deps.geoLookup.lookup(ip);
    deps.cookies.set(TRACKING_COOKIES.geo, JSON.stringify(geo), { maxAgeSeconds: TRACKING_COOKIE_SECONDS.geo });
    return geo;
  } catch (error) {
    deps.logger.warn('Geo lookup failed', error);
    return UNKNOWN_GEO;
  }
}

export async function announceSession(deps: AnnounceDeps, decision: SessionDecision, visit: Visit): Promise<SessionRecord> {
  const ip = await ipOf(deps);
  const record: SessionRecord = {
    SessionID: decision.sessionId,
    VisitorID: decision.visitorId,
    WebID: visit.webID,
    CustomerID: visit.customerId,
    LandingUrl: visit.landingUrl,
    Referrer: visit.referrer,
    Timestamp: new Date(deps.clock.now()).toISOString(),
    IPAddress: ip,
    GeoLocation: await geoOf(deps, ip),
    DeviceInfo: { ...deps.device.read(visit.userAgent), UserAgent: cutUserAgent(visit.userAgent) },
    ...(Object.keys(decision.utm).length > 0 ? { UTM: decision.utm } : {}),
  };
  deps.beacon.send(TRACK_PATHS.session, record);
  return record;
}
