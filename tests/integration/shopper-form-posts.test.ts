/**
 * The shopper's forms without JavaScript (decisions 21 and 68): each host POST route refuses a post from
 * another site, sends a closed store's post to its gate, names every bad field in a 400 page, and
 * otherwise does the job and redirects (303). Pages are rendered by the real server entry.
 */
import { fc } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { startSsrHostForFile } from './support/ssr-host';

const server = startSsrHostForFile();
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0 Safari/537.36';

let address = 0;
export async function postForm(
  path: string,
  store: string,
  fields: Record<string, string> | URLSearchParams,
  headers: Record<string, string> = {},
) {
  const host = `${store}.localhost:3000`;
  const response = await server.host.app.inject({
    method: 'POST',
    url: path,
    headers: {
      host,
      origin: `http://${host}`,
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': BROWSER,
      'x-forwarded-for': `203.0.113.${++address % 250}`,
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return { status: response.statusCode, location: String(response.headers.location ?? ''), body: response.body, cookies };
}

/** The text beside a field: the error paragraph the input's aria-describedby names. */
const fieldMessage = (html: string, name: string) => {
  const input = html.match(new RegExp(`<input[^>]*name="${name.replace('.', '\\.')}"[^>]*>`))?.[0] ?? '';
  const id = input.match(/aria-describedby="([^" ]*-error)/)?.[1];
  // The message is the paragraph's text without its decorative "!" badge.
  return id ? (html.match(new RegExp(`id="${id}"[^>]*>(?:<span aria-hidden="true"[^>]*>!</span>)?([^<]*)<`))?.[1] ?? null) : null;
};

describe('POST /signin and /signup', () => {
  it('signs in, writes the token cookies and redirects (303) where the shopper was going', async () => {
    const result = await postForm('/signin?redirect=%2Forderlist', 'aurora', { Login: 'demo@aurora.example', Password: 'Shopper-2026' });
    expect(result.status).toBe(303);
    expect(result.location).toBe('/orderlist');
    expect(result.cookies.some((cookie) => /^at_aurora_localhost=ey/.test(cookie))).toBe(true);
    expect(result.cookies.some((cookie) => /^rt_aurora_localhost=/.test(cookie))).toBe(true);
  });

  it('shows the page again with every missing field named beside it (400)', async () => {
    const result = await postForm('/signin', 'aurora', { Login: '', Password: '' });
    expect(result.status).toBe(400);
    expect(fieldMessage(result.body, 'Login')).toBe('Email is required');
    expect(fieldMessage(result.body, 'Password')).toBe('Password is required');
  });

  it('keeps what was typed and says why a wrong password was refused', async () => {
    const result = await postForm('/signin', 'aurora', { Login: 'demo@aurora.example', Password: 'not-the-password' });
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expect(result.body).toContain('value="demo@aurora.example"');
    expect(fieldMessage(result.body, 'Password')).toBe('The email or password is not correct');
  });

  it("counts sign-in attempts under the shopper's address, not the server's", async () => {
    const fields = { Login: 'demo@nordic.example', Password: 'Shopper-2026' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++)
      statuses.push((await postForm('/signin', 'nordic', fields, { 'x-forwarded-for': '192.0.2.77' })).status);
    expect(statuses).toEqual(Array(10).fill(303));
    const limited = await postForm('/signin', 'nordic', fields, { 'x-forwarded-for': '192.0.2.77' });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatch(/try again/i);
    expect((await postForm('/signin', 'nordic', fields, { 'x-forwarded-for': '192.0.2.78' })).status).toBe(303);
  });

  it('names every sign-up mistake at once, and signs a new customer in', async () => {
    const bad = await postForm('/signup', 'aurora', { FirstName: '', Email: 'not-an-email', Password: 'short', CustomerType: '1' });
    expect(bad.status).toBe(400);
    expect(fieldMessage(bad.body, 'FirstName')).toBe('First name is required');
    expect(fieldMessage(bad.body, 'Email')).toBe('Email must be a valid email');
    expect(fieldMessage(bad.body, 'Password')).toMatch(/at least/);
    expect(bad.body).toContain('value="not-an-email"');
    expect(bad.body).not.toContain('value="short"');

    const email = `nojs-${Date.now()}@example.com`;
    const good = await postForm('/signup', 'aurora', {
      FirstName: 'Noa',
      LastName: 'Script',
      Email: email,
      Password: 'Quiet-Harbour-2026',
      CustomerType: '1',
    });
    expect(good.status).toBe(303);
    expect(good.location).toBe('/account');
    expect(good.cookies.some((cookie) => /^at_aurora_localhost=ey/.test(cookie))).toBe(true);
  });
});

const page = (path: string, cookie = '') =>
  server.host.app.inject({
    method: 'GET',
    url: path,
    headers: { host: 'aurora.localhost:3000', 'user-agent': BROWSER, ...(cookie ? { cookie } : {}) },
  });
const cartCookie = (cookies: string[]) => cookies.find((cookie) => cookie.startsWith('wx_cart_'))?.split(';')[0] ?? '';
let polo = '';
const poloId = async () => (polo ||= (await page('/chunky-polo-knit')).body.match(/name="productID" value="(\d+)"/)![1]!);

describe('POST /cart', () => {
  it('adds the chosen product to the cart cookie and shows it on the cart page', async () => {
    const id = await poloId();
    const added = await postForm('/cart', 'aurora', { intent: 'add', productID: id, quantity: '2' });
    expect(added.status).toBe(303);
    expect(added.location).toBe('/cart');
    const cookie = cartCookie(added.cookies);
    expect(decodeURIComponent(cookie)).toBe(`wx_cart_1=${id}_2_0_`);
    expect(added.cookies.find((c) => c.startsWith('wx_cart_'))).toMatch(/SameSite=Lax/);

    const again = await postForm('/cart', 'aurora', { intent: 'add', productID: id, quantity: '1' }, { cookie });
    expect(decodeURIComponent(cartCookie(again.cookies))).toBe(`wx_cart_1=${id}_3_0_`);
    const cart = await page('/cart', cartCookie(again.cookies));
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain('Chunky Polo Knit');
    expect(cart.body).toMatch(/name="quantity"[^>]*value="3"/);

    const set = await postForm('/cart', 'aurora', { intent: 'set', key: `${id}_0_`, quantity: '5' }, { cookie: cartCookie(again.cookies) });
    expect(decodeURIComponent(cartCookie(set.cookies))).toBe(`wx_cart_1=${id}_5_0_`);
    const removed = await postForm('/cart', 'aurora', { intent: 'remove', key: `${id}_0_` }, { cookie: cartCookie(set.cookies) });
    expect(removed.cookies.find((c) => c.startsWith('wx_cart_'))).toMatch(/^wx_cart_1=; .*Max-Age=0/);
  });

  it('works out the variant from the posted attribute values, as the page does', async () => {
    const html = (await page('/satin-maxi-dress')).body;
    const id = html.match(/name="productID" value="(\d+)"/)![1]!;
    // The values the page shows chosen (a radio checked, or a select's selected option).
    const valueOf = (tag: string) => tag.match(/value="(\d+)"/)![1]!;
    const radios = [...html.matchAll(/<input[^>]*name="(attribute-\d+)"[^>]*>/g)]
      .filter((m) => m[0].includes('checked=""'))
      .map((m) => [m[1]!, valueOf(m[0])] as const);
    const selects = [...html.matchAll(/<select[^>]*name="(attribute-\d+)"[^>]*>(.*?)<\/select>/g)].map(
      (m) => [m[1]!, valueOf(m[2]!.match(/<option[^>]*selected=""[^>]*>/)![0])] as const,
    );
    const chosen = [...radios, ...selects];
    const names = [...new Set([...html.matchAll(/name="(attribute-\d+)"/g)].map((m) => m[1]!))];
    expect(chosen.length).toBe(names.length);
    const added = await postForm('/cart', 'aurora', { intent: 'add', productID: id, quantity: '1', ...Object.fromEntries(chosen) });
    expect(added.status).toBe(303);
    expect(decodeURIComponent(cartCookie(added.cookies))).toMatch(new RegExp(`^wx_cart_1=${id}_1_[1-9]\\d*_$`));

    const missing = await postForm('/cart', 'aurora', { intent: 'add', productID: id, quantity: '1' });
    expect(missing.status).toBe(400);
    expect(missing.body).toContain(`form field &quot;${names[0]}&quot;`);
  });

  it('sends buy now to the one-line checkout, leaving the cart cookie alone', async () => {
    const id = await poloId();
    const result = await postForm('/cart', 'aurora', { intent: 'buynow', productID: id, quantity: '2' });
    expect(result.status).toBe(303);
    expect(result.location).toBe(`/checkout/bn/${id}_2_0_`);
    expect(cartCookie(result.cookies)).toBe('');
    const checkout = await page(result.location);
    expect(checkout.body.replaceAll('<!-- -->', '')).toContain('Buying Chunky Polo Knit now');
    expect(checkout.body).toMatch(/name="idempotencyKey" value="nojs-/);
  });

  it('applies a discount code on the cart page: back to the cart priced by the store with it and the tax line, the same at checkout; a second code is named beside the field', async () => {
    const id = await poloId();
    const cookie = cartCookie((await postForm('/cart', 'aurora', { intent: 'add', productID: id, quantity: '1' })).cookies);
    const shown = (html: string) => html.replaceAll('<!-- -->', '');
    const before = shown((await page('/cart', cookie)).body);
    expect(before).toContain('Tax (8.875%)');
    expect(before).not.toContain('Discount (');

    const applied = await postForm('/cart', 'aurora', { intent: 'apply-discount', DiscountEntry: 'welcome10' }, { cookie });
    expect(applied.status).toBe(303);
    expect(applied.location).toBe('/cart');
    const codes = applied.cookies.find((c) => c.startsWith('wx_codes_'))?.split(';')[0] ?? '';
    expect(decodeURIComponent(codes)).toBe('wx_codes_1=WELCOME10|');
    const cart = shown((await page('/cart', `${cookie}; ${codes}`)).body);
    expect(cart).toContain('Code WELCOME10 (10% off) applied');
    expect(cart).toContain('Discount (WELCOME10 (10% off))');
    expect(cart).toContain('Tax (8.875%)');
    expect(shown((await page('/checkout', `${cookie}; ${codes}`)).body)).toContain('Discount (WELCOME10 (10% off))');

    const second = await postForm(
      '/cart',
      'aurora',
      { intent: 'apply-discount', DiscountEntry: 'SUMMER' },
      { cookie: `${cookie}; ${codes}` },
    );
    expect(second.status).toBe(400);
    expect(fieldMessage(second.body, 'DiscountEntry')).toBe(
      'Only one discount code can be used per order. Remove WELCOME10 first to use SUMMER instead.',
    );

    const removed = await postForm('/cart', 'aurora', { intent: 'remove-discount' }, { cookie: `${cookie}; ${codes}` });
    expect(removed.location).toBe('/cart');
    const unknown = await postForm('/cart', 'aurora', { intent: 'apply-discount', DiscountEntry: 'nosuchcode' }, { cookie });
    const refused = unknown.cookies.find((c) => c.startsWith('wx_codes_'))?.split(';')[0] ?? '';
    expect(shown((await page('/cart', `${cookie}; ${refused}`)).body)).toContain(
      'NOSUCHCODE is not a discount code of this store. Check the spelling and try again.',
    );
  });

  it.each([
    [{ intent: 'add', quantity: '1' }, 'productID'],
    [{ intent: 'add', productID: 'POLO', quantity: '1' }, 'productID'],
    [{ intent: 'add', productID: '999999', quantity: '1' }, 'productID'],
    [{ intent: 'add', productID: 'POLO_ID', quantity: '0' }, 'quantity'],
    [{ intent: 'add', productID: 'POLO_ID', quantity: '2.5' }, 'quantity'],
    [{ intent: 'add', productID: 'POLO_ID', quantity: '1', addon: '424242' }, 'addon'],
    [{ intent: 'set', key: '1_0_', quantity: '2' }, 'key'],
    [{ intent: 'explode' }, 'intent'],
  ] as Array<[Record<string, string>, string]>)('answers 400 naming the field for %o', async (fields, field) => {
    await poloId();
    const result = await postForm(
      '/cart',
      'aurora',
      Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === 'POLO_ID' ? polo : v])),
    );
    expect(result.status).toBe(400);
    expect(result.body).toContain(`form field &quot;${field}&quot;`);
  });
});

describe('POST /checkout', () => {
  const contact = {
    'Contact.FullName': 'Ada Lovelace',
    'Contact.Email': 'ada@example.com',
    'ShippingAddress.Line1': '12 Engine Street',
    'ShippingAddress.City': 'London',
    'ShippingAddress.PostalCode': '10001',
    'ShippingAddress.Country': 'US',
    PaymentMethod: 'cod',
    'Gift wrapping': 'No gift wrapping',
  };

  it('names every field at fault at once, then places the order, empties the cart cookie and redirects to the order', async () => {
    const id = await poloId();
    const cookie = cartCookie((await postForm('/cart', 'aurora', { intent: 'add', productID: id, quantity: '1' })).cookies);
    const form = await page('/checkout', cookie);
    const key = form.body.match(/name="idempotencyKey" value="([^"]+)"/)![1]!;
    expect(form.body).toContain('Chunky Polo Knit');

    const empty = await postForm('/checkout', 'aurora', { idempotencyKey: key }, { cookie });
    expect(empty.status).toBe(400);
    expect(fieldMessage(empty.body, 'Contact.FullName')).toBe('Full name is required');
    expect(fieldMessage(empty.body, 'ShippingAddress.City')).toBe('City is required');

    const placed = await postForm('/checkout', 'aurora', { ...contact, idempotencyKey: key }, { cookie });
    expect(placed.status).toBe(303);
    expect(placed.location).toMatch(/^\/order\/\d+\?t=[\w-]+$/);
    expect(placed.cookies.find((c) => c.startsWith('wx_cart_'))).toMatch(/Max-Age=0/);
    // The browser sending the post again places no second order.
    const repeated = await postForm('/checkout', 'aurora', { ...contact, idempotencyKey: key }, { cookie });
    expect(repeated.location).toBe(placed.location);
    const order = await page(placed.location);
    expect(order.body).toMatch(/WX-[0-9A-Z]{10}/);
  });

  it('refuses a post without its idempotency key, and an empty cart (400)', async () => {
    const id = await poloId();
    const cookie = cartCookie((await postForm('/cart', 'aurora', { intent: 'add', productID: id, quantity: '1' })).cookies);
    const missing = await postForm('/checkout', 'aurora', contact, { cookie });
    expect(missing.status).toBe(400);
    expect(missing.body).toContain('idempotencyKey');
    const empty = await postForm('/checkout', 'aurora', { ...contact, idempotencyKey: 'nojs-0123456789' });
    expect(empty.status).toBe(400);
    expect(empty.body).toContain('Your cart is empty');
  });

  it('places a buy-now order for the line in its address', async () => {
    const id = await poloId();
    const placed = await postForm(`/checkout/bn/${id}_1_0_`, 'aurora', { ...contact, idempotencyKey: `nojs-bn-${Date.now()}` });
    expect(placed.status).toBe(303);
    expect(placed.location).toMatch(/^\/order\/\d+\?t=/);
  });
});

describe('garbage in any field', () => {
  const text = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('', '0', '-1', '1e9', '1_1_0_', '../..', '<script>', '%00', 'x'.repeat(5000)),
  );
  const fields: Record<string, string[]> = {
    '/cart': ['intent', 'productID', 'quantity', 'key', 'addon', 'attribute-1'],
    '/checkout': [
      'idempotencyKey',
      'Contact.FullName',
      'Contact.Email',
      'ShippingAddress.Country',
      'ShippingMethodID',
      'PaymentMethod',
      'Gift wrapping',
    ],
    '/signin': ['Login', 'Password'],
    '/signup': ['FirstName', 'Email', 'Password', 'CustomerType'],
  };

  it.each(Object.keys(fields))('%s never answers a 5xx', async (path) => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...fields[path]!), text),
        fc.constantFrom('add', 'buynow', 'set', 'remove'),
        async (posted, intent) => {
          const result = await postForm(path, 'aurora', path === '/cart' ? { intent, ...posted } : posted, {
            cookie: 'wx_cart_1=7_2_0_%7Cjunk',
          });
          expect(result.status, JSON.stringify(posted)).toBeLessThan(500);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('every shopper form route', () => {
  const routes: Array<[string, Record<string, string>]> = [
    ['/signin', { Login: 'demo@aurora.example', Password: 'Shopper-2026' }],
    ['/signup', { FirstName: 'Eve', Email: 'eve@example.com', Password: 'Quiet-Harbour-2026' }],
    ['/cart', { intent: 'add', productID: '1', quantity: '1' }],
    ['/checkout', { idempotencyKey: 'nojs-0123456789', 'Contact.FullName': 'Eve' }],
    ['/checkout/bn/1_1_0_', { idempotencyKey: 'nojs-0123456789', 'Contact.FullName': 'Eve' }],
  ];

  it.each(routes)('%s refuses a post from another site or from nowhere (403)', async (path, fields) => {
    expect((await postForm(path, 'aurora', fields, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await postForm(path, 'aurora', fields, { origin: 'null' })).status).toBe(403);
    expect((await postForm(path, 'aurora', fields, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await postForm(path, 'aurora', fields, { 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await postForm(path, 'aurora', fields, { origin: '', referer: 'http://evil.example/page' })).status).toBe(403);
    expect((await postForm(path, 'aurora', fields, { origin: '' })).status).toBe(403);
  });

  it.each(routes)("%s sends a closed store's post to its gate", async (path, fields) => {
    for (const store of ['atelier', 'vault']) {
      const result = await postForm(path, store, fields);
      expect(result.status).toBe(303);
      expect(result.location).toBe('/maintenance');
    }
  });

  it.each(routes)('%s takes only url-encoded forms', async (path) => {
    const host = 'aurora.localhost:3000';
    const result = await server.host.app.inject({
      method: 'POST',
      url: path,
      headers: { host, origin: `http://${host}`, 'content-type': 'application/json' },
      payload: '{"Login":"x"}',
    });
    expect(result.statusCode).toBe(415);
  });
});

describe('multipart posts', () => {
  const multipart = (path: string) => {
    const host = 'aurora.localhost:3000';
    const boundary = 'wxboundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd\r\n--${boundary}--\r\n`;
    return server.host.app.inject({
      method: 'POST',
      url: path,
      headers: { host, origin: `http://${host}`, 'user-agent': BROWSER, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };

  it.each(['/signin', '/signup', '/cart'])('%s refuses them: only a checkout asks for files', async (path) => {
    expect((await multipart(path)).statusCode).toBe(415);
  });

  it('a checkout reads one as the url-encoded form: a post without its order key is named', async () => {
    const result = await multipart('/checkout/bn/1_1_0_');
    expect(result.statusCode).toBe(400);
    expect(result.body).toContain('idempotencyKey');
  });
});
