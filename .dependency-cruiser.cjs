/**
 * The architecture's dependency rules (shared/design/architecture.md), checked in `npm test`.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports nothing from application, adapters, ui, composition or server, and no framework.',
      severity: 'error',
      from: { path: '^src/domain' },
      to: { path: ['^src/(application|adapters|ui|studio|composition|contracts)', '^server', 'node_modules/(react|react-dom|xstate|@xstate|react-router|ky|inversify)/'] },
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
      comment: 'server/ may import src/domain (shared parsers and schemas), and the SSR entry types.',
      severity: 'error',
      from: { path: '^server' },
      to: { path: '^src/(application|adapters|composition)' },
    },
    {
      name: 'only-composition-imports-adapters',
      comment: 'Adapters are bound in the composition roots (src/composition: container modules and wiring) and nowhere else (issue 15).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(composition|adapters)/' },
      to: { path: '^src/adapters/' },
    },
    {
      name: 'only-app-entries-import-composition',
      comment: 'Each app has one composition root, reached only from its entry (storefront browser, server rendering, studio); leaf UI gets what it needs through its seam (services-holder.ts, studio-ports-context.tsx).',
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
      comment: 'src/contracts (the store API payloads, wire names and wire <-> domain mappers) imports only src/domain, its own files and zod.',
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
