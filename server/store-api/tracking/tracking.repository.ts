/**
 * Writes of the tracking beacons, every one scoped by the store the beacon's token names. Repeats
 * are harmless: a session or event id already stored is left as it was (beacons may be resent).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../platform/database/client';
import { trackingEvents, trackingSessions } from './tracking.tables';
import type { DurationBody, EventBody, SessionBody } from './tracking-schemas';

function hostOf(url: string): string {
  try {
    return url ? new URL(url).hostname.replace(/^www\./, '') : '';
  } catch {
    return '';
  }
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://x').pathname;
  } catch {
    return url.split(/[?#]/)[0] ?? url;
  }
}

export class TrackingRepository {
  constructor(private readonly deps: { db: Db }) {}

  async addSession(storeId: number, customerId: string | null, body: SessionBody): Promise<void> {
    const utm = body.UTM && Object.keys(body.UTM).length > 0 ? body.UTM : null;
    await this.deps.db
      .insert(trackingSessions)
      .values({
        storeId,
        sessionId: body.SessionID,
        visitorId: body.VisitorID,
        customerId,
        landingUrl: body.LandingUrl,
        referrer: body.Referrer,
        referrerHost: hostOf(body.Referrer),
        ipAddress: body.IPAddress || 'Unknown',
        geo: body.GeoLocation,
        country: body.GeoLocation.Country || 'Unknown',
        browser: body.DeviceInfo.Browser,
        os: body.DeviceInfo.OS,
        device: body.DeviceInfo.Device,
        userAgent: body.DeviceInfo.UserAgent ?? '',
        utm,
        utmSource: utm?.utm_source ?? null,
        clientTimestamp: body.Timestamp,
      })
      .onConflictDoNothing();
  }

  async addEvent(storeId: number, body: EventBody): Promise<void> {
    await this.deps.db
      .insert(trackingEvents)
      .values({
        storeId,
        sessionId: body.SessionID,
        eventId: body.EventID,
        eventType: body.EventType,
        url: body.Url,
        path: pathOf(body.Url),
        clientTimestamp: body.Timestamp,
      })
      .onConflictDoNothing();
  }

  /** The latest visible total wins: the browser sends the running total, not increments. False when no such event. */
  async updateDuration(storeId: number, body: DurationBody): Promise<boolean> {
    const rows = await this.deps.db
      .update(trackingEvents)
      .set({ durationMs: body.Duration })
      .where(
        and(eq(trackingEvents.storeId, storeId), eq(trackingEvents.eventId, body.EventID), eq(trackingEvents.sessionId, body.SessionID)),
      )
      .returning({ id: trackingEvents.id });
    return rows.length > 0;
  }
}
