/** zod schemas of the tracking beacons (spec section 3): a malformed beacon is a 400 naming the field. */
import { z } from 'zod';
import { recordId, storedText } from '../../../src/contracts/input-fields.contract';

const text = (field: string, max: number) => storedText(field, max);
const trackingId = (field: string, prefix: 'se' | 'vi' | 'ev') =>
  z
    .string({ error: `${field} is required` })
    .regex(new RegExp(`^${prefix}[A-Za-z0-9]{12}$`), `${field} must be '${prefix}' and 12 letters or digits`);
const webId = recordId('WebID');
const coordinate = z.number().finite().nullable().catch(null);

export const sessionBody = z.object({
  SessionID: trackingId('SessionID', 'se'),
  VisitorID: trackingId('VisitorID', 'vi'),
  WebID: webId,
  CustomerID: text('CustomerID', 64).nullable().optional(),
  LandingUrl: text('LandingUrl', 2000).min(1, 'LandingUrl is required'),
  Referrer: text('Referrer', 2000),
  Timestamp: text('Timestamp', 40).min(1, 'Timestamp is required'),
  IPAddress: text('IPAddress', 64),
  GeoLocation: z.object(
    {
      City: text('GeoLocation.City', 200),
      State: text('GeoLocation.State', 200),
      Country: text('GeoLocation.Country', 200),
      CountryCode: text('GeoLocation.CountryCode', 10),
      Continent: text('GeoLocation.Continent', 100),
      Latitude: coordinate,
      Longitude: coordinate,
      Locality: text('GeoLocation.Locality', 200),
    },
    { error: 'GeoLocation is required' },
  ),
  DeviceInfo: z.object(
    {
      Browser: text('DeviceInfo.Browser', 100),
      OS: text('DeviceInfo.OS', 100),
      Device: text('DeviceInfo.Device', 100),
      UserAgent: text('DeviceInfo.UserAgent', 500).optional(),
    },
    { error: 'DeviceInfo is required' },
  ),
  UTM: z
    .record(z.string().regex(/^utm_[A-Za-z0-9_]{1,40}$/, 'UTM keys are utm_ parameters'), text('UTM value', 500))
    .refine((map) => Object.keys(map).length <= 20, 'UTM has at most 20 parameters')
    .optional(),
});

export const eventBody = z.object({
  SessionID: trackingId('SessionID', 'se'),
  EventID: trackingId('EventID', 'ev'),
  EventType: z.literal('page_view', { error: "EventType must be 'page_view'" }),
  Url: text('Url', 2000).min(1, 'Url is required'),
  WebID: webId,
  Timestamp: text('Timestamp', 40).min(1, 'Timestamp is required'),
});

/** A day of visible time at most: a tab left open over a weekend is not a 60-hour page view. */
const MAX_DURATION_MS = 24 * 60 * 60 * 1000;

export const durationBody = z.object({
  SessionID: trackingId('SessionID', 'se'),
  EventID: trackingId('EventID', 'ev'),
  WebID: webId,
  Duration: z
    .string({ error: 'Duration must be milliseconds as text' })
    .regex(/^\d{1,9}$/, 'Duration must be whole milliseconds as text')
    .transform(Number)
    .refine((ms) => ms <= MAX_DURATION_MS, 'Duration is at most a day'),
});

const day = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date YYYY-MM-DD`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${field} must be a real date`);

export const reportQuery = z
  .object({ from: day('from'), to: day('to') })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['from'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, { message: 'The range is at most a year', path: ['to'] });

export type SessionBody = z.infer<typeof sessionBody>;
export type EventBody = z.infer<typeof eventBody>;
export type DurationBody = z.infer<typeof durationBody>;
