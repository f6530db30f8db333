/**
 * The studio's Domains (docs/platform.md, "Domains"; decision 98): the owner adds a domain of their
 * own (a bad name is refused beside the field), publishes the TXT record the page shows on the
 * suite's DNS stub (tests/fakes/run-fake-dns.ts, which the server's domain checks ask), checks it,
 * sees it verified, makes it primary, and the store's old address answers 301 to it, path and query
 * kept; Chromium reaches the custom domain through --host-resolver-rules. Axe finds nothing. The test
 * puts the store back (platform address primary, no domain) so other specs browsing it are not moved.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { violations } from './support/axe';
import { CHROMIUM_ARGS, findChromium } from './support/find-chromium';
import { ownerToken } from './support/store-bypass';
import { E2E_PORT, storeUrl } from './support/store-urls';
import { signInToStudio } from './support/studio';

const STORE = 'vault';
const CUSTOM = 'shop.vault-cellar.test';
const API = `http://127.0.0.1:${E2E_PORT}/store-api`;
const DNS = `http://127.0.0.1:${Number(process.env.FAKE_DNS_PORT ?? E2E_PORT + 7010)}/records`;

test.use({
  launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${CUSTOM} 127.0.0.1`] },
});

/** The platform address primary again and no domain of the store's own, through the owner's calls. */
async function putBack(request: APIRequestContext): Promise<void> {
  const headers = { authorization: `Bearer ${await ownerToken(request, API, STORE)}` };
  await request.post(`${API}/Owner/SetPrimaryDomain`, { data: { DomainID: null }, headers });
  const listed = (await (await request.get(`${API}/Owner/Domains`, { headers })).json()) as {
    data: { domains: Array<{ domainID: number }> };
  };
  for (const { domainID } of listed.data.domains)
    await request.post(`${API}/Owner/RemoveDomain`, { data: { DomainID: domainID }, headers });
  await request.delete(`${DNS}?name=_webx-verify.${CUSTOM}`);
}
test.beforeEach(async ({ request }) => putBack(request));
test.afterEach(async ({ request }) => putBack(request));

test('an owner proves a domain with a TXT record, makes it primary, and the old address redirects to it', async ({ page }) => {
  await signInToStudio(page, STORE, '#domains');
  await expect(page.getByRole('heading', { level: 2, name: 'Domains' })).toBeFocused();
  await expect(page.getByText(`Platform address: ${STORE}.localhost`)).toBeVisible();
  await expect(page.getByText('No domains of your own yet.')).toBeVisible();

  // The API's message beside the field, with the keyboard kept on it.
  const field = page.getByLabel('Domain', { exact: true });
  await field.fill('203.0.113.7');
  await page.getByRole('button', { name: 'Add domain' }).click();
  await expect(page.getByText('Enter a domain name, not an IP address')).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(`WWW.${CUSTOM.toUpperCase()}`);
  await page.getByRole('button', { name: 'Add domain' }).click();
  const domain = page.getByRole('article', { name: CUSTOM });
  await expect(domain.getByRole('heading', { name: CUSTOM })).toBeFocused();
  await expect(domain.getByText('Waiting for the record')).toBeVisible();
  await expect(domain.getByText(`_webx-verify.${CUSTOM}`)).toBeVisible();
  const value = (await domain.getByText(/^webx-verify=/).textContent())!;
  expect(value).toMatch(/^webx-verify=[0-9a-f]{32}$/);
  expect(await violations(page)).toEqual([]);

  // Checked before the record exists: the page says what the check found.
  await domain.getByRole('button', { name: 'Check now' }).click();
  await expect(domain.getByText(/No TXT record at/)).toBeVisible();

  // The owner publishes the record at their DNS provider (here the suite's DNS stub), and checks again.
  expect((await page.request.post(DNS, { data: { name: `_webx-verify.${CUSTOM}`, value } })).status()).toBe(204);
  await domain.getByRole('button', { name: 'Check now' }).click();
  await expect(domain.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(`${CUSTOM} is verified.`);

  await domain.getByRole('button', { name: 'Make primary' }).click();
  await expect(page.getByRole('status')).toHaveText(`${CUSTOM} is now the primary domain.`);
  await expect(domain.getByText('Primary', { exact: true })).toBeVisible();
  await expect(page.getByText(`Primary domain: ${CUSTOM}`)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('domains-primary.png'), fullPage: true });

  // The old address moves for good to the primary domain, the path and query kept.
  const moved = await page.request.get(`http://127.0.0.1:${E2E_PORT}/products?sort=price`, {
    headers: { host: `${STORE}.localhost:${E2E_PORT}` },
    maxRedirects: 0,
  });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`http://${CUSTOM}:${E2E_PORT}/products?sort=price`);
  const shopper = await page.context().newPage();
  await shopper.goto(storeUrl(STORE, '/products?sort=price'));
  expect(new URL(shopper.url()).host).toBe(`${CUSTOM}:${E2E_PORT}`);
  await shopper.close();

  // Back to the platform address, and the domain removed (asked first).
  await page.getByRole('button', { name: 'Use the platform address as primary' }).click();
  await expect(page.getByText(`Primary domain: ${STORE}.localhost`)).toBeVisible();
  await domain.getByRole('button', { name: 'Remove' }).click();
  await page
    .getByRole('alertdialog', { name: `Remove ${CUSTOM}?` })
    .getByRole('button', { name: 'Remove domain' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Domains' })).toBeFocused();
  await expect(page.getByText('No domains of your own yet.')).toBeVisible();
});
