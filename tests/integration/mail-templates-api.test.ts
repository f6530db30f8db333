/**
 * Mail templates (decision 108) over HTTP: the owner lists, reads, saves, previews, resets and
 * test-sends a store's templates; a bad template is a 400 naming the field and the line; one store's
 * template is never used for another's mail; a member without the settings permission is refused;
 * and an order placed after the owner edited the confirmation is mailed with the edited wording.
 */
import { and, eq, notExists } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, products, storeOwners, stores, studioAccounts, variants } from '../../server/store-api/db/schema';
import { TokenService } from '../../server/store-api/platform/token.service';
import { fieldsOf, identityCalls, type Any } from './support/identity-calls';
import { startStoreApiForFile } from './support/test-server';
import { within } from './support/within';

const server = startStoreApiForFile();
const { call, ownerToken } = identityCalls(server);
const db = () => server.host.database!.db;
const tokens = new TokenService({ secret: 'integration-test-secret-integration-test-secret' });

const storeId = async (name: string) => (await db().select({ id: stores.id }).from(stores).where(eq(stores.name, name)))[0]!.id;
const save = (owner: string, body: Record<string, unknown>) => call('/Owner/SaveMailTemplate', { token: owner, body });
const mailsTo = (to: string, store: number) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.storeId, store)));

/** An address in each store's own country (the zone of its first shipping method). */
const ADDRESS = {
  aurora: { Line1: '1 Navy Way', Line2: '', City: 'New York', Region: 'NY', PostalCode: '10001', Country: 'United States' },
  sakura: { Line1: '1-2-3 Shibuya', Line2: '', City: 'Tokyo', Region: '', PostalCode: '150-0002', Country: 'JP' },
};

async function placeOrder(store: string, email: string): Promise<string> {
  const webId = await storeId(store);
  const [product] = await db()
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.storeId, webId),
        eq(products.isHidePrice, false),
        notExists(db().select().from(variants).where(eq(variants.productId, products.id))),
      ),
    )
    .orderBy(products.id)
    .limit(1);
  await db().update(products).set({ stock: 50 }).where(eq(products.id, product!.id));
  const shopper = (await tokens.issuePair({ WebID: webId, UserID: '0' })).accessToken;
  const options = await call('/Checkout/GetCheckoutOptions', { token: shopper });
  const placed = await call('/Order/PlaceOrder', {
    token: shopper,
    headers: { 'idempotency-key': `mail-template-${Date.now()}-${Math.random()}`, origin: `http://${store}.localhost:3000` },
    body: {
      Source: 'cart',
      CartCodes: `${product!.id}_1_0_`,
      Contact: { FullName: 'Grace Hopper', Email: email, Phone: '' },
      ShippingAddress: ADDRESS[store as keyof typeof ADDRESS],
      ShippingMethodID: options.body.data.shippingMethods[0].id,
      PaymentMethod: 'cod',
      Note: '',
      CustomFields: store === 'aurora' ? [{ fieldName: 'Gift wrapping', value: 'No gift wrapping' }] : [],
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body.data.order.code as string;
}

let aurora = '';
beforeAll(async () => {
  aurora = await ownerToken('aurora');
});

describe('mail templates', () => {
  it('lists every customer mail, unedited at first, and reads one with its variables', async () => {
    const listed = await call('/Owner/MailTemplates', { token: aurora });
    expect(listed.status).toBe(200);
    const names = (listed.body.data.templates as Any[]).map((template) => template.name);
    expect(names).toEqual(expect.arrayContaining(['order-confirmation', 'order-status', 'password-reset', 'account-approve']));
    const one = await call('/Owner/MailTemplate?Name=order-status', { token: aurora });
    expect(one.body.data.template).toMatchObject({
      name: 'order-status',
      edited: false,
      subject: 'Your order {{ order.code }} is {{ order.status }}',
    });
    expect((one.body.data.template.variables as Any[]).map((variable) => variable.path)).toContain('order.tracking_number');
    expect((await call('/Owner/MailTemplate?Name=nothing', { token: aurora })).status).toBe(400);
  });

  it('refuses a template that does not parse, reads an unknown variable or filter, naming the field and the line', async () => {
    const cases = [
      [{ Subject: 'Order {{ order.code', Body: 'Hi' }, 'Subject', 'line 1'],
      [{ Subject: 'Order', Body: 'Hi\n{{ customer.secret }}' }, 'Body', 'line 2'],
      [{ Subject: 'Order', Body: 'Hi\n\n{{ order.code | explode }}' }, 'Body', 'line 3'],
      [{ Subject: 'Order', Body: '{% include "x" %}' }, 'Body', 'line 1'],
      [{ Subject: '', Body: 'Hi' }, 'Subject', ''],
      [{ Subject: 'Order', Body: 'x'.repeat(20_001) }, 'Body', ''],
    ] as const;
    for (const [body, field, line] of cases) {
      const refused = await save(aurora, { Name: 'order-confirmation', ...body });
      expect(refused.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(fieldsOf(refused)).toEqual([field]);
      expect(refused.body.message).toContain(line);
    }
    expect((await call('/Owner/MailTemplate?Name=order-confirmation', { token: aurora })).body.data.template.edited).toBe(false);
  });

  it("previews with the store's name and currency, escaping markup in the HTML", async () => {
    const preview = await call('/Owner/PreviewMailTemplate', {
      token: aurora,
      body: {
        Name: 'order-confirmation',
        Subject: '<b>{{ store.name }}</b> {{ order.code }}',
        Body: 'Total {{ order.total }}\n<script>x</script>',
      },
    });
    expect(preview.status).toBe(200);
    const { subject, text, html } = preview.body.data.preview;
    const [store] = await db().select().from(stores).where(eq(stores.name, 'aurora'));
    expect(subject).toBe(`<b>${store!.title}</b> SAMPLE-1001`);
    expect(text).toContain(store!.currencyAbbreviation);
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script');
  });

  it("mails an order placed after the owner's edit with the edited subject and body, in this store only", async () => {
    const saved = await save(aurora, {
      Name: 'order-confirmation',
      Subject: 'Thanks for order {{ order.code }}!',
      Body: 'Dear {{ customer.name }},\n\n{% for line in order.lines %}- {{ line.name }} x {{ line.quantity }}\n{% endfor %}\nTotal: {{ order.total }}\n{{ order.link }}',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.template.edited).toBe(true);

    const code = await placeOrder('aurora', 'grace@example.com');
    const auroraId = await storeId('aurora');
    await within(async () => (await mailsTo('grace@example.com', auroraId)).some((mail) => mail.subject.includes(code)), 8000);
    const [mail] = (await mailsTo('grace@example.com', auroraId)).filter((row) => row.subject.includes(code));
    expect(mail!.subject).toBe(`Thanks for order ${code}!`);
    expect(mail!.text).toMatch(/^Dear Grace Hopper,\n\n- .+ x 1\n/u);
    expect(mail!.html).toContain('<ul><li>');

    // Another store's confirmation keeps the default wording.
    const otherCode = await placeOrder('sakura', 'grace@example.com');
    const otherId = await storeId('sakura');
    await within(async () => (await mailsTo('grace@example.com', otherId)).some((row) => row.text.includes(otherCode)), 8000);
    const [otherMail] = (await mailsTo('grace@example.com', otherId)).filter((row) => row.text.includes(otherCode));
    expect(otherMail!.subject).toMatch(new RegExp(`^Your order ${otherCode} at `, 'u'));
    expect(otherMail!.text).toContain('Hello Grace Hopper,');
    expect(otherMail!.html).toContain('Hello Grace Hopper,');

    // Sakura's owner sees Aurora's edit nowhere.
    const other = await ownerToken('sakura');
    expect((await call('/Owner/MailTemplate?Name=order-confirmation', { token: other })).body.data.template.edited).toBe(false);
  });

  it('resets to the default', async () => {
    const reset = await call('/Owner/ResetMailTemplate', { token: aurora, body: { Name: 'order-confirmation' } });
    expect(reset.status).toBe(200);
    expect(reset.body.data.template).toMatchObject({ edited: false, subject: 'Your order {{ order.code }} at {{ store.name }}' });
  });

  it("sends a test to the member's own address through the queue", async () => {
    const sent = await call('/Owner/SendTestMail', { token: aurora, body: { Name: 'password-reset' } });
    expect(sent.status).toBe(200);
    expect(sent.body.data.to).toBe('owner@aurora.example');
    const auroraId = await storeId('aurora');
    await within(async () => (await mailsTo('owner@aurora.example', auroraId)).some((mail) => mail.kind === 'mail-template-test'), 8000);
    const [test] = (await mailsTo('owner@aurora.example', auroraId)).filter((mail) => mail.kind === 'mail-template-test');
    expect(test!.subject).toMatch(/^Test: Reset your .+ password$/u);
    expect(test!.html).toContain('<a href=');
  });

  it('refuses a member whose role lacks the settings permission', async () => {
    const [owner] = await db().select().from(studioAccounts).where(eq(studioAccounts.email, 'owner@aurora.example'));
    const [account] = await db()
      .insert(studioAccounts)
      .values({ email: 'packer@aurora.example', passwordHash: owner!.passwordHash })
      .returning({ id: studioAccounts.id });
    await db()
      .insert(storeOwners)
      .values({ storeId: await storeId('aurora'), accountId: account!.id, role: 'staff', permissions: ['orders.manage'] });
    const signedIn = await call('/Owner/SignIn', { body: { Store: 'aurora', Email: 'packer@aurora.example', Password: 'Studio-2026' } });
    const staff = signedIn.body.data.ownerToken as string;
    for (const [path, body] of [
      ['/Owner/MailTemplates', undefined],
      ['/Owner/SaveMailTemplate', { Name: 'order-status', Subject: 'x', Body: 'y' }],
      ['/Owner/SendTestMail', { Name: 'order-status' }],
    ] as const) {
      const refused = await call(path, { token: staff, ...(body ? { body } : {}) });
      expect(refused.status, path).toBe(403);
    }
  });
});
