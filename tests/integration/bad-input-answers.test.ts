/**
 * What bad input gets, precisely: a 400 naming the field, and nothing written. Control characters
 * in stored text, ids beyond int4, an unparsable Host header; and a conflict names the field that
 * really collides (email or phone), while checkout takes an e-mail address by sign-up's rule.
 */
import { and, eq, notExists } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, orders, pages, products, trackingSessions, variants } from '../../server/store-api/db/schema';
import { fieldsOf, identityCalls } from './support/identity-calls';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();
const { call, guest, newCustomer } = identityCalls(server);
const db = () => server.host.database!.db;
const customersWithEmail = async (email: string) =>
  (await db().select({ id: customers.id }).from(customers).where(eq(customers.email, email))).length;

describe('control characters in stored text', () => {
  it('sign-up: 400 naming the field, and no account', async () => {
    const visitor = await guest('aurora');
    const answer = await call('/Account/SignUp', {
      token: visitor.accessToken,
      body: { Email: 'nul.name@example.com', Password: 'Linen-Harbour-42', FirstName: 'Pat\u0000' },
    });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['FirstName']);
    expect(answer.body.data.errors[0].message).toBe('FirstName must not contain control characters');
    expect(await customersWithEmail('nul.name@example.com')).toBe(0);
  });

  it('sign-in: 400 naming Login', async () => {
    const visitor = await guest('aurora');
    const answer = await call('/Account/SignIn', {
      token: visitor.accessToken,
      body: { Login: 'demo@aurora.example\u0000', Password: 'Shopper-2026' },
    });
    expect([answer.status, fieldsOf(answer)]).toEqual([400, ['Login']]);
  });

  it('checkout: 400 naming the address line, and no order', async () => {
    const visitor = await guest('aurora');
    const before = (await db().select({ id: orders.id }).from(orders)).length;
    const answer = await call('/Order/PlaceOrder', {
      token: visitor.accessToken,
      headers: { 'Idempotency-Key': 'nul-in-city-1' },
      body: {
        CartCodes: '1_1_0_',
        Contact: { FullName: 'Ada', Email: 'ada@example.com' },
        ShippingAddress: { Line1: '1 Way', City: 'Lon\u0000don', PostalCode: '10001', Country: 'US' },
        ShippingMethodID: 1,
        PaymentMethod: 'cod',
      },
    });
    expect([answer.status, fieldsOf(answer)]).toEqual([400, ['ShippingAddress.City']]);
    expect((await db().select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it('a multi-line note may hold line breaks and tabs, but no other control', async () => {
    const visitor = await guest('aurora');
    const answer = await call('/Order/PlaceOrder', {
      token: visitor.accessToken,
      headers: { 'Idempotency-Key': 'nul-in-note-1' },
      body: {
        CartCodes: '1_1_0_',
        Contact: { FullName: 'Ada', Email: 'ada@example.com' },
        ShippingAddress: { Line1: '1 Way', City: 'London', PostalCode: '10001', Country: 'US' },
        ShippingMethodID: 1,
        PaymentMethod: 'cod',
        Note: 'Ring\n\tthen wait\u0007',
      },
    });
    expect([answer.status, fieldsOf(answer)]).toEqual([400, ['Note']]);
  });

  it('a tracking beacon: 400 naming the field, and no session', async () => {
    const visitor = await guest('aurora');
    const response = await fetch(`${server.origin}/api/track/add-session`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${visitor.accessToken}`,
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
      },
      body: JSON.stringify({
        SessionID: 'seNulReferrer0',
        VisitorID: 'viNulReferrer0',
        WebID: visitor.webID,
        LandingUrl: 'http://aurora.localhost/',
        Referrer: 'https://a.test/\u0000',
        Timestamp: '2026-01-01T00:00:00Z',
        IPAddress: '',
        GeoLocation: { City: '', State: '', Country: '', CountryCode: '', Continent: '', Latitude: null, Longitude: null, Locality: '' },
        DeviceInfo: { Browser: '', OS: '', Device: '' },
      }),
    });
    const body = (await response.json()) as { data: { errors: Array<{ field: string }> } };
    expect([response.status, body.data.errors.map((e) => e.field)]).toEqual([400, ['Referrer']]);
    expect(await db().select().from(trackingSessions).where(eq(trackingSessions.sessionId, 'seNulReferrer0'))).toEqual([]);
  });

  it('an owner call: a NUL in a custom page title is a 400 naming Title, and no page', async () => {
    const owner = await call('/Owner/SignIn', {
      body: { Store: 'aurora', Email: 'owner@aurora.example', Password: 'Studio-2026' },
    });
    const token = owner.body.data.ownerToken as string;
    const answer = await call('/Pages/Create', { token, body: { Title: 'Our\u0000story', Slug: 'nul-title' } });
    expect([answer.status, fieldsOf(answer)]).toEqual([400, ['Title']]);
    expect(await db().select({ id: pages.id }).from(pages).where(eq(pages.slug, 'nul-title'))).toEqual([]);
  });

  it('a NUL anywhere in a call is refused before it reaches the database: deep in a draft, in a query', async () => {
    const owner = await call('/Owner/SignIn', {
      body: { Store: 'aurora', Email: 'owner@aurora.example', Password: 'Studio-2026' },
    });
    const token = owner.body.data.ownerToken as string;
    const draft = await call('/Theme/SaveDraft', {
      token,
      body: { ThemeData: { settings: {}, sections: [{ temp_id: 'n1', section_type_id: 1, content: { heading: 'Hi\u0000' } }] } },
    });
    expect([draft.status, fieldsOf(draft)]).toEqual([400, ['ThemeData.sections.0.content.heading']]);
    const visitor = await guest('aurora');
    const search = await call('/Catalog/Suggest?Keyword=linen%00dress', { token: visitor.accessToken });
    expect([search.status, fieldsOf(search)]).toEqual([400, ['Keyword']]);
  });

  it('a media path is simply not found', async () => {
    expect((await fetch(`${server.origin}/media/aurora%2F%00logo.svg`)).status).toBe(404);
    expect((await fetch(`${server.origin}/img/w_64/media/aurora/%00logo.svg`)).status).toBe(404);
  });
});

describe('ids beyond int4', () => {
  it('a wishlist ProductID: 400 naming it', async () => {
    const customer = await newCustomer('aurora');
    const answer = await call('/Wishlist/AddItem', { token: customer.accessToken, body: { ProductID: 2_147_483_648 } });
    expect([answer.status, fieldsOf(answer)]).toEqual([400, ['ProductID']]);
  });

  it('a custom page id in a query: 400 naming it', async () => {
    const visitor = await guest('aurora');
    const page = await call('/Page/GetCustomPage?PageID=2147483648', { token: visitor.accessToken });
    expect([page.status, fieldsOf(page)]).toEqual([400, ['PageID']]);
  });

  it('GetWebInfo (no token needed) answers 400 naming WebThemeID for a theme id no row can have', async () => {
    const answer = await call('/Web/GetWebInfo?Domain=aurora&WebThemeID=2147483648');
    expect([answer.status, fieldsOf(answer)]).toEqual([400, ['WebThemeID']]);
  });
});

describe('the host', () => {
  it('answers 400 naming Host for a Host header it cannot build a URL from', async () => {
    for (const host of ['exa mple.test', 'a/b', '[::1']) {
      const answer = await server.host.app.inject({
        method: 'POST',
        url: '/contact',
        headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'Name=Pat',
      });
      expect([answer.statusCode, answer.json().data.errors[0].field]).toEqual([400, 'Host']);
    }
    expect(
      (await server.host.app.inject({ method: 'GET', url: '/placeholder/8x8.svg', headers: { host: 'aurora.localhost:3000' } })).statusCode,
    ).toBe(200);
  });
});

describe('conflicts name the field that collides', () => {
  it('sign-up: the phone when only the phone is taken, the email when the email is', async () => {
    const visitor = await guest('nordic');
    const first = { Email: 'first.conflict@example.com', Phone: '+47 555 01 001', Password: 'Linen-Harbour-42', FirstName: 'Ola' };
    expect((await call('/Account/SignUp', { token: visitor.accessToken, body: first })).status).toBe(200);
    const samePhone = await call('/Account/SignUp', {
      token: visitor.accessToken,
      body: { ...first, Email: 'second.conflict@example.com' },
    });
    expect([samePhone.status, fieldsOf(samePhone), samePhone.body.message]).toEqual([
      409,
      ['Phone'],
      'An account with this phone number already exists: sign in instead',
    ]);
    const sameEmail = await call('/Account/SignUp', { token: visitor.accessToken, body: { ...first, Phone: '+47 555 01 002' } });
    expect([sameEmail.status, fieldsOf(sameEmail)]).toEqual([409, ['Email']]);
    expect(await customersWithEmail('second.conflict@example.com')).toBe(0);
  });

  it('UpdateProfile: a taken phone is a 409 on Phone; a bad name is a 400 on the name, not a phone conflict', async () => {
    const taken = await newCustomer('aurora');
    expect(
      (await call('/Account/UpdateProfile', { token: taken.accessToken, body: { FirstName: 'Taken', Phone: '+1 555 0101' } })).status,
    ).toBe(200);
    const other = await newCustomer('aurora');
    const conflict = await call('/Account/UpdateProfile', { token: other.accessToken, body: { FirstName: 'Other', Phone: '+1 555 0101' } });
    expect([conflict.status, fieldsOf(conflict), conflict.body.message]).toEqual([
      409,
      ['Phone'],
      'Another account already uses this phone number',
    ]);
    const badName = await call('/Account/UpdateProfile', {
      token: other.accessToken,
      body: { FirstName: 'Ot\u0000her', Phone: '+1 555 0102' },
    });
    expect([badName.status, fieldsOf(badName)]).toEqual([400, ['FirstName']]);
  });
});

describe('one e-mail rule', () => {
  it('an address sign-up refuses, checkout refuses too; one both take passes both', async () => {
    const visitor = await guest('aurora');
    const [product] = await db()
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, visitor.webID), notExists(db().select().from(variants).where(eq(variants.productId, products.id)))))
      .limit(1);
    const shipping = (await call('/Checkout/GetCheckoutOptions', { token: visitor.accessToken })).body.data.shippingMethods[0].id as number;
    for (const [email, accepted] of [
      ['ada@exa_mple.com', false],
      ['ada@localhost', false],
      ["o'brien+shop@example.ie", true],
    ] as const) {
      const signUp = await call('/Account/SignUp', {
        token: visitor.accessToken,
        body: { Email: email, Password: 'Linen-Harbour-42', FirstName: 'Ada' },
      });
      expect(fieldsOf(signUp).includes('Email'), `sign-up ${email}`).toBe(!accepted);
      const order = await call('/Order/PlaceOrder', {
        token: visitor.accessToken,
        headers: { 'Idempotency-Key': `email-rule-${email.length}` },
        body: {
          CartCodes: `${product!.id}_1_0_`,
          Contact: { FullName: 'Ada', Email: email },
          ShippingAddress: { Line1: '1 Way', City: 'London', PostalCode: '10001', Country: 'US' },
          ShippingMethodID: shipping,
          PaymentMethod: 'cod',
          CustomFields: [{ fieldName: 'Gift wrapping', value: 'No gift wrapping' }],
        },
      });
      expect(order.status === 200 ? [] : fieldsOf(order), `checkout ${email}`).toEqual(accepted ? [] : ['Contact.Email']);
    }
  });
});
