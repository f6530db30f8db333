/**
 * The dependency-injection tokens of the apps' inversify containers (src/composition), one Symbol per
 * port or factory. Bindings live in the container modules; nothing outside composition resolves them.
 */
export const TOKENS = {
  /** (request: StorePortsRequest) => StorePorts: the store API backend, HTTP or the in-memory mock. */
  StorePortsFactory: Symbol('StorePortsFactory'),
  Logger: Symbol('Logger'),
  Clock: Symbol('Clock'),
  IdGenerator: Symbol('IdGenerator'),
  Beacon: Symbol('Beacon'),
  /** The page's one ad-pixel queue (the cart and the checkout track into it). */
  PixelHub: Symbol('PixelHub'),
  /** (store: string) => CartStorage: the saved cart of one store in this browser. */
  CartStorageFactory: Symbol('CartStorageFactory'),
  /** (store: string) => UserStore: the signed-in customer remembered for one store. */
  UserStoreFactory: Symbol('UserStoreFactory'),
  ReloadMemory: Symbol('ReloadMemory'),
  /** (webID: number) => MaintenanceStream: the realtime maintenance flag (Firebase or server-sent events). */
  MaintenanceStreamFactory: Symbol('MaintenanceStreamFactory'),
  /** The Theme Studio's store API calls, each a (token: () => string | null) => Api factory. */
  StudioApiFactory: Symbol('StudioApiFactory'),
  BackOfficeApiFactory: Symbol('BackOfficeApiFactory'),
  InboxApiFactory: Symbol('InboxApiFactory'),
  StoreSettingsApiFactory: Symbol('StoreSettingsApiFactory'),
  ProductsApiFactory: Symbol('ProductsApiFactory'),
  ReviewsApiFactory: Symbol('ReviewsApiFactory'),
  CatalogueImportApiFactory: Symbol('CatalogueImportApiFactory'),
  WebhooksApiFactory: Symbol('WebhooksApiFactory'),
  MailTemplatesApiFactory: Symbol('MailTemplatesApiFactory'),
  AccessApiFactory: Symbol('AccessApiFactory'),
  DomainsApiFactory: Symbol('DomainsApiFactory'),
  StoreSignupApiFactory: Symbol('StoreSignupApiFactory'),
  StudioAccountApiFactory: Symbol('StudioAccountApiFactory'),
  /** (frame, frameOrigin) => FrameParentChannel: the studio's end of the editor frame's messages. */
  FrameChannelFactory: Symbol('FrameChannelFactory'),
  /** The studio's OwnerSessionStore (the owner's session for every studio tab). */
  OwnerSessionStore: Symbol('OwnerSessionStore'),
  /** The editor frame's end of the studio's messages (the window it runs in). */
  FrameChannel: Symbol('FrameChannel'),
  /** Tracking's adapters, bound when tracking's code loads: its cookies, the IP and geo lookups the config selects, the device parser. */
  TrackingCookies: Symbol('TrackingCookies'),
  IpLookup: Symbol('IpLookup'),
  GeoLookup: Symbol('GeoLookup'),
  DeviceInfo: Symbol('DeviceInfo'),
  /** (inert: boolean) => ScriptInjector: inserts the owner's scripts into the page. */
  ScriptInjectorFactory: Symbol('ScriptInjectorFactory'),
  /** (facebookPixelId) => PixelPort: delivers the page's pixel events to the owner's pixels and the Conversions API. */
  PixelDeliveryFactory: Symbol('PixelDeliveryFactory'),
  /** The deployed build's files (/builds) the app-update machine reads. */
  BuildInfo: Symbol('BuildInfo'),
  /** The cookie jars and token stores a request's or a page's services keep their tokens in. */
  SessionStores: Symbol('SessionStores'),
} as const;
