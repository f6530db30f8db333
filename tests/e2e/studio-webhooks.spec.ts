/**
 * The studio's Webhooks (docs/back-office.md, "Webhooks"; decision 91): the owner adds an endpoint
 * pointing at a receiver this test runs on 127.0.0.1 (the suite's server allows loopback targets,
 * WEBHOOKS_ALLOW_LOOPBACK), sees its secret once, sends a test event that arrives signed as Standard
 * Webhooks says (checked here with the secret the page showed, not with the store's code), sees it
 * delivered in the log, rotates the secret (both signatures for a day), edits and deletes it. The
 * API's field errors show beside their fields; axe finds nothing on desktop and phone.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { violations } from './support/axe';
import { ownerToken } from './support/store-bypass';
import { signInToStudio } from './support/studio';
import { E2E_PORT } from './support/store-urls';

const STORE = 'atelier';
const API = `http://127.0.0.1:${E2E_PORT}/store-api`;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let receiver: Server;
let receiverUrl = '';
const received: Received[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

/** Removes the store's endpoints through the owner's own calls, so a retry starts from none. */
async function removeEndpoints(request: APIRequestContext): Promise<void> {
  const headers = { authorization: `Bearer ${await ownerToken(request, API, STORE)}` };
  const listed = (await (await request.get(`${API}/Owner/Webhooks`, { headers })).json()) as {
    data: { endpoints: Array<{ endpointID: number }> };
  };
  for (const { endpointID } of listed.data.endpoints)
    await request.post(`${API}/Owner/DeleteWebhook`, { data: { EndpointID: endpointID }, headers });
}
test.beforeEach(async ({ request }) => removeEndpoints(request));
test.afterEach(async ({ request }) => removeEndpoints(request));

/** A receiver's check (standardwebhooks.com): one `v1,` entry is the HMAC-SHA256 of id.timestamp.body under the secret. */
function signedWith(secret: string, delivery: Received): boolean {
  const id = String(delivery.headers['webhook-id']);
  const timestamp = String(delivery.headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = Buffer.from(createHmac('sha256', key).update(`${id}.${timestamp}.${delivery.body}`).digest('base64'));
  return String(delivery.headers['webhook-signature'])
    .split(' ')
    .some((entry) => {
      const given = Buffer.from(entry.replace(/^v1,/, ''));
      return entry.startsWith('v1,') && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

async function shownSecret(page: Page, heading: RegExp): Promise<string> {
  await expect(page.getByRole('heading', { name: heading })).toBeFocused();
  await expect(page.getByText('Copy it now: you will not see it again.')).toBeVisible();
  const secret = await page.getByLabel('Signing secret', { exact: true }).inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
  return secret;
}

async function testEventArrives(page: Page, endpoint: ReturnType<Page['getByRole']>): Promise<Received> {
  const before = received.length;
  await endpoint.getByRole('button', { name: 'Send test event' }).click();
  await expect(page.getByText(/Test event queued for/)).toBeVisible();
  await expect.poll(() => received.slice(before).filter((each) => each.headers['webhook-topic'] === 'webhooks/test').length).toBe(1);
  return received.slice(before).find((each) => each.headers['webhook-topic'] === 'webhooks/test')!;
}

test('the owner connects a receiver: the secret once, a signed test event delivered and logged, rotation, edit and delete', async ({
  page,
}) => {
  await signInToStudio(page, STORE, '#webhooks');
  await expect(page.getByRole('heading', { level: 2, name: 'Webhooks' })).toBeFocused();
  await expect(page.getByText('No endpoints yet.')).toBeVisible();

  // The API's messages beside their fields, with the keyboard put on the first field in error.
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const url = page.getByLabel('Endpoint URL');
  await expect(url).toBeFocused();
  await url.fill('ftp://example.com/hooks');
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByText('Topics must name at least one topic')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Order placed/ })).toBeFocused();
  await page.getByRole('checkbox', { name: /Customer account created/ }).check();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(url).toBeFocused();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toHaveAccessibleDescription(/https/);

  await url.fill(receiverUrl);
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const secret = await shownSecret(page, /^Signing secret for/);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('webhooks-secret-desktop.png'), fullPage: true });
  await page.getByRole('button', { name: 'I have stored the secret' }).click();
  const endpoint = page.getByRole('article', { name: receiverUrl });
  await expect(endpoint.getByRole('heading', { name: receiverUrl })).toBeFocused();
  await expect(page.getByLabel('Signing secret', { exact: true })).toHaveCount(0);
  expect(await page.content()).not.toContain(secret.slice(6));
  await expect(endpoint.getByText('On', { exact: true })).toBeVisible();
  await expect(endpoint.getByText('Topics: Customer account created')).toBeVisible();

  // A test event arrives signed with the secret the page showed, and the log shows it delivered.
  const first = await testEventArrives(page, endpoint);
  expect(signedWith(secret, first)).toBe(true);
  expect(JSON.parse(first.body)).toMatchObject({ topic: 'webhooks/test', store: { name: STORE } });
  const log = endpoint.getByRole('table', { name: `Delivery log of ${receiverUrl}` });
  await expect(log.getByRole('row').nth(1)).toContainText('Delivered');
  await expect(log.getByRole('row').nth(1)).toContainText('204');
  await expect(endpoint.getByText(/Last delivery: Delivered \(204\)/)).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // Send again: the same event id reaches the receiver once more.
  const before = received.length;
  await log.getByRole('button', { name: 'Send again' }).first().click();
  await expect.poll(() => received.length).toBe(before + 1);
  expect(received.at(-1)!.headers['webhook-id']).toBe(first.headers['webhook-id']);

  // Rotation: a new secret, shown once; for a day both sign.
  await endpoint.getByRole('button', { name: 'Rotate secret' }).click();
  const question = page.getByRole('alertdialog', { name: 'Rotate the signing secret?' });
  await expect(question).toContainText('24 hours');
  await question.getByRole('button', { name: 'Rotate secret' }).click();
  const rotated = await shownSecret(page, /^New signing secret for/);
  expect(rotated).not.toBe(secret);
  await expect(page.getByText(/keeps signing deliveries beside this one for 24 hours/)).toBeVisible();
  await page.getByRole('button', { name: 'I have stored the secret' }).click();
  await expect(endpoint.getByText(/The previous secret also signs deliveries until/)).toBeVisible();
  const second = await testEventArrives(page, endpoint);
  expect(signedWith(rotated, second)).toBe(true);
  expect(signedWith(secret, second)).toBe(true);

  // Edit: another topic, and paused.
  await endpoint.getByRole('button', { name: 'Edit' }).click();
  await expect(url).toBeFocused();
  await expect(url).toHaveValue(receiverUrl);
  await page.getByRole('checkbox', { name: /Order placed/ }).check();
  await page.getByRole('checkbox', { name: /Enabled/ }).uncheck();
  await page.getByRole('button', { name: 'Save endpoint' }).click();
  await expect(endpoint.getByRole('heading', { name: receiverUrl })).toBeFocused();
  await expect(endpoint.getByText('Paused', { exact: true })).toBeVisible();
  await expect(endpoint.getByText('Topics: Order placed, Customer account created')).toBeVisible();

  // On a phone the page still reads, and axe still finds nothing.
  await page.setViewportSize({ width: 390, height: 844 });
  // Nothing wider than the phone (the log's table scrolls inside its own region).
  const wider = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter(
        (element) => element.getBoundingClientRect().right > window.innerWidth + 1 && !element.parentElement?.closest('[role="region"]'),
      )
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80)),
  );
  expect(wider).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('webhooks-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Delete, asked first; the keyboard goes back to the page's heading.
  await endpoint.getByRole('button', { name: 'Delete' }).click();
  const remove = page.getByRole('alertdialog', { name: 'Delete this endpoint?' });
  await expect(remove.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await remove.getByRole('button', { name: 'Delete endpoint' }).click();
  await expect(page.getByText(`Endpoint ${receiverUrl} deleted.`)).toBeVisible();
  await expect(page.getByText('No endpoints yet.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Webhooks' })).toBeFocused();
});
