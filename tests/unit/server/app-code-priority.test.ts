import { describe, expect, it } from 'vitest';
import { lowPriorityAppCode } from '../../../server/host/ssr/app-code-priority';

describe('the app code in the page template', () => {
  const template = [
    '<head><script type="module" crossorigin src="/assets/index-A.js" nonce="__WX_CSP_NONCE__"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/framework-B.js" nonce="__WX_CSP_NONCE__">',
    '<link rel="stylesheet" crossorigin href="/assets/app-C.css" nonce="__WX_CSP_NONCE__">',
    '<script type="module" src="/src/dev-entry.tsx"></script></head>',
  ].join('');

  it('is asked for at low priority, entry and preloaded chunks alike, keeping its nonce', () => {
    const page = lowPriorityAppCode(template);
    expect(page).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/index-A.js" nonce="__WX_CSP_NONCE__">');
    expect(page).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/framework-B.js" nonce="__WX_CSP_NONCE__">',
    );
  });

  it('leaves stylesheets and anything not built as it is', () => {
    const page = lowPriorityAppCode(template);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/app-C.css"');
    expect(page).toContain('<script type="module" src="/src/dev-entry.tsx"></script>');
    expect(page.match(/fetchpriority/g)).toHaveLength(2);
  });
});
