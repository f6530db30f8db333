/**
 * The studio's link picker: GET /Theme/LinkTargets lists the owner's own categories,
 * product groups, products and pages by name (or slug); no one else's, and nothing to anyone but the owner.
 */
import { describe, expect, it } from 'vitest';
import { identityCalls } from './support/identity-calls';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();
const { call, guest, ownerToken } = identityCalls(server);
const targets = async (token: string | null, query: string) => call(`/Theme/LinkTargets?${query}`, { token });

describe('GET /Theme/LinkTargets', () => {
  it("finds the owner's categories, products, groups and pages whose name holds the search, case aside", async () => {
    const owner = await ownerToken('aurora');
    const categories = await targets(owner, 'Type=1&Search=DRESS');
    expect(categories.status).toBe(200);
    expect(categories.body.data.targets).toContainEqual({ name: 'Dresses', slug: 'dresses' });
    const products = (await targets(owner, 'Type=3&Search=sundress')).body.data.targets as Array<{ name: string; slug: string }>;
    expect(products).toContainEqual({ name: 'Satin Sundress', slug: 'satin-sundress' });
    for (const product of products) expect(`${product.name} ${product.slug}`.toLowerCase()).toContain('sundress');
    // By its slug too: a picked choice leaves its slug in the studio's field, which then names it by it.
    expect((await targets(owner, 'Type=3&Search=satin-sundress')).body.data.targets).toEqual([
      { name: 'Satin Sundress', slug: 'satin-sundress' },
    ]);
    expect(((await targets(owner, 'Type=2')).body.data.targets as unknown[]).length).toBeGreaterThan(0);
    expect(((await targets(owner, 'Type=4')).body.data.targets as unknown[]).length).toBeGreaterThan(0);
    // A search's own wildcards are taken as text.
    expect((await targets(owner, 'Type=3&Search=%25')).body.data.targets).toEqual([]);
  });

  it("never lists another store's, and answers only the owner", async () => {
    const nordicOwner = await ownerToken('nordic');
    expect((await targets(nordicOwner, 'Type=3&Search=sundress')).body.data.targets).toEqual([]);
    expect((await targets(null, 'Type=1')).status).toBe(401);
    expect((await targets((await guest('aurora')).accessToken, 'Type=1')).status).toBe(401);
  });

  it('names the bad field in a 400', async () => {
    const owner = await ownerToken('aurora');
    for (const query of ['Type=9', 'Type=abc', '', `Type=1&Search=${'x'.repeat(101)}`]) {
      const answer = await targets(owner, query);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/Type|Search/);
    }
  });
});
