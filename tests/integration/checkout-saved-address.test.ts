/**
 * A signed-in customer's checkout without JavaScript (docs/identity.md): the address book's default is the
 * preselected "Ship to", an order to a saved address ships to its fields whatever the hidden address
 * fields hold, a new address can be kept in the book with the order, and an id that is not theirs is
 * named beside the choice. Pages are rendered by the real server entry.
 */
import { describe, expect, it } from 'vitest';
import { startSsrHostForFile } from './support/ssr-host';

const server = startSsrHostForFile();
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0 Safari/537.36';
const HOST = 'aurora.localhost:3000';
let address = 0;

async function post(path: string, fields: Record<string, string>, cookie = '') {
  const response = await server.host.app.inject({
    method: 'POST',
    url: path,
    payload: new URLSearchParams(fields).toString(),
    headers: {
      host: HOST,
      origin: `http://${HOST}`,
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': BROWSER,
      'x-forwarded-for': `203.0.113.${++address % 250}`,
      ...(cookie ? { cookie } : {}),
    },
  });
  return {
    status: response.statusCode,
    location: String(response.headers.location ?? ''),
    body: response.body,
    cookies: ([] as string[]).concat(response.headers['set-cookie'] ?? []),
  };
}
const page = async (path: string, cookie: string) =>
  (await server.host.app.inject({ method: 'GET', url: path, headers: { host: HOST, 'user-agent': BROWSER, cookie } })).body;
/** The session cookies a sign-up set, as a browser sends them back. */
const cookieHeader = (cookies: string[]) =>
  cookies
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => /^(at|rt)_/.test(pair!))
    .join('; ');

const HOME = {
  intent: 'save',
  Label: 'Home',
  FullName: 'Noa Script',
  Line1: '5 Saved Lane',
  City: 'Albany',
  Region: 'NY',
  PostalCode: '12207',
  Country: 'US',
  IsDefault: '1',
};
const ORDER = {
  'Contact.FullName': 'Noa Script',
  'Contact.Email': 'noa@example.com',
  PaymentMethod: 'cod',
  'Gift wrapping': 'No gift wrapping',
};

async function signedInWithCart() {
  const signUp = await post('/signup', {
    FirstName: 'Noa',
    LastName: 'Script',
    Email: `saved-${Date.now()}-${++address}@example.com`,
    Password: 'Quiet-Harbour-2026',
    CustomerType: '1',
  });
  expect(signUp.status).toBe(303);
  const cookie = cookieHeader(signUp.cookies);
  expect((await post('/account/addresses', HOME, cookie)).status).toBe(303);
  const productID = (await page('/chunky-polo-knit', cookie)).match(/name="productID" value="(\d+)"/)![1]!;
  expect((await post('/cart', { intent: 'add', productID, quantity: '1' }, cookie)).status).toBe(303);
  const checkout = await page('/checkout', cookie);
  return {
    cookie,
    checkout,
    key: checkout.match(/name="idempotencyKey" value="([^"]+)"/)![1]!,
    savedId: checkout.match(/name="SavedAddressID"[^>]*value="(\d+)"/)![1]!,
  };
}

describe('checkout with an address book, without JavaScript', () => {
  it('preselects the default address and ships the order to it', async () => {
    const { cookie, checkout, key, savedId } = await signedInWithCart();
    expect(checkout).toMatch(new RegExp(`<input type="radio"[^>]*name="SavedAddressID" checked="" value="${savedId}"`));
    expect(checkout).toContain('5 Saved Lane');
    // The address fields stay empty: the saved address stands for them.
    const placed = await post('/checkout', { ...ORDER, SavedAddressID: savedId, idempotencyKey: key }, cookie);
    expect(placed.status).toBe(303);
    expect(await page(placed.location, cookie)).toContain('5 Saved Lane');
  });

  it('keeps a new address in the book when asked, and names an address that is not theirs', async () => {
    const { cookie, key } = await signedInWithCart();
    const foreign = await post('/checkout', { ...ORDER, SavedAddressID: '999999', idempotencyKey: key }, cookie);
    expect(foreign.status).toBe(400);
    expect(foreign.body).toContain('Choose one of your addresses, or a new one');
    const placed = await post(
      '/checkout',
      {
        ...ORDER,
        SavedAddressID: 'new',
        SaveAddress: '1',
        idempotencyKey: key,
        'ShippingAddress.Line1': '9 New Road',
        'ShippingAddress.City': 'Boston',
        'ShippingAddress.PostalCode': '02110',
        'ShippingAddress.Country': 'US',
      },
      cookie,
    );
    expect(placed.status).toBe(303);
    expect(await page(placed.location, cookie)).toContain('9 New Road');
    const book = await page('/account/addresses', cookie);
    expect(book).toContain('5 Saved Lane');
    expect(book).toContain('9 New Road');
  });
});
