/**
 * The architecture's dependency rules (shared/design/architecture.md), checked in `npm test`.
 */

/**
 * The store API's feature modules, lowest first (docs/decisions.md 74): each imports only platform/
 * (the database connection, mail and events included), http/ and the features before it in this list.
 * A feature's tables (`*.tables.ts`) may name any feature's tables in a foreign key (decision 75).
 */
const STORE_API_FEATURES = [
  'catalog',
  'identity',
  'cart',
  'wishlist',
  'discounts',
  'shipping',
  'forms',
  'orders',
  'customers',
  'reviews',
  'payments',
  'tracking',
  'pages',
  'theme',
  'settings',
  'web',
  'webhooks',
  // A store's own domains and their DNS checks (decision 98).
  'domains',
  // Creating a store writes what the features below own (its owner, theme, sample products): decision 93.
  'stores',
  // The audit log's and API keys' owner calls (decision 99): they read platform's tables only.
  'access',
];
const featurePaths = (names) => `^server/store-api/(${names.join('|')})/`;
const STORE_API_ENTRIES = '^server/store-api/[^/]+\\.ts$';
const TABLES = '\\.tables\\.ts$';

const storeApiModuleRules = [
  {
    name: 'store-api-platform-imports-no-feature',
    comment:
      'platform/ is what every feature needs (the database connection, tokens, guards, limits, the store, signing, mail, events): it imports no feature, no entry and not db/.',
    severity: 'error',
    from: { path: '^server/store-api/platform/' },
    to: { path: [featurePaths(STORE_API_FEATURES), STORE_API_ENTRIES, '^server/store-api/db/'] },
  },
  {
    name: 'store-api-http-imports-nothing-above',
    comment: 'http/ (the answer envelope, attachments, the NUL refusal) lies under everything in the store API.',
    severity: 'error',
    from: { path: '^server/store-api/http/' },
    to: { path: '^server/store-api/', pathNot: '^server/store-api/http/' },
  },
  {
    name: 'store-api-db-gathers-features',
    comment:
      "db/ gathers the features' tables for drizzle-kit (schema.ts), keeps the migrations and seeds the demo stores: it stands above every feature, so no feature imports it.",
    severity: 'error',
    from: { path: featurePaths(STORE_API_FEATURES) },
    to: { path: '^server/store-api/db/' },
  },
  ...STORE_API_FEATURES.flatMap((feature, i) => {
    const above = STORE_API_FEATURES.slice(i + 1);
    const abovePaths = above.length > 0 ? [featurePaths(above)] : [];
    return [
      {
        name: `store-api-feature-order-${feature}`,
        comment: `${feature}/ imports platform, http and only the features below it in STORE_API_FEATURES, never an entry.`,
        severity: 'error',
        from: { path: `^server/store-api/${feature}/`, pathNot: TABLES },
        to: { path: [...abovePaths, STORE_API_ENTRIES] },
      },
      {
        name: `store-api-feature-order-${feature}-tables`,
        comment: `${feature}/'s tables reference other features' tables only (foreign keys), never their code.`,
        severity: 'error',
        from: { path: `^server/store-api/${feature}/.*${TABLES}` },
        to: { path: [...abovePaths, STORE_API_ENTRIES], pathNot: TABLES },
      },
    ];
  }),
];

/**
 * The storefront UI's folders, top first (docs/decisions.md 77); folders on one level may import each
 * other, none imports a level above it, and the entries (render-body, routes, entry-*) stand above all.
 */
const UI_LEVELS = [
  ['shell'],
  ['pages'],
  ['identity'],
  ['cart'],
  ['orders'],
  ['editor', 'layouts'],
  ['sections'],
  ['forms', 'components'],
  ['app'],
];
const uiPaths = (folders) => `^src/ui/(${folders.join('|')})/`;
const UI_ENTRIES = '^src/ui/[^/]+\\.tsx?$';

const uiLayerRules = [
  ...UI_LEVELS.slice(1).map((level, i) => ({
    name: `ui-order-${level.join('-')}`,
    comment: `src/ui/${level.join(' and ')} import only their own level and the ones below it in UI_LEVELS.`,
    severity: 'error',
    from: { path: uiPaths(level) },
    to: { path: uiPaths(UI_LEVELS.slice(0, i + 1).flat()) },
  })),
  {
    name: 'ui-entries-at-the-top',
    comment:
      "No UI folder imports the UI's entries (render-body, routes, entry-client, entry-server); ui-constants.ts imports no UI folder.",
    severity: 'error',
    from: { path: uiPaths(UI_LEVELS.flat()) },
    to: { path: UI_ENTRIES, pathNot: '^src/ui/ui-constants\\.ts$' },
  },
  {
    name: 'ui-constants-at-the-ground',
    comment: 'ui-constants.ts is the ground of src/ui: it imports no UI folder.',
    severity: 'error',
    from: { path: '^src/ui/ui-constants\\.ts$' },
    to: { path: uiPaths(UI_LEVELS.flat()) },
  },
];

module.exports = {
  forbidden: [
    ...uiLayerRules,
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports nothing from application, adapters, ui, composition or server, and no framework.',
      severity: 'error',
      from: { path: '^src/domain' },
      to: {
        path: [
          '^src/(application|adapters|ui|studio|composition|contracts)',
          '^server',
          'node_modules/(react|react-dom|xstate|@xstate|react-router|ky|inversify)/',
        ],
      },
    },
    {
      name: 'domain-no-node',
      severity: 'error',
      from: { path: '^src/domain' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'application-uses-ports',
      comment: 'src/application imports domain and its own ports, never adapters, ui or composition.',
      severity: 'error',
      from: { path: '^src/application' },
      to: { path: ['^src/(adapters|ui|studio|composition)', '^server'] },
    },
    {
      name: 'adapters-not-ui',
      severity: 'error',
      from: { path: '^src/adapters' },
      to: { path: ['^src/(ui|studio|composition)', '^server'] },
    },
    {
      name: 'ui-not-adapters',
      comment: 'src/ui and src/studio get behaviour through composition, never from an adapter directly.',
      severity: 'error',
      from: { path: '^src/(ui|studio)' },
      to: { path: ['^src/adapters', '^server'] },
    },
    {
      name: 'storefront-not-studio',
      comment: 'The Theme Studio is its own app (src/studio, own build): the storefront never imports it, so none of it reaches a shopper.',
      severity: 'error',
      from: { path: '^src/ui' },
      to: { path: '^src/studio' },
    },
    {
      name: 'server-uses-domain-only',
      comment:
        'server/ may import src/domain (shared parsers and schemas), the SSR entry types, and the type of the web info keeper the host implements for renders.',
      severity: 'error',
      from: { path: '^server' },
      to: { path: '^src/(application|adapters|composition)', pathNot: '^src/application/storefront/kept-web-info\\.ts$' },
    },
    {
      name: 'server-implements-the-keeper-by-its-types',
      comment: 'The host implements the web info keeper (kept-web-info.ts) but never runs application code: its types only.',
      severity: 'error',
      from: { path: '^server' },
      to: { path: '^src/application/storefront/kept-web-info\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-imports-the-render-entry-to-render',
      comment:
        'Only the processes that load the render entry (index.ts, dev.ts) and the SSR handler that calls it import src/ui/entry-server; no type of another layer passes through it to server/.',
      severity: 'error',
      from: { path: '^server/', pathNot: '^server/(index|dev)\\.ts$|^server/host/ssr/ssr-handler\\.ts$' },
      to: { path: '^src/ui/entry-server' },
    },
    {
      name: 'only-composition-imports-adapters',
      comment: 'Adapters are bound in the composition roots (src/composition: container modules, wiring) only (decision 23).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(composition|adapters)/' },
      to: { path: '^src/adapters/' },
    },
    {
      name: 'only-app-entries-import-composition',
      comment:
        'Each app has one composition root, reached only from its entry (storefront browser, server rendering, studio); leaf UI gets what it needs through its seam (services-holder.ts, studio-ports-context.tsx).',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/composition/', '^src/ui/entry-(client|server)\\.tsx$', '^src/studio/studio-entry\\.tsx$'] },
      to: { path: '^src/composition/' },
    },
    {
      name: 'inversify-only-in-composition',
      comment: 'The DI containers live in the composition roots; the rest of the code takes a deps object and never resolves tokens.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/composition/' },
      to: { path: 'node_modules/(inversify|@inversifyjs)/' },
    },
    {
      name: 'contracts-domain-and-zod-only',
      comment:
        'src/contracts (the store API payloads, wire names and wire <-> domain mappers) imports only src/domain, its own files and zod.',
      severity: 'error',
      from: { path: '^src/contracts' },
      to: { pathNot: ['^src/(domain|contracts)/', 'node_modules/zod/'] },
    },
    {
      name: 'contracts-only-at-the-edges',
      comment: 'Only the adapters and the server speak the wire: domain, application, ui, studio and composition use domain words.',
      severity: 'error',
      from: { path: '^src/(domain|application|ui|studio|composition)' },
      to: { path: '^src/contracts' },
    },
    {
      name: 'host-reaches-store-api-through-its-entry',
      comment:
        "server/host reaches the store API over HTTP (its client, inject-fetch.ts in process) and through the handle of its entry, mount-store-api.ts (a render's calls in process: `call`); never its repositories, tables or routes. The answer envelope (http/envelope.ts) is the wire shape both sides speak.",
      severity: 'error',
      from: { path: '^server/host/' },
      to: { path: '^server/store-api/', pathNot: '^server/store-api/(mount-store-api|http/envelope)\\.ts$' },
    },
    {
      name: 'store-api-not-host',
      comment: 'The store API runs without the host (npm run api, a storefront elsewhere): it never imports server/host.',
      severity: 'error',
      from: { path: '^server/store-api/' },
      to: { path: '^server/host/' },
    },
    {
      name: 'tracking-inside-store-api',
      comment:
        'The tracking routes own the tracking tables, so only the store API (its entry mounts them) imports server/store-api/tracking.',
      severity: 'error',
      from: { pathNot: '^server/store-api/' },
      to: { path: '^server/store-api/tracking/' },
    },
    {
      name: 'store-repository-built-by-the-entry',
      comment:
        'One StoreRepository per store API, built by its composition (mount-store-api.ts) and passed in; everything else imports its types only.',
      severity: 'error',
      from: { pathNot: '^server/store-api/mount-store-api\\.ts$' },
      to: { path: '^server/store-api/platform/store\\.repository\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'orders-reach-cart-through-its-service',
      comment:
        "Orders empty and read carts through CartService (in the order's transaction), never the cart's repository, tables' writer or controller.",
      severity: 'error',
      from: { path: '^server/store-api/orders/' },
      to: { path: '^server/store-api/cart/(cart\\.repository|cart\\.controller)\\.ts$' },
    },
    {
      name: 'server-shared-modules-import-no-app',
      comment:
        'server/config.ts, live-config.ts, media-storage-config.ts, trust-proxy.ts, tracing.ts (and its SDK) and the one request-to-store resolver (request-store.ts) serve the host and the store API alike, so they import neither.',
      severity: 'error',
      from: {
        path: '^server/(config|live-config|media-storage-config|trust-proxy|request-store|tracing|tracing-otel|tracing-types)\\.ts$',
      },
      to: { path: '^server/(host|store-api)/' },
    },
    {
      name: 'tracing-sdk-loaded-lazily',
      comment:
        'The OpenTelemetry SDK is imported by server/tracing-otel.ts alone, and that only by tracing.ts when an exporter is configured (decision 109): a server without one never loads it.',
      severity: 'error',
      from: { pathNot: '^server/tracing(-otel)?\\.ts$' },
      to: { path: ['node_modules/@opentelemetry/', '^server/tracing-otel\\.ts$'] },
    },
    ...storeApiModuleRules,
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
