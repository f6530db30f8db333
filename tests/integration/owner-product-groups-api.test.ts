/**
 * Product groups (decision 100): a group chosen by hand gets its products from the product editor's
 * GroupIDs; a rule group's products are worked out from its rule (tag, brand, category, price) on
 * every read, so a product that changes joins or leaves its page at once. SEO fields reach the page;
 * bad rules and other stores' ids are refused by the field that names them.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collectionProducts, collections } from '../../server/store-api/db/schema';
import { fieldsOf, identityCalls, type Any } from './support/identity-calls';
import { startSsrHostForFile } from './support/ssr-host';

const server = startSsrHostForFile();
const { call, ownerToken } = identityCalls(server);
const db = () => server.host.database!.db;
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function save(owner: string, path: string, body: object) {
  const answer = await call(`/Owner/${path}`, { token: owner, body });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data as Any;
}
const listed = async (owner: string, path: string) => (await call(`/Owner/${path}`, { token: owner })).body.data.items as Any[];
const page = async (path: string, store = 'aurora') =>
  (await server.host.app.inject({ method: 'GET', url: path, headers: { host: `${store}.localhost:3000` } })).body;
const editorOf = async (owner: string, id: number) => (await call(`/Owner/Product?ProductID=${id}`, { token: owner })).body.data as Any;

describe('product groups', () => {
  it('a group chosen by hand holds the products whose editor ticks it, with its SEO title on its page', async () => {
    const owner = await ownerToken('aurora');
    const run = stamp();
    const group = await save(owner, 'SaveProductGroup', {
      Name: `Gifts ${run}`,
      Description: 'Chosen for giving.',
      SeoTitle: `Gift ideas ${run}`,
      SeoDescription: 'Presents they keep.',
    });
    expect(group).toMatchObject({ handle: `gifts-${run}`, rule: null, seoTitle: `Gift ideas ${run}`, productCount: 0 });
    const made = await save(owner, 'CreateProduct', { Name: `Gift mug ${run}`, Price: '9', Status: 'active', GroupIDs: [group.id] });
    const id = made.product.productID as number;
    expect((await editorOf(owner, id)).groupIDs).toEqual([group.id]);
    const shown = await page(`/gifts-${run}`);
    expect(shown).toContain(`Gift mug ${run}`);
    expect(shown).toContain(`<title>Gift ideas ${run}`);

    // Unticked in the editor, it leaves the group's page at once.
    const current = await editorOf(owner, id);
    await save(owner, 'UpdateProduct', { ProductID: id, Version: current.version, GroupIDs: [] });
    expect(await page(`/gifts-${run}`)).not.toContain(`Gift mug ${run}`);
    expect((await listed(owner, 'ProductGroups')).find((item) => item.id === group.id).productCount).toBe(0);
  });

  it('a rule group lists what its rule finds now, and a product joins or leaves as it changes', async () => {
    const owner = await ownerToken('aurora');
    const run = stamp();
    const brand = await save(owner, 'SaveBrand', { Name: `Fjord ${run}` });
    const tag = `beach-${run}`;
    const rule = { Tags: [tag.toUpperCase()], BrandIDs: [brand.id], PriceMin: '10', PriceMax: '50' };
    const group = await save(owner, 'SaveProductGroup', { Name: `Beach ${run}`, Rule: rule });
    expect(group.rule).toEqual({ tags: [tag.toUpperCase()], brandIDs: [brand.id], categoryIDs: [], priceMin: '10', priceMax: '50' });
    const create = (name: string, extra: object) =>
      save(owner, 'CreateProduct', { Name: `${name} ${run}`, Price: '20', Status: 'active', Tags: [tag], BrandID: brand.id, ...extra });
    const towel = (await create('Towel', {})).product.productID as number;
    await create('Parasol', { Price: '80' });
    await create('Hat', { BrandID: null });
    await create('Sandal', { Tags: ['other'] });

    const shown = await page(`/beach-${run}`);
    expect(shown).toContain(`Towel ${run}`);
    for (const left of ['Parasol', 'Hat', 'Sandal']) expect(shown).not.toContain(`${left} ${run}`);
    expect((await listed(owner, 'ProductGroups')).find((item) => item.id === group.id).productCount).toBe(1);
    // Nothing is copied into the manual list.
    expect(await db().select().from(collectionProducts).where(eq(collectionProducts.collectionId, group.id))).toEqual([]);

    // A price change takes the towel out at once; the editor may not tick a rule group by hand.
    const current = await editorOf(owner, towel);
    await save(owner, 'UpdateProduct', { ProductID: towel, Version: current.version, Price: '60' });
    expect(await page(`/beach-${run}`)).not.toContain(`Towel ${run}`);
    const ticked = await call('/Owner/UpdateProduct', {
      token: owner,
      body: { ProductID: towel, Version: current.version + 1, GroupIDs: [group.id] },
    });
    expect([ticked.status, fieldsOf(ticked)]).toEqual([400, ['GroupIDs.0']]);
  });

  it('refuses an empty rule, a reversed price range and bad parts, each by its field, writing nothing', async () => {
    const owner = await ownerToken('aurora');
    const refusals: Array<[object, string]> = [
      [{}, 'Rule'],
      [{ PriceMin: '50', PriceMax: '10' }, 'Rule.PriceMax'],
      [{ PriceMin: '1.234' }, 'Rule.PriceMin'],
      [{ Tags: [''] }, 'Rule.Tags.0'],
      [{ BrandIDs: ['x'] }, 'Rule.BrandIDs.0'],
      [{ CategoryIDs: [2_000_000_000] }, 'Rule.CategoryIDs.0'],
    ];
    const name = `Refused ${stamp()}`;
    for (const [rule, field] of refusals) {
      const answer = await call('/Owner/SaveProductGroup', { token: owner, body: { Name: name, Rule: rule } });
      expect([answer.status, fieldsOf(answer)], JSON.stringify(rule)).toEqual([400, [field]]);
    }
    expect(await db().select().from(collections).where(eq(collections.name, name))).toEqual([]);
  });

  it("never reads, changes or fills another store's group, nor names another store's brand in a rule", async () => {
    const aurora = await ownerToken('aurora');
    const nordic = await ownerToken('nordic');
    const run = stamp();
    const group = await save(aurora, 'SaveProductGroup', { Name: `Aurora picks ${run}` });
    const brand = await save(aurora, 'SaveBrand', { Name: `Aurora make ${run}` });
    const tries: Array<[string, object, number, string]> = [
      ['SaveProductGroup', { GroupID: group.id, Name: 'Taken over' }, 404, 'GroupID'],
      ['DeleteProductGroup', { GroupID: group.id }, 404, 'GroupID'],
      ['CreateProduct', { Name: 'Sneaked in', Price: '1', GroupIDs: [group.id] }, 400, 'GroupIDs.0'],
      ['SaveProductGroup', { Name: `Borrowed ${run}`, Rule: { BrandIDs: [brand.id] } }, 400, 'Rule.BrandIDs.0'],
    ];
    for (const [path, body, status, field] of tries) {
      const answer = await call(`/Owner/${path}`, { token: nordic, body });
      expect([answer.status, fieldsOf(answer)], path).toEqual([status, [field]]);
    }
    expect((await listed(nordic, 'ProductGroups')).some((item) => item.id === group.id)).toBe(false);
    const [row] = await db().select().from(collections).where(eq(collections.id, group.id));
    expect(row!.name).toBe(`Aurora picks ${run}`);
    expect(await db().select().from(collectionProducts).where(eq(collectionProducts.collectionId, group.id))).toEqual([]);
  });

  it("keeps a hand-picked group's products in the owner's order, which its page lists by default", async () => {
    const owner = await ownerToken('aurora');
    const run = stamp();
    const group = await save(owner, 'SaveProductGroup', { Name: `Window ${run}` });
    const names = ['Alder', 'Birch', 'Cedar'].map((name) => `${name} stool ${run}`);
    const ids: number[] = [];
    for (const name of names)
      ids.push((await save(owner, 'CreateProduct', { Name: name, Price: '40', Status: 'active', GroupIDs: [group.id] })).product.productID);
    const order = async () =>
      (await call(`/Owner/ProductGroupProducts?GroupID=${group.id}`, { token: owner })).body.data.items.map((item: Any) => item.productID);
    const shown = async (query = '') => {
      const html = await page(`/window-${run}${query}`);
      return [...names].sort((a, b) => html.indexOf(a) - html.indexOf(b));
    };
    // A new member goes last.
    expect(await order()).toEqual(ids);
    expect(await shown()).toEqual(names);

    expect(await save(owner, 'ReorderProductGroup', { GroupID: group.id, ProductIDs: [ids[2], ids[0], ids[1]] })).toEqual({ count: 3 });
    expect(await order()).toEqual([ids[2], ids[0], ids[1]]);
    expect(await shown()).toEqual([names[2], names[0], names[1]]);
    expect(await page(`/window-${run}`)).toContain('>Featured</option>');
    // The spec's other sorts still sort: Z-A, then price.
    expect(await shown('?sort=5')).toEqual([names[2], names[1], names[0]]);
    // A member the save does not name (one another owner added meanwhile) keeps its place after the named ones.
    expect(await save(owner, 'ReorderProductGroup', { GroupID: group.id, ProductIDs: [ids[1]] })).toEqual({ count: 3 });
    expect(await shown()).toEqual([names[1], names[2], names[0]]);
  });

  it("refuses to order a rule group, a product outside the group, a repeat, or another store's group", async () => {
    const aurora = await ownerToken('aurora');
    const nordic = await ownerToken('nordic');
    const run = stamp();
    const group = await save(aurora, 'SaveProductGroup', { Name: `Shelf ${run}` });
    const ruled = await save(aurora, 'SaveProductGroup', { Name: `Ruled ${run}`, Rule: { Tags: [`t-${run}`] } });
    const member = (await save(aurora, 'CreateProduct', { Name: `Shelf jar ${run}`, Price: '5', GroupIDs: [group.id] })).product.productID;
    const stranger = (await save(aurora, 'CreateProduct', { Name: `Loose jar ${run}`, Price: '5' })).product.productID;
    const refusals: Array<[string, object, number, string]> = [
      [aurora, { GroupID: group.id, ProductIDs: [member, stranger] }, 400, 'ProductIDs.1'],
      [aurora, { GroupID: group.id, ProductIDs: [member, member] }, 400, 'ProductIDs.1'],
      [aurora, { GroupID: group.id, ProductIDs: [] }, 400, 'ProductIDs'],
      [aurora, { GroupID: group.id, ProductIDs: ['x'] }, 400, 'ProductIDs.0'],
      [aurora, { GroupID: ruled.id, ProductIDs: [member] }, 400, 'GroupID'],
      [nordic, { GroupID: group.id, ProductIDs: [member] }, 404, 'GroupID'],
    ];
    for (const [token, body, status, field] of refusals) {
      const answer = await call('/Owner/ReorderProductGroup', { token, body });
      expect([answer.status, fieldsOf(answer)], JSON.stringify(body)).toEqual([status, [field]]);
    }
    const read = await call(`/Owner/ProductGroupProducts?GroupID=${group.id}`, { token: nordic });
    expect([read.status, fieldsOf(read)]).toEqual([404, ['GroupID']]);
    const [row] = await db().select().from(collectionProducts).where(eq(collectionProducts.collectionId, group.id));
    expect(row).toMatchObject({ productId: member, position: 0 });
  });
});
