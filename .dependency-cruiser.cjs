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
      to: { path: ['^src/(application|adapters|ui|studio|composition)', '^server', 'node_modules/(react|react-dom|xstate|@xstate|react-router|ky|inversify)/'] },
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
