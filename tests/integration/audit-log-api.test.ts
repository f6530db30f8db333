/**
 * The store's audit log (decision 99): sign-ins and failed ones, product, price and stock edits,
 * bulk saves, settings, theme publishes, webhook endpoints, exports and other owner writes are
 * recorded with who, what and from where; a refused change records nothing; the Activity call pages
 * by cursor, filters by person and action, names a bad field, and never shows another store's log.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../server/store-api/db/schema';
import { purgeAuditEvents } from '../../server/store-api/platform/audit-retention.job';
import { fieldsOf, identityCalls, type Any } from './support/identity-calls';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();
const { call } = identityCalls(server);
const db = () => server.host.database!.db;

async function signIn(store: string, password = 'Studio-2026') {
  return call('/Owner/SignIn', {
    body: { Store: store, Email: `owner@${store}.example`, Password: password },
    headers: { 'user-agent': 'AuditTest/1.0' },
  });
}
const tokenOf = async (store: string) => (await signIn(store)).body.data.ownerToken as string;
const activity = async (token: string, query = '') => call(`/Owner/Activity${query}`, { token });
const newest = async (token: string, action: string) => (await activity(token, `?Action=${action}`)).body.data.events[0] as Any;

describe('the audit log', () => {
  it('records a sign-in and a failed one, with the address and the browser', async () => {
    await signIn('nordic', 'Wrong-password-1');
    const token = await tokenOf('nordic');
    const failed = await newest(token, 'signin.failed');
    expect(failed).toMatchObject({ who: { kind: 'member', name: 'owner@nordic.example' }, subject: 'owner@nordic.example' });
    const signedIn = await newest(token, 'signin');
    expect(signedIn.userAgent).toBe('AuditTest/1.0');
    expect(signedIn.ip).toMatch(/^198\.51\.100\./);
    expect(signedIn.eventID).toBeGreaterThan(failed.eventID);
  });

  it('records a product edit with its price and stock changes, and nothing for a refused one', async () => {
    const token = await tokenOf('aurora');
    const created = await call('/Owner/CreateProduct', {
      token,
      body: { Name: 'Audit lamp', Price: '10.00', SKU: `AUD-${Date.now()}`, Stock: 3, Status: 'active' },
    });
    const product = created.body.data.product as { productID: number };
    expect((await newest(token, 'product.created')).subject).toBe(`Audit lamp (${product.productID})`);
    const saved = await call('/Owner/UpdateProduct', { token, body: { ProductID: product.productID, Version: 1, Price: '12.50' } });
    expect(saved.status).toBe(200);
    const entry = await newest(token, 'product.updated');
    expect(entry.changes.price).toEqual(['10.00', '12.50']);
    const stale = await call('/Owner/UpdateProduct', { token, body: { ProductID: product.productID, Version: 1, Price: '99.00' } });
    expect(stale.status).toBe(409);
    expect((await newest(token, 'product.updated')).eventID).toBe(entry.eventID);
    const stock = await call('/Owner/SetProductStock', {
      token,
      body: { ProductID: product.productID, VariantID: 0, Quantity: 7, Reason: 'manual' },
    });
    expect(stock.status).toBe(200);
    expect((await newest(token, 'stock.changed')).changes.stock).toEqual([{ variantId: 0, change: 4, now: 7 }]);
  });

  it('records a settings change as its lines, never a secret, and a publish in its transaction', async () => {
    const token = await tokenOf('aurora');
    const saved = await call('/Owner/SaveSettings', { token, body: { storePassword: { action: 'set', value: 'Secret-Door-42' } } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const entry = await newest(token, 'settings.changed');
    expect(JSON.stringify(entry)).not.toContain('Secret-Door-42');
    expect(entry.changes.lines.length).toBeGreaterThan(0);
    await call('/Owner/SaveSettings', { token, body: { storePassword: { action: 'clear' } } });
    const published = await call('/Theme/Publish', { token, body: {} });
    expect(published.status).toBe(200);
    expect((await newest(token, 'theme.published')).subject).toBe(`version ${published.body.data.versionID}`);
  });

  it('records a webhook endpoint added and deleted without its secret, and an export', async () => {
    const token = await tokenOf('aurora');
    const added = await call('/Owner/SaveWebhook', { token, body: { Url: 'http://127.0.0.1:9/audit', Topics: ['orders/create'] } });
    expect(added.status).toBe(200);
    const entry = await newest(token, 'webhook.created');
    expect(entry.subject).toBe('http://127.0.0.1:9/audit');
    expect(JSON.stringify(entry)).not.toContain(added.body.data.secret);
    await call('/Owner/DeleteWebhook', { token, body: { EndpointID: added.body.data.endpoint.endpointID } });
    expect((await newest(token, 'webhook.deleted')).subject).toBe('http://127.0.0.1:9/audit');
    const exported = await fetch(`${server.baseUrl}/Owner/ExportProducts?Status=all`, { headers: { authorization: `Bearer ${token}` } });
    expect(exported.status).toBe(200);
    await exported.text();
    expect((await newest(token, 'export.downloaded')).subject).toMatch(/^aurora-products-/);
  });

  it('records any other owner write by its call, and not a refused one', async () => {
    const token = await tokenOf('aurora');
    const bad = await call('/Owner/SaveDiscount', { token, body: { Code: '' } });
    expect(bad.status).toBe(400);
    expect((await activity(token, '?Action=Owner/SaveDiscount')).body.data.events).toEqual([]);
    const maintenance = await call('/Web/SetMaintenance', { token, body: { IsMaintenance: true } });
    expect(maintenance.status).toBe(200);
    expect((await newest(token, 'Web/SetMaintenance')).who.kind).toBe('member');
    await call('/Web/SetMaintenance', { token, body: { IsMaintenance: false } });
  });

  it('pages by cursor, filters by person, names a bad field, and keeps to the store', async () => {
    const token = await tokenOf('aurora');
    const first = (await activity(token, '?Limit=2')).body.data;
    expect(first.events).toHaveLength(2);
    expect(first.nextBefore).toBe(first.events[1].eventID);
    const second = (await activity(token, `?Limit=2&Before=${first.nextBefore}`)).body.data;
    expect(second.events[0].eventID).toBeLessThan(first.nextBefore);
    const filters = (await call('/Owner/ActivityFilters', { token })).body.data;
    const me = filters.people.find((person: Any) => person.email === 'owner@aurora.example');
    expect(filters.actions).toContain('product.updated');
    const mine = (await activity(token, `?Member=${me.memberID}`)).body.data.events;
    expect(mine.every((event: Any) => event.who.id === me.memberID)).toBe(true);
    for (const [query, field] of [
      ['?Limit=500', 'Limit'],
      ['?Before=abc', 'Before'],
      ['?Member=-3', 'Member'],
    ] as const) {
      const refused = await activity(token, query);
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused)).toEqual([field]);
    }
    const nordic = await tokenOf('nordic');
    const theirs = (await activity(nordic, '?Limit=100')).body.data.events;
    expect(theirs.some((event: Any) => event.who.name === 'owner@aurora.example')).toBe(false);
    expect((await activity(nordic, `?Member=${me.memberID}`)).body.data.events).toEqual([]);
    expect((await call('/Owner/Activity')).status).toBe(401);
  });

  it('purges entries older than a year', async () => {
    const [old] = await db()
      .insert(auditEvents)
      .values({ storeId: 1, action: 'ancient', createdAt: new Date(Date.now() - 400 * 24 * 60 * 60_000) })
      .returning();
    expect(await purgeAuditEvents(db(), new Date())).toBeGreaterThanOrEqual(1);
    expect(
      await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.id, old!.id))),
    ).toEqual([]);
  });
});
