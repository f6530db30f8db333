/**
 * Two instances on one PostgreSQL behind a proxy (docs/deploy.md), checked as a shopper's browser and an
 * owner's script see them: live flags and publishes cross instances, limits are shared, a forged
 * X-Forwarded-For counts for nothing, the last unit sells once, and a store opened through one instance
 * sells through the other.
 */
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { FLEET_API, FLEET_OPERATOR_TOKEN, FLEET_PORTS, fleetStoreUrl, pinTo } from './fleet-urls';

async function api(path: string, options: { instance?: 0 | 1; token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = {
    ...(options.instance !== undefined ? pinTo(options.instance) : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
  const init: RequestInit =
    options.body === undefined
      ? { headers }
      : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(options.body) };
  const answer = await fetch(`${FLEET_API}${path}`, init);
  return { status: answer.status, body: (await answer.json()) as { data: Record<string, unknown> } };
}

const ownerToken = async (store: string) =>
  (
    (await api('/Owner/SignIn', { instance: 0, body: { Store: store, Email: `owner@${store}.example`, Password: 'Studio-2026' } })).body
      .data as { ownerToken: string }
  ).ownerToken;
const setMaintenance = async (store: string, on: boolean) =>
  expect((await api('/Web/SetMaintenance', { instance: 0, token: await ownerToken(store), body: { IsMaintenance: on } })).status).toBe(200);

test('a tab on instance B follows a maintenance switch made through A, and comes back', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: pinTo(1), viewport: { width: 390, height: 844 } });
  const tab = await context.newPage();
  try {
    await tab.goto(fleetStoreUrl('sakura'));
    await expect(tab).toHaveTitle('Sakura Tech');
    await tab.waitForLoadState('networkidle');
    await setMaintenance('sakura', true);
    await expect(tab.getByRole('heading', { level: 1, name: "We'll be back soon" })).toBeVisible({ timeout: 2_000 });
    await setMaintenance('sakura', false);
    await expect(tab).toHaveURL(fleetStoreUrl('sakura'), { timeout: 2_000 });
  } finally {
    await setMaintenance('sakura', false);
    await context.close();
  }
});

test('a theme published through A shows on B', async () => {
  const token = await ownerToken('nordic');
  const themeOnB = async () =>
    JSON.stringify((await api('/Web/GetWebInfo?Domain=nordic.localhost', { instance: 1 })).body.data.themeSettings);
  const before = await themeOnB();
  const draft = (await api('/Theme/GetDraft', { instance: 0, token })).body.data as {
    themeData: { sections: unknown[] };
    revision: number;
  };
  expect(
    (
      await api('/Theme/SaveDraft', {
        instance: 0,
        token,
        body: { ThemeData: { ...draft.themeData, sections: [...draft.themeData.sections].reverse() }, Revision: draft.revision },
      })
    ).status,
  ).toBe(200);
  expect((await api('/Theme/Publish', { instance: 0, token, body: {} })).status).toBe(200);
  await expect.poll(themeOnB, { timeout: 1_000, intervals: [50] }).not.toBe(before);
});

test('the counted address is the one the proxy saw, whatever X-Forwarded-For the client wrote', async () => {
  for (const instance of [0, 1] as const) {
    const answer = await fetch(`http://127.0.0.1:${FLEET_PORTS.proxy}/api/track/ip`, {
      headers: { ...pinTo(instance), 'x-forwarded-for': '203.0.113.66' },
    });
    expect(((await answer.json()) as { ip: string }).ip).toBe('127.0.0.1');
  }
});

test('sign-in guesses through both instances count against one limit', async () => {
  const info = (await api('/Web/GetWebInfo?Domain=aurora.localhost', { instance: 0 })).body.data as { tokens: { accessToken: string } };
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 14; attempt++) {
    const answer = await api('/Account/SignIn', {
      instance: (attempt % 2) as 0 | 1,
      token: info.tokens.accessToken,
      body: { Login: 'demo@aurora.example', Password: `wrong-${attempt}` },
    });
    statuses.push(answer.status);
  }
  const firstRefusal = statuses.indexOf(429);
  expect(firstRefusal, statuses.join(',')).toBeGreaterThan(0);
  // One limit for both: refused as soon as one instance alone would refuse, not twice as late.
  expect(firstRefusal).toBeLessThan(12);
  expect(statuses.slice(firstRefusal).every((status) => status === 429)).toBe(true);
});

test('the last unit, ordered through both instances at once, sells once', async () => {
  const db = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query(`SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id
      WHERE s.name = 'aurora' AND p.is_enabled AND NOT p.is_hide_price AND NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id) ORDER BY p.id LIMIT 1`);
    const productId = rows[0].id as number;
    await db.query('UPDATE products SET stock = 1 WHERE id = $1', [productId]);
    const info = (await api('/Web/GetWebInfo?Domain=aurora.localhost', { instance: 0 })).body.data as { tokens: { accessToken: string } };
    const shipping = (
      (await api('/Checkout/GetCheckoutOptions', { instance: 0, token: info.tokens.accessToken })).body.data as {
        shippingMethods: Array<{ id: number }>;
      }
    ).shippingMethods[0]!;
    const order = (instance: 0 | 1) =>
      api('/Order/PlaceOrder', {
        instance,
        token: info.tokens.accessToken,
        headers: { 'Idempotency-Key': `fleet-last-unit-${instance}-${Date.now()}` },
        body: {
          Source: 'cart',
          CartCodes: `${productId}_1_0_`,
          Contact: { FullName: 'Ada Lovelace', Email: 'ada@example.com', Phone: '' },
          // Aurora's home zone, whose first method the order takes (a method ships only to its zone's countries).
          ShippingAddress: {
            Line1: '1 Analytical Way',
            Line2: '',
            City: 'New York',
            Region: 'NY',
            PostalCode: '10001',
            Country: 'United States',
          },
          ShippingMethodID: shipping.id,
          PaymentMethod: 'cod',
          Note: '',
          CustomFields: [{ fieldName: 'Gift wrapping', value: 'No gift wrapping' }],
        },
      });
    const answers = await Promise.all([order(0), order(1)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const stock = await db.query('SELECT stock FROM products WHERE id = $1', [productId]);
    expect(stock.rows[0].stock).toBe(0);
  } finally {
    await db.end();
  }
});

async function sampleMugOf(store: string): Promise<number> {
  const db = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE s.name = $1 AND p.name = 'Sample Mug'`,
      [store],
    );
    return rows[0].id as number;
  } finally {
    await db.end();
  }
}

test('a store the operator opens through A answers on B at once, and sells there once its owner opens it', async ({ browser }) => {
  const name = `fleet-${Date.now().toString(36)}`;
  const email = `owner@${name}.example`;
  const password = 'Harbour-Lantern-77';
  const domain = `${name}.localhost`;
  const webInfoOnB = () => api(`/Web/GetWebInfo?Domain=${domain}`, { instance: 1 });
  // B is asked first, so it has answered "no such store" once before the store exists.
  expect((await webInfoOnB()).status).toBe(404);
  const created = await api('/Operator/CreateStore', {
    instance: 0,
    token: FLEET_OPERATOR_TOKEN,
    body: { name, email, password, currency: 'EUR', country: 'DE', sampleProducts: true },
  });
  expect(created.status).toBe(200);
  // B's "not found" lives two seconds at most (web-info.service.ts), so a new merchant's address works at once.
  await expect.poll(async () => (await webInfoOnB()).status, { timeout: 5_000 }).toBe(200);

  const context = await browser.newContext({ extraHTTPHeaders: pinTo(1), viewport: { width: 390, height: 844 } });
  const tab = await context.newPage();
  try {
    await tab.goto(fleetStoreUrl(name));
    await expect(tab.getByRole('heading', { level: 1, name: 'Opening soon' })).toBeVisible();

    const owner = await api('/Owner/SignIn', { instance: 0, body: { Store: name, Email: email, Password: password } });
    const token = (owner.body.data as { ownerToken: string }).ownerToken;
    const shipping = await api('/Owner/SaveShipping', {
      instance: 0,
      token,
      body: {
        zones: [{ name: 'Germany', countries: ['DE'], taxRate: '19', methods: [{ name: 'Standard', kind: 'flat', rate: '4.90' }] }],
        pricesIncludeTax: true,
        taxRounding: 'total',
      },
    });
    expect(shipping.status).toBe(200);
    expect((await api('/Owner/SaveSettings', { instance: 0, token, body: { storePassword: { action: 'clear' } } })).status).toBe(200);

    // The shopper on B sees the open store, then buys a sample product there.
    await expect
      .poll(async () => ((await webInfoOnB()).body.data as { isPasswordProtected: boolean }).isPasswordProtected, { timeout: 5_000 })
      .toBe(false);
    await tab.reload();
    await expect(tab.getByRole('heading', { level: 1, name: 'Opening soon' })).toHaveCount(0);
    const info = (await webInfoOnB()).body.data as { tokens: { accessToken: string } };
    const mugId = await sampleMugOf(name);
    const options = (await api('/Checkout/GetCheckoutOptions', { instance: 1, token: info.tokens.accessToken })).body.data as {
      shippingMethods: Array<{ id: number }>;
    };
    const order = await api('/Order/PlaceOrder', {
      instance: 1,
      token: info.tokens.accessToken,
      headers: { 'Idempotency-Key': `fleet-new-store-${name}` },
      body: {
        Source: 'cart',
        CartCodes: `${mugId}_1_0_`,
        Contact: { FullName: 'Grace Hopper', Email: 'grace@example.com', Phone: '' },
        ShippingAddress: { Line1: 'Hafenstraße 1', Line2: '', City: 'Hamburg', Region: '', PostalCode: '20457', Country: 'Germany' },
        ShippingMethodID: options.shippingMethods[0]!.id,
        PaymentMethod: 'cod',
        Note: '',
        CustomFields: [],
      },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
  } finally {
    await context.close();
  }
});
