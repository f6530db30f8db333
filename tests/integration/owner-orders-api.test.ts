/**
 * The studio's Orders calls (docs/back-office.md): the list with its search, filters, paging and counts; one
 * order with its timeline and file answers (a download, owner only); status changes through the
 * domain's state machine, each mailed to the customer and shown on the guest's order page; a cancel
 * returns the stock in the same transaction. Every call refuses a customer's token and another store's owner.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, orderFiles, products, stores } from '../../server/store-api/db/schema';
import { identityCalls, type Any } from './support/identity-calls';
import { placeAuroraOrder, stockedPlainProduct } from './support/order-fixtures';
import { startStoreApiForFile } from './support/test-server';
import { jobsSettled } from './support/queued-jobs';

const server = startStoreApiForFile();
const { call, guest, ownerToken } = identityCalls(server);
const db = () => server.host.database!.db;

async function guestOrder() {
  const visitor = await guest('aurora');
  return placeAuroraOrder(server, (path, init) => call(path, init), visitor.accessToken);
}

const setStatus = (token: string, body: Record<string, unknown>) => call('/Owner/SetOrderStatus', { token, body });
const stockOf = async (id: number) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const mailsTo = async (to: string) => (await jobsSettled(db()), db().select().from(mailOutbox).where(eq(mailOutbox.to, to)));

describe("owner order calls refuse everyone but the store's owner", () => {
  it("a customer token, no token and another store's owner never see or change an order", async () => {
    const order = await guestOrder();
    const visitor = await guest('aurora');
    const nordicOwner = await ownerToken('nordic');
    const reads = [`/Owner/Orders`, `/Owner/Order?OrderID=${order.orderID}`, `/Owner/OrderFile?OrderID=${order.orderID}&FileID=1`];
    for (const path of reads) {
      expect((await call(path, { token: visitor.accessToken })).status).toBe(401);
      expect((await call(path)).status).toBe(401);
    }
    expect((await setStatus(visitor.accessToken, { OrderID: order.orderID, Status: 'Cancelled' })).status).toBe(401);
    expect((await call(`/Owner/Order?OrderID=${order.orderID}`, { token: nordicOwner })).status).toBe(404);
    expect((await setStatus(nordicOwner, { OrderID: order.orderID, Status: 'Paid' })).status).toBe(404);
    const list = await call(`/Owner/Orders?Search=${order.code}`, { token: nordicOwner });
    expect(list.body.data.total).toBe(0);
    const own = await call(`/Owner/Order?OrderID=${order.orderID}`, { token: await ownerToken('aurora') });
    expect(own.body.data.order.status).toBe('Verification Pending');
  });
});

describe('the order list', () => {
  it('finds an order by code, name or e-mail, filters by status, payment and date, pages newest first and counts per status', async () => {
    const owner = await ownerToken('aurora');
    const first = await guestOrder();
    const second = await guestOrder();
    const byCode = await call(`/Owner/Orders?Search=${second.code.toLowerCase()}`, { token: owner });
    expect(byCode.body.data.orders.map((o: Any) => o.code)).toEqual([second.code]);
    const byEmail = await call('/Owner/Orders?Search=ada@example&PageSize=1', { token: owner });
    expect(byEmail.body.data.orders[0].code).toBe(second.code);
    expect(byEmail.body.data.total).toBeGreaterThanOrEqual(2);
    const page2 = await call('/Owner/Orders?Search=Lovelace&PageSize=1&Page=2', { token: owner });
    expect(page2.body.data.orders[0].code).toBe(first.code);
    const today = new Date().toISOString().slice(0, 10);
    const filtered = await call(
      `/Owner/Orders?Status=${encodeURIComponent('Verification Pending')}&PaymentMethod=bank_transfer&From=${today}&To=${today}`,
      { token: owner },
    );
    expect(filtered.body.data.orders.map((o: Any) => o.code)).toContain(second.code);
    expect(filtered.body.data.counts['Verification Pending']).toBeGreaterThanOrEqual(2);
    expect(filtered.body.data.paymentMethods).toContain('bank_transfer');
    const none = await call('/Owner/Orders?From=2001-01-01&To=2001-01-02', { token: owner });
    expect(none.body.data.total).toBe(0);
    expect((await call('/Owner/Orders?Search=100%25_', { token: owner })).body.data.total).toBe(0);
  });

  it('answers 400 naming the field for malformed filters and bodies, never a 5xx', async () => {
    const owner = await ownerToken('aurora');
    const cases: Array<[string, string]> = [
      ['/Owner/Orders?Status=Lost', 'Status'],
      ['/Owner/Orders?From=2026-13-45', 'From'],
      ['/Owner/Orders?Page=0', 'Page'],
      ['/Owner/Orders?PageSize=1000', 'PageSize'],
      ['/Owner/Orders?From=2026-02-02&To=2026-01-01', 'From'],
      ['/Owner/Order?OrderID=abc', 'OrderID'],
      ['/Owner/Order?OrderID=99999999999', 'OrderID'],
      ['/Owner/OrderFile?OrderID=1', 'FileID'],
    ];
    for (const [path, field] of cases) {
      const answer = await call(path, { token: owner });
      expect(answer.status, path).toBe(400);
      expect(answer.body.data.errors[0].field, path).toBe(field);
    }
    for (const [body, field] of [
      [{ OrderID: 'x', Status: 'Paid' }, 'OrderID'],
      [{ OrderID: 1, Status: 'Lost' }, 'Status'],
      [{ OrderID: 1, Status: 'Shipped', TrackingNumber: 'a'.repeat(65) }, 'TrackingNumber'],
      [{ OrderID: 1, Status: 'Paid', Note: 5 }, 'Note'],
    ] as const) {
      const answer = await setStatus(owner, body);
      expect(answer.status).toBe(400);
      expect(answer.body.data.errors[0].field).toBe(field);
    }
    expect((await call('/Owner/SetOrderStatus', { token: owner, body: [] })).status).toBe(400);
  });
});

describe('moving an order on', () => {
  it("confirms a bank transfer as Paid, ships it with tracking and delivers it; each change is mailed, timed, named and on the guest's page", async () => {
    const owner = await ownerToken('aurora');
    const order = await guestOrder();
    const paid = await setStatus(owner, { OrderID: order.orderID, Status: 'Paid', Note: 'Transfer arrived' });
    expect(paid.status).toBe(200);
    expect(paid.body.data.order).toMatchObject({ status: 'Paid', paymentStatus: 'paid' });
    expect(paid.body.data.nextStatuses).toEqual(['Confirmed', 'Shipped', 'Cancelled']);
    const badLink = await setStatus(owner, {
      OrderID: order.orderID,
      Status: 'Shipped',
      TrackingNumber: 'TRK1',
      TrackingUrl: 'javascript:alert(1)',
    });
    expect(badLink.status).toBe(409);
    const shipped = await setStatus(owner, {
      OrderID: order.orderID,
      Status: 'Shipped',
      TrackingNumber: 'JD0123456789',
      TrackingUrl: 'https://track.example/JD0123456789',
    });
    expect(shipped.status).toBe(200);
    const page = await call(`/Order/GetOrder?OrderID=${order.orderID}&Token=${order.accessToken}`, {
      token: (await guest('aurora')).accessToken,
    });
    expect(page.body.data).toMatchObject({
      status: 'Shipped',
      tracking: { number: 'JD0123456789', url: 'https://track.example/JD0123456789' },
    });
    expect(page.body.data.history.map((h: Any) => h.status)).toEqual(['Pending', 'Verification Pending', 'Paid', 'Shipped']);
    expect(JSON.stringify(page.body.data)).not.toContain('owner@aurora.example');
    const view = await call(`/Owner/Order?OrderID=${order.orderID}`, { token: owner });
    expect(view.body.data.order.history.slice(-2).map((h: Any) => [h.status, h.actor])).toEqual([
      ['Paid', 'owner@aurora.example'],
      ['Shipped', 'owner@aurora.example'],
    ]);
    const mails = (await mailsTo('ada@example.com')).filter((mail) => mail.subject.includes(order.code) && mail.kind === 'order-status');
    // Each mail is its own job, delivered by concurrent workers: their order in the outbox is not theirs to keep.
    expect(mails.map((mail) => mail.subject).sort()).toEqual([`Your order ${order.code} is Paid`, `Your order ${order.code} is Shipped`]);
    const shippedMail = mails.find((mail) => mail.subject.endsWith('is Shipped'))!;
    expect(shippedMail.text).toContain('https://track.example/JD0123456789');
    expect(shippedMail.text).toContain(`t=${order.accessToken}`);
    expect((await setStatus(owner, { OrderID: order.orderID, Status: 'Delivered' })).status).toBe(200);
    const refused = await setStatus(owner, { OrderID: order.orderID, Status: 'Cancelled' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A Delivered order cannot change any more');
  });

  it('cancelling gives the units back to stock once; a second cancel is refused and changes nothing', async () => {
    const owner = await ownerToken('aurora');
    const order = await guestOrder();
    const product = await stockedPlainProduct(server, 'aurora', 50);
    // placeAuroraOrder set the stock to 50 and took one; the fixture above set it back to 50.
    await db().update(products).set({ stock: 49 }).where(eq(products.id, product));
    expect((await setStatus(owner, { OrderID: order.orderID, Status: 'Cancelled' })).status).toBe(200);
    expect(await stockOf(product)).toBe(50);
    expect((await setStatus(owner, { OrderID: order.orderID, Status: 'Cancelled' })).status).toBe(409);
    expect(await stockOf(product)).toBe(50);
  });
});

describe('file answers', () => {
  it('downloads as an attachment with its content type, for the owner only', async () => {
    const owner = await ownerToken('aurora');
    const order = await guestOrder();
    const [aurora] = await db().select({ id: stores.id }).from(stores).where(eq(stores.name, 'aurora'));
    const bytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const [file] = await db()
      .insert(orderFiles)
      .values({
        orderId: order.orderID,
        storeId: aurora!.id,
        fieldName: 'Floor plan',
        fileName: 'plan é.svg',
        contentType: 'image/svg+xml',
        size: bytes.length,
        dataBase64: bytes.toString('base64'),
      })
      .returning();
    const view = await call(`/Owner/Order?OrderID=${order.orderID}`, { token: owner });
    expect(view.body.data.order.files).toEqual([
      { fileID: file!.id, fieldName: 'Floor plan', fileName: 'plan é.svg', contentType: 'image/svg+xml', size: bytes.length },
    ]);
    const response = await fetch(`${server.baseUrl}/Owner/OrderFile?OrderID=${order.orderID}&FileID=${file!.id}`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="plan _.svg"; filename*=UTF-8''plan%20%C3%A9.svg`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    const other = await fetch(`${server.baseUrl}/Owner/OrderFile?OrderID=${order.orderID}&FileID=${file!.id}`, {
      headers: { authorization: `Bearer ${await ownerToken('nordic')}` },
    });
    expect(other.status).toBe(404);
  });
});
