// @vitest-environment jsdom
import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { SseMaintenanceStream } from '../../../src/adapters/sse/sse-maintenance-stream';
import { TOKENS } from '../../../src/application/tokens';
import { backendModule } from '../../../src/composition/modules/backend.module';
import type { StoreApiTransport } from '../../../src/adapters/http/in-process-store-api-client';
import { browserModule } from '../../../src/composition/modules/browser.module';
import { maintenanceStreamModule, type MaintenanceStreamFactory } from '../../../src/composition/modules/maintenance-stream.module';
import { httpStorePorts, mockStorePorts, storePortsFor, type StorePortsFactory } from '../../../src/composition/store-backends';
import { composeStudio } from '../../../src/composition/studio-root';
import { trackingModule } from '../../../src/composition/modules/tracking.module';
import { ownerScriptsModule, type PixelDeliveryFactory } from '../../../src/composition/modules/owner-scripts.module';
import { beaconModule } from '../../../src/composition/modules/beacon.module';
import { ReverseGeocodeLookup, UnknownGeoLookup } from '../../../src/adapters/lookup/reverse-geocode-lookup';
import { BrowserPixel } from '../../../src/adapters/pixel/browser-pixel';
import { serverSessionStoresModule } from '../../../src/composition/modules/session-stores.module';
import type { ServerSessionStores } from '../../../src/composition/session-stores';
import { OFFLINE_LIVE_CONFIG, type LiveConfig } from '../../../src/domain/tracking/live-config';

function resolve<T>(token: symbol, ...modules: Parameters<Container['loadSync']>): T {
  const container = new Container({ defaultScope: 'Singleton' });
  container.loadSync(...modules);
  return container.get<T>(token);
}

describe('the container modules', () => {
  it('bind the store API backend the configuration names, as the browser root picks it', () => {
    expect(resolve<StorePortsFactory>(TOKENS.StorePortsFactory, backendModule('http'))).toBe(httpStorePorts);
    expect(resolve<StorePortsFactory>(TOKENS.StorePortsFactory, backendModule('mock'))).toBe(mockStorePorts);
    expect(storePortsFor('mock')).toBe(mockStorePorts);
    // The browser's HTTP ports are the same adapters, loaded on the first call (first-load JS, decision 50).
    expect(storePortsFor('http')).not.toBe(httpStorePorts);
  });

  it('give the browser HTTP ports whose first call loads the adapters and asks the store API', async () => {
    const asked: string[] = [];
    const fetch = (input: RequestInfo | URL) => {
      asked.push(input instanceof Request ? input.url : String(input));
      return Promise.resolve(Response.json({ status: 400, message: 'no store', data: null }, { status: 400 }));
    };
    const ports = storePortsFor('http')({ baseUrl: 'http://api.test/store-api', accessToken: () => null, fetch });
    expect(Object.keys(ports).sort()).toEqual(Object.keys(httpStorePorts({ baseUrl: '/', accessToken: () => null })).sort());
    await expect(ports.webInfo.getWebInfo({ domain: 'aurora', themeId: null })).resolves.toMatchObject({ ok: false });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^http:\/\/api\.test\/store-api\//);
  });

  it('bind the embedded store API in process for the server: its calls reach the transport with the token, never fetch', async () => {
    const calls: Array<{ method: string; path: string; search: string; headers: Record<string, string> }> = [];
    const transport: StoreApiTransport = async (call) => {
      calls.push(call);
      return { status: 200, body: { status: 200, message: 'OK', data: [] } };
    };
    const factory = resolve<StorePortsFactory>(TOKENS.StorePortsFactory, backendModule('http', transport));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const ports = factory({ baseUrl: 'http://nowhere.invalid/store-api', accessToken: () => 'token-1' });
    await ports.catalog.categoryCards(3);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
    expect(calls).toEqual([
      {
        method: 'GET',
        path: 'Catalog/GetCategories',
        search: 'Limit=3',
        headers: { accept: 'application/json', authorization: 'Bearer token-1' },
      },
    ]);
    expect(resolve<StorePortsFactory>(TOKENS.StorePortsFactory, backendModule('mock', transport))).toBe(mockStorePorts);
  });

  it('give the mock backend every store port, loading its fixtures only on the first call', async () => {
    const ports = mockStorePorts({ baseUrl: '/store-api', accessToken: () => null });
    await expect(ports.webInfo.getWebInfo({ domain: 'mock', themeId: null })).resolves.toBeTruthy();
  });

  it('bind server-sent events for the maintenance flag unless the page config names Firebase (its logger from the browser module)', () => {
    const sse = resolve<MaintenanceStreamFactory>(TOKENS.MaintenanceStreamFactory, maintenanceStreamModule(undefined));
    expect(sse(7)).toBeInstanceOf(SseMaintenanceStream);
    const live = {
      ...OFFLINE_LIVE_CONFIG,
      firebase: { databaseURL: 'https://demo.firebaseio.com', table: 'webs' } as LiveConfig['firebase'],
    };
    const firebase = resolve<MaintenanceStreamFactory>(TOKENS.MaintenanceStreamFactory, browserModule, maintenanceStreamModule(live));
    expect(firebase(7)).not.toBeInstanceOf(SseMaintenanceStream);
    // No store yet: the host's stream, which needs none.
    expect(firebase(undefined)).toBeInstanceOf(SseMaintenanceStream);
  });

  it('give the studio its store API calls and frame channel from its own root', () => {
    const ports = composeStudio();
    expect(Object.keys(ports).sort()).toEqual([
      'accessApi',
      'backOfficeApi',
      'catalogueImportApi',
      'domainsApi',
      'frameChannel',
      'inboxApi',
      'mailTemplatesApi',
      'ownerSessions',
      'productsApi',
      'reviewsApi',
      'storeSettingsApi',
      'storeSignupApi',
      'studioAccountApi',
      'studioApi',
      'webhooksApi',
    ]);
    expect(typeof ports.studioApi(() => null).me).toBe('function');
  });

  it('bind the geo lookup the page config selects: Unknown offline, the public reverse geocoder when public', () => {
    expect(resolve(TOKENS.GeoLookup, trackingModule('offline'))).toBeInstanceOf(UnknownGeoLookup);
    expect(resolve(TOKENS.GeoLookup, trackingModule('public'))).toBeInstanceOf(ReverseGeocodeLookup);
  });

  it("deliver the page's pixel events to the owner's pixels over the live layer's beacon, ids and clock", () => {
    const delivery = resolve<PixelDeliveryFactory>(TOKENS.PixelDeliveryFactory, browserModule, beaconModule, ownerScriptsModule);
    expect(delivery('1234567890')).toBeInstanceOf(BrowserPixel);
  });

  it("give the server each request's cookies from its Cookie header, its token pair in them, and what it sets as Set-Cookie headers", () => {
    const stores = resolve<ServerSessionStores>(TOKENS.SessionStores, serverSessionStoresModule);
    const jar = stores.requestJar('wx_store=aurora');
    expect(jar.get('wx_store')).toBe('aurora');
    stores.cookieTokens(jar, 'aurora.test').write({ accessToken: 'access', refreshToken: 'refresh' });
    expect(jar.setCookieHeaders).toHaveLength(2);
    expect(stores.cookieTokens(jar, 'aurora.test').read()).toEqual({ accessToken: 'access', refreshToken: 'refresh' });
  });
});
