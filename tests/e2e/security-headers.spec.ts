/**
 * The host's page headers as a browser enforces them (docs/security.md): no other origin frames a shopper's
 * sign-in or checkout, injected markup runs nothing, and the app and the owner's tags still run under
 * the nonce policy.
 */
import { expect, test, type Page } from '@playwright/test';
import { consoleProblems } from './support/console-problems';
import { E2E_PORT, storeUrl } from './support/store-urls';

/** A page on `origin` (answered by the test, as an attacker's server would) framing the given store pages. */
async function framingPage(page: Page, origin: string, targets: string[]) {
  const url = `${origin}/framing-test`;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>framing</title>${targets.map((target, index) => `<iframe title="frame ${index}" src="${target}" width="400" height="600"></iframe>`).join('')}`,
    }),
  );
  await page.goto(url);
  await page.waitForLoadState('load');
}

test('a hostile origin cannot frame sign-in or checkout, while the store itself can', async ({ page }) => {
  const signIn = storeUrl('aurora', '/signin');
  const checkout = storeUrl('aurora', '/checkout');

  // Control: the store's own origin frames its sign-in page, so a frame that shows it is detectable.
  await framingPage(page, new URL(signIn).origin, [signIn]);
  await expect(page.frameLocator('iframe[title="frame 0"]').getByRole('button', { name: 'Sign in' })).toBeVisible();

  await framingPage(page, 'https://attacker.example', [signIn, checkout]);
  for (const title of ['frame 0', 'frame 1']) {
    const frame = page.frameLocator(`iframe[title="${title}"]`);
    await expect(frame.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    await expect(frame.getByRole('heading', { name: 'Checkout' })).toHaveCount(0);
    await expect(frame.getByRole('textbox')).toHaveCount(0);
  }
  // The browser replaced both documents with its error page: nothing of the store was rendered.
  const frameUrls = page
    .frames()
    .filter((frame) => frame !== page.mainFrame())
    .map((frame) => frame.url());
  expect(frameUrls).toHaveLength(2);
  expect(frameUrls.some((url) => url.startsWith(storeUrl('aurora')))).toBe(false);
});

test('every page answer carries the hardening headers and a fresh script nonce', async ({ request }) => {
  const policies = new Set<string>();
  for (const path of ['/', '/signin', '/checkout']) {
    // Node does not resolve *.localhost: the store is named in the query instead.
    const answer = await request.get(`http://127.0.0.1:${E2E_PORT}${path}?store=aurora`);
    const headers = answer.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['content-security-policy']).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    policies.add(headers['content-security-policy']!);
  }
  expect(policies.size).toBe(3);
});

test('under the policy the shop works, nonced tags run and injected markup runs nothing', async ({ page }) => {
  const problems = consoleProblems(page);
  await page.goto(storeUrl('aurora', '/satin-sundress'));
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('dialog', { name: /cart/i })).toBeVisible();

  const outcome = await page.evaluate(async () => {
    const flags = window as unknown as Record<string, number | undefined>;
    // What the owner-scripts injector does: a script element with the page's nonce (from the csp-nonce meta).
    const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
    const tag = document.createElement('script');
    tag.nonce = nonce;
    tag.text = 'window.ownerTagRan = 1';
    document.head.appendChild(tag);
    // What stored or reflected markup injection would try: an inline handler on an element.
    const injected = document.createElement('div');
    injected.innerHTML = '<img alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onload="window.injectedRan = 1">';
    document.body.appendChild(injected);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { nonceKnown: nonce.length > 0, ownerTagRan: flags.ownerTagRan, injectedRan: flags.injectedRan };
  });
  expect(outcome).toEqual({ nonceKnown: true, ownerTagRan: 1, injectedRan: undefined });
  // The refusal is the only console complaint: the app itself never trips the policy.
  expect(problems.filter((text) => !/inline event handler|Content Security Policy/i.test(text))).toEqual([]);
  expect(problems.filter((text) => /Content Security Policy/i.test(text))).toHaveLength(1);
});
