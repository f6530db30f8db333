/**
 * Store API keys (decision 99): created in the studio with scopes (answered once, kept hashed), used as
 * `Authorization: Bearer wx_live_…` on owner calls with their scopes checked per call (403 naming the
 * missing one), never reaching another store, refused at once when revoked, counted against their own
 * allowance, and recorded in the audit log, every call of theirs too. Bad input names the field.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys } from '../../server/store-api/db/schema';
import { hashSecret } from '../../server/store-api/platform/api-keys';
import { fieldsOf, identityCalls, type Any } from './support/identity-calls';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();
const { call, ownerToken } = identityCalls(server);
const db = () => server.host.database!.db;

async function createKey(owner: string, body: Record<string, unknown>) {
  const answer = await call('/Owner/CreateApiKey', { token: owner, body });
  if (answer.status !== 200) throw new Error(`CreateApiKey answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data as { key: Any; secret: string };
}
const newest = async (owner: string, query: string) => (await call(`/Owner/Activity${query}`, { token: owner })).body.data.events as Any[];

describe('store API keys', () => {
  it('refuses a malformed key naming the field, and a key managing keys', async () => {
    const owner = await ownerToken('aurora');
    for (const [body, field] of [
      [{ Name: '', Scopes: ['products.read'] }, 'Name'],
      [{ Name: 'ERP', Scopes: [] }, 'Scopes'],
      [{ Name: 'ERP', Scopes: ['everything'] }, 'Scopes.0'],
      [{ Name: 'ERP', Scopes: ['staff.manage'] }, 'Scopes.0'],
      [{ Name: 'ERP', Scopes: ['products.read', 'products.read'] }, 'Scopes'],
      [{ Name: 'ERP', Scopes: ['products.read'], RatePerMinute: 0 }, 'RatePerMinute'],
    ] as const) {
      const refused = await call('/Owner/CreateApiKey', { token: owner, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(refused)).toEqual([field]);
    }
    const { secret } = await createKey(owner, { Name: 'Meddler', Scopes: ['products.manage'] });
    expect((await call('/Owner/ApiKeys', { token: secret })).status).toBe(403);
    expect((await call('/Owner/CreateApiKey', { token: secret, body: { Name: 'Child', Scopes: ['products.read'] } })).status).toBe(403);
  });

  it('answers the key once and keeps only its hash', async () => {
    const owner = await ownerToken('aurora');
    const { key, secret } = await createKey(owner, { Name: 'Warehouse', Scopes: ['products.read'] });
    expect(secret).toMatch(/^wx_live_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(`${key.prefix}_`)).toBe(true);
    const listed = (await call('/Owner/ApiKeys', { token: owner })).body;
    expect(JSON.stringify(listed)).not.toContain(secret.split('_').at(-1));
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, key.apiKeyID));
    expect(row!.secretHash).toBe(hashSecret(secret.slice(`${key.prefix}_`.length)));
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it("reads with its scope, is refused 403 naming a scope it lacks, and never reads another store's data", async () => {
    const owner = await ownerToken('aurora');
    const { secret } = await createKey(owner, { Name: 'Catalogue reader', Scopes: ['products.read'] });
    const listed = await call('/Owner/Products?PageSize=5', { token: secret });
    expect(listed.status).toBe(200);
    expect(listed.body.data.items.length).toBeGreaterThan(0);
    const write = await call('/Owner/SetProductStock', {
      token: secret,
      body: { ProductID: listed.body.data.items[0].productID, VariantID: 0, Quantity: 3, Reason: 'manual' },
    });
    expect(write.status).toBe(403);
    expect(write.body.message).toContain('products.manage');
    const orders = await call('/Owner/Orders', { token: secret });
    expect(orders.status).toBe(403);
    expect(orders.body.message).toContain('orders.read');
    // Nordic's product, asked by its id, is no product of the key's store.
    const nordicOwner = await ownerToken('nordic');
    const theirs = (await call('/Owner/Products?PageSize=1', { token: nordicOwner })).body.data.items[0];
    expect((await call(`/Owner/Product?ProductID=${theirs.productID}`, { token: secret })).status).toBe(404);
    const ours = listed.body.data.items.map((product: Any) => product.productID);
    expect(ours).not.toContain(theirs.productID);
  });

  it('is refused at once when revoked, and only its own store may revoke it', async () => {
    const owner = await ownerToken('aurora');
    const { key, secret } = await createKey(owner, { Name: 'Short-lived', Scopes: ['products.read'] });
    expect((await call('/Owner/Products', { token: secret })).status).toBe(200);
    const nordic = await ownerToken('nordic');
    expect((await call('/Owner/RevokeApiKey', { token: nordic, body: { ApiKeyID: key.apiKeyID } })).status).toBe(404);
    expect((await call('/Owner/Products', { token: secret })).status).toBe(200);
    const revoked = await call('/Owner/RevokeApiKey', { token: owner, body: { ApiKeyID: key.apiKeyID } });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.key.revokedAt).not.toBeNull();
    const refused = await call('/Owner/Products', { token: secret });
    expect(refused.status).toBe(401);
    expect((await call('/Owner/RevokeApiKey', { token: owner, body: { ApiKeyID: key.apiKeyID } })).status).toBe(409);
    expect((await call('/Owner/RevokeApiKey', { token: owner, body: { ApiKeyID: 'x' } })).status).toBe(400);
    // A key's text with a wrong secret is no key.
    expect((await call('/Owner/Products', { token: `${key.prefix}_${'A'.repeat(43)}` })).status).toBe(401);
  });

  it('is held to its calls a minute', async () => {
    const owner = await ownerToken('aurora');
    const { secret } = await createKey(owner, { Name: 'Chatty', Scopes: ['products.read'], RatePerMinute: 2 });
    expect((await call('/Owner/Products', { token: secret })).status).toBe(200);
    expect((await call('/Owner/Products', { token: secret })).status).toBe(200);
    const over = await call('/Owner/Products', { token: secret });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // The studio's own calls are not the key's.
    expect((await call('/Owner/Products', { token: owner })).status).toBe(200);
  });

  it('is recorded: its creation, its revocation, its calls, and its last use', async () => {
    const owner = await ownerToken('aurora');
    const { key, secret } = await createKey(owner, { Name: 'Audited', Scopes: ['products.manage'] });
    await call('/Owner/Products', { token: secret });
    const listed = (await call('/Owner/Products?PageSize=1', { token: secret })).body.data.items[0];
    const product = (await call(`/Owner/Product?ProductID=${listed.productID}`, { token: secret })).body.data;
    const saved = await call('/Owner/SetProductStock', {
      token: secret,
      body: { ProductID: product.productID, VariantID: product.variants[0]?.variantID ?? 0, Quantity: 5, Reason: 'manual' },
    });
    expect(saved.status).toBe(200);
    await call('/Owner/RevokeApiKey', { token: owner, body: { ApiKeyID: key.apiKeyID } });
    const byKey = await newest(owner, `?ApiKey=${key.apiKeyID}`);
    expect(byKey.every((event) => event.who.kind === 'apiKey' && event.who.name === 'Audited')).toBe(true);
    expect(byKey.map((event) => event.action)).toEqual(expect.arrayContaining(['Owner/Products', 'Owner/Product', 'stock.changed']));
    const [created] = await newest(owner, '?Action=apikey.created');
    expect(created).toMatchObject({ subject: 'Audited', changes: { scopes: ['products.manage'], prefix: key.prefix } });
    expect(JSON.stringify(created)).not.toContain(secret);
    expect((await newest(owner, '?Action=apikey.revoked'))[0].subject).toBe('Audited');
    const keys = (await call('/Owner/ApiKeys', { token: owner })).body.data.keys as Any[];
    expect(keys.find((one) => one.apiKeyID === key.apiKeyID).lastUsedAt).not.toBeNull();
  });

  it('switches maintenance with the settings scope, where scripts used the shared OWNER_API_TOKEN', async () => {
    const owner = await ownerToken('aurora');
    const { secret } = await createKey(owner, { Name: 'Deploy script', Scopes: ['settings.manage'] });
    expect((await call('/Web/SetMaintenance', { token: secret, body: { IsMaintenance: true } })).status).toBe(200);
    expect((await call('/Web/SetMaintenance', { token: secret, body: { IsMaintenance: false } })).status).toBe(200);
    const reader = await createKey(owner, { Name: 'Reader', Scopes: ['products.read'] });
    const refused = await call('/Web/SetMaintenance', { token: reader.secret, body: { IsMaintenance: true } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('settings.manage');
  });
});
