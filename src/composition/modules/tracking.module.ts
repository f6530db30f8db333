/**
 * Tracking's adapters (loaded into the live layer's container with tracking's own code, so none of
 * them reaches a page that is not tracked): its cookies, bowser for device info, and the IP and geo
 * lookups the page config selects: the host's IP answer and geo 'Unknown' ('offline'), or the public
 * lookup services ('public').
 */
import { ContainerModule } from 'inversify';
import { TrackingCookieJar } from '../../adapters/cookies/tracking-cookie-jar';
import { BowserDeviceInfo } from '../../adapters/device/bowser-device-info';
import { HOST_IP_LOOKUP_URL, JsonIpLookup, PUBLIC_IP_LOOKUP_URL } from '../../adapters/lookup/json-ip-lookup';
import { PUBLIC_GEO_LOOKUP_URL, ReverseGeocodeLookup, UnknownGeoLookup } from '../../adapters/lookup/reverse-geocode-lookup';
import type { DeviceInfoReader } from '../../application/ports/device-info.port';
import type { GeoLookup } from '../../application/ports/geo-lookup.port';
import type { IpLookup } from '../../application/ports/ip-lookup.port';
import type { TrackingCookies } from '../../application/ports/tracking-cookies.port';
import { TOKENS } from '../../application/tokens';
import type { LiveConfig } from '../../domain/tracking/live-config';

const browserFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

export function trackingModule(lookups: LiveConfig['lookups']): ContainerModule {
  const publicLookups = lookups === 'public';
  return new ContainerModule(({ bind }) => {
    bind<TrackingCookies>(TOKENS.TrackingCookies)
      .toResolvedValue(() => new TrackingCookieJar())
      .inSingletonScope();
    bind<DeviceInfoReader>(TOKENS.DeviceInfo)
      .toResolvedValue(() => new BowserDeviceInfo())
      .inSingletonScope();
    bind<IpLookup>(TOKENS.IpLookup)
      .toResolvedValue(() => new JsonIpLookup({ url: publicLookups ? PUBLIC_IP_LOOKUP_URL : HOST_IP_LOOKUP_URL, fetch: browserFetch }))
      .inSingletonScope();
    bind<GeoLookup>(TOKENS.GeoLookup)
      .toResolvedValue(() =>
        publicLookups ? new ReverseGeocodeLookup({ url: PUBLIC_GEO_LOOKUP_URL, fetch: browserFetch }) : new UnknownGeoLookup(),
      )
      .inSingletonScope();
  });
}
