/**
 * The beacon payloads of spec section 3, shared by the browser (which sends them) and the host's
 * /api/track routes (which validate and store them).
 */
export interface GeoLocation {
  City: string;
  State: string;
  Country: string;
  CountryCode: string;
  Continent: string;
  Latitude: number | null;
  Longitude: number | null;
  Locality: string;
}

export interface DeviceInfo {
  Browser: string;
  OS: string;
  Device: string;
  /** The raw user agent, cut at 500 characters (spec section 9). */
  UserAgent?: string;
}

export interface SessionRecord {
  SessionID: string;
  VisitorID: string;
  WebID: number;
  CustomerID: string | null;
  LandingUrl: string;
  Referrer: string;
  Timestamp: string;
  IPAddress: string;
  GeoLocation: GeoLocation;
  DeviceInfo: DeviceInfo;
  UTM?: Record<string, string>;
}

export interface PageViewEvent {
  SessionID: string;
  EventID: string;
  EventType: 'page_view';
  Url: string;
  WebID: number;
  Timestamp: string;
}

export interface DurationUpdate {
  SessionID: string;
  EventID: string;
  WebID: number;
  /** Visible milliseconds, as text (spec section 3). */
  Duration: string;
}

export const UNKNOWN = 'Unknown';

/** What a failed or offline geo lookup records (spec section 8). */
export const UNKNOWN_GEO: GeoLocation = {
  City: UNKNOWN,
  State: UNKNOWN,
  Country: UNKNOWN,
  CountryCode: UNKNOWN,
  Continent: UNKNOWN,
  Latitude: null,
  Longitude: null,
  Locality: UNKNOWN,
};

export const TRACK_PATHS = {
  session: '/api/track/add-session',
  event: '/api/track/event',
  duration: '/api/track/update-duration',
} as const;
