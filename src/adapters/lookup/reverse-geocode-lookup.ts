/**
 * GeoLookup over the public reverse-geocode service of spec section 7 (city, principalSubdivision,
 * countryName, countryCode, continent, latitude, longitude, locality), located by the caller's IP.
 * The offline default, UnknownGeoLookup, records 'Unknown' without asking anyone.
 */
import type { GeoLookup } from '../../application/ports/geo-lookup.port';
import { UNKNOWN, UNKNOWN_GEO, type GeoLocation } from '../../domain/tracking/tracking-records';

export const PUBLIC_GEO_LOOKUP_URL = 'https://api.bigdatacloud.net/data/reverse-geocode-client';

const textOf = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 200) : UNKNOWN);
const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export class ReverseGeocodeLookup implements GeoLookup {
  constructor(private readonly deps: { url: string; fetch: typeof fetch }) {}

  async lookup(): Promise<GeoLocation> {
    const response = await this.deps.fetch(`${this.deps.url}?localityLanguage=en`, { credentials: 'omit' });
    if (!response.ok) throw new Error(`Geo lookup answered ${response.status}`);
    const answer = (await response.json()) as Record<string, unknown>;
    return {
      City: textOf(answer.city),
      State: textOf(answer.principalSubdivision),
      Country: textOf(answer.countryName),
      CountryCode: textOf(answer.countryCode),
      Continent: textOf(answer.continent),
      Latitude: numberOf(answer.latitude),
      Longitude: numberOf(answer.longitude),
      Locality: textOf(answer.locality),
    };
  }
}

export class UnknownGeoLookup implements GeoLookup {
  lookup(): Promise<GeoLocation> {
    return Promise.resolve(UNKNOWN_GEO);
  }
}
