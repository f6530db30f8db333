/**
 * The owner's categories, brands and product groups (decision 92): created with a handle of their own,
 * renamed and moved in the tree with shoppers seeing it at once, handles unique across the store's
 * flat URLs (409), bad fields named (400), deletes that unlink products and never delete them, and
 * another store's ids answered 404 with nothing written; pictures and logos from the store's own media
 * only, shown to shoppers at once.
 */
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { categories, collectionProducts, products } from '../../server/store-api/db/schema';
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
const page = async (store: string, path: string) =>
  (await server.host.app.inject({ method: 'GET', url: path, headers: { host: `${store}.localhost:3000` } })).body;
/** A picture uploaded to the store's media library, through the checks every picture passes. */
async function upload(owner: string, name: string, colour: string) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const answer = await call('/Theme/UploadMedia', {
    token: owner,
    body: { FileName: `${name}.png`, Base64: png.toString('base64'), Alt: name },
  });
  if (answer.status !== 200) throw new Error(`UploadMedia answered ${answer.status}`);
  return answer.body.data.image as string;
}
/** How a page addresses a `media://` file (after the static CDN's base). */
const mediaPath = (file: string) => file.replace('media://', '/');

async function product(owner: string, extra: object) {
  const made = await save(owner, 'CreateProduct', { Name: `Listed lamp ${stamp()}`, Price: '12', Status: 'active', ...extra });
  return made.product.productID as number;
}

describe('categories, brands and product groups', () => {
  it('creates a category tree, renames and reorders it, and shoppers see each change at once', async () => {
    const owner = await ownerToken('aurora');
    const run = stamp();
    const parent = await save(owner, 'SaveCategory', { Name: `Lamps ${run}` });
    expect(parent).toMatchObject({ handle: `lamps-${run}`, parentID: null, productCount: 0 });
    const child = await save(owner, 'SaveCategory', { Name: `Desk lamps ${run}`, ParentID: parent.id, SeoTitle: 'Desk lamps' });
    expect(child).toMatchObject({ parentID: parent.id, seoTitle: 'Desk lamps' });
    const used = await product(owner, { CategoryID: child.id });
    expect((await listed(owner, 'Categories')).find((item) => item.id === child.id).productCount).toBe(1);

    // The category's listing page (the parent's shows its child's products) follows each change at once.
    const page = async () =>
      (await server.host.app.inject({ method: 'GET', url: `/lamps-${run}`, headers: { host: 'aurora.localhost:3000' } })).body;
    expect(await page()).toContain(`Lamps ${run}`);
    await save(owner, 'SaveCategory', { CategoryID: parent.id, Name: `Lights ${run}` });
    expect(await page()).toContain(`Lights ${run}`);
    // A renamed category keeps its handle unless the owner changes it.
    expect((await listed(owner, 'Categories')).find((item) => item.id === parent.id).handle).toBe(`lamps-${run}`);

    const order = [child.id, parent.id];
    expect((await call('/Owner/ReorderCategories', { token: owner, body: { CategoryIDs: order } })).status).toBe(200);
    const positions = await db().select().from(categories).where(inArray(categories.id, order));
    expect(positions.find((row) => row.id === child.id)!.position).toBeLessThan(positions.find((row) => row.id === parent.id)!.position);

    // Deleting the parent moves its child up; deleting the child unlinks its product, which stays.
    const gone = await save(owner, 'DeleteCategory', { CategoryID: parent.id });
    expect(gone).toEqual({ id: parent.id, unlinkedProducts: 0, movedChildren: 1 });
    const deleted = await call('/Owner/DeleteCategory', { token: owner, body: { CategoryID: child.id } });
    expect(deleted.body.data).toEqual({ id: child.id, unlinkedProducts: 1, movedChildren: 0 });
    expect(deleted.body.message).toContain('1 product no longer linked');
    const [kept] = await db().select().from(products).where(eq(products.id, used));
    expect(kept!.categoryId).toBeNull();
  });

  it('refuses a handle in use (409), bad fields (400) and a category inside itself, each by name', async () => {
    const owner = await ownerToken('aurora');
    const run = stamp();
    const top = await save(owner, 'SaveCategory', { Name: `Vases ${run}` });
    const below = await save(owner, 'SaveCategory', { Name: `Tall vases ${run}`, ParentID: top.id });
    const productHandle = `vase-product-${run}`;
    await product(owner, { Handle: productHandle });
    const refusals: Array<[string, object, number, string]> = [
      ['SaveCategory', { Name: 'Again', Handle: top.handle }, 409, 'Handle'],
      ['SaveBrand', { Name: 'Taken', Handle: productHandle }, 409, 'Handle'],
      ['SaveProductGroup', { Name: 'Taken', Handle: below.handle }, 409, 'Handle'],
      ['SaveCategory', { Name: 'Bad', Handle: 'Not A Handle' }, 400, 'Handle'],
      ['SaveBrand', { Name: '  ' }, 400, 'Name'],
      ['SaveBrand', { Name: 'Logo', LogoFile: 'https://elsewhere.example/logo.png' }, 400, 'LogoFile'],
      ['SaveBrand', { Name: 'Logo', LogoFile: 'media://nordic/uploads/not-ours.webp' }, 400, 'LogoFile'],
      ['SaveCategory', { CategoryID: top.id, Name: 'Loop', ParentID: top.id }, 400, 'ParentID'],
      ['SaveCategory', { CategoryID: top.id, Name: 'Loop', ParentID: below.id }, 400, 'ParentID'],
      ['ReorderCategories', { CategoryIDs: [top.id, top.id] }, 400, 'CategoryIDs.1'],
    ];
    for (const [path, body, status, field] of refusals) {
      const answer = await call(`/Owner/${path}`, { token: owner, body });
      expect([answer.status, fieldsOf(answer)], `${path} ${JSON.stringify(body)}`).toEqual([status, [field]]);
    }
    const [row] = await db().select().from(categories).where(eq(categories.id, top.id));
    expect([row!.name, row!.parentId]).toEqual([`Vases ${run}`, null]);
  });

  it('deletes a brand or a group in use: its products lose the link and stay', async () => {
    const owner = await ownerToken('aurora');
    const brand = await save(owner, 'SaveBrand', { Name: `Quokka ${stamp()}` });
    const used = await product(owner, { BrandID: brand.id });
    const groups = await listed(owner, 'ProductGroups');
    const group = groups.find((item) => item.productCount > 0);
    expect(group).toBeDefined();
    const members = await db().select().from(collectionProducts).where(eq(collectionProducts.collectionId, group.id));
    const removed = await save(owner, 'DeleteProductGroup', { GroupID: group.id });
    expect(removed).toMatchObject({ unlinkedProducts: members.length });
    const stayed = await db()
      .select()
      .from(products)
      .where(
        inArray(
          products.id,
          members.map((member) => member.productId),
        ),
      );
    expect(stayed).toHaveLength(members.length);
    expect(await save(owner, 'DeleteBrand', { BrandID: brand.id })).toMatchObject({ unlinkedProducts: 1 });
    const [kept] = await db().select().from(products).where(eq(products.id, used));
    expect(kept!.brandId).toBeNull();
  });

  it("answers another store's ids 404 and never writes them", async () => {
    const aurora = await ownerToken('aurora');
    const nordic = await ownerToken('nordic');
    const category = await save(aurora, 'SaveCategory', { Name: `Aurora only ${stamp()}` });
    const brand = await save(aurora, 'SaveBrand', { Name: `Aurora brand ${stamp()}` });
    const tries: Array<[string, object, string]> = [
      ['SaveCategory', { CategoryID: category.id, Name: 'Taken over' }, 'CategoryID'],
      ['SaveCategory', { Name: 'Child of theirs', ParentID: category.id }, 'ParentID'],
      ['DeleteCategory', { CategoryID: category.id }, 'CategoryID'],
      ['ReorderCategories', { CategoryIDs: [category.id] }, 'CategoryIDs.0'],
      ['SaveBrand', { BrandID: brand.id, Name: 'Taken over' }, 'BrandID'],
      ['DeleteBrand', { BrandID: brand.id }, 'BrandID'],
    ];
    for (const [path, body, field] of tries) {
      const answer = await call(`/Owner/${path}`, { token: nordic, body });
      expect([answer.status, fieldsOf(answer)], path).toEqual([404, [field]]);
    }
    expect((await listed(nordic, 'Categories')).some((item) => item.id === category.id)).toBe(false);
    // A product of Nordic cannot name Aurora's category either.
    const refused = await call('/Owner/CreateProduct', { token: nordic, body: { Name: 'Borrowed', Price: '1', CategoryID: category.id } });
    expect([refused.status, fieldsOf(refused)]).toEqual([400, ['CategoryID']]);
    const [row] = await db().select().from(categories).where(eq(categories.id, category.id));
    expect(row!.name).toBe(category.name);
    // The same handle is free in another store.
    expect((await save(nordic, 'SaveCategory', { Name: 'Same', Handle: category.handle })).handle).toBe(category.handle);
  });

  it("gives a category its picture and a brand its logo from the store's media, which shoppers see at once", async () => {
    const aurora = await ownerToken('aurora');
    const nordic = await ownerToken('nordic');
    const [tile] = await listed(aurora, 'Categories');
    const picture = await upload(aurora, 'Linen tile', '#ccbbaa');
    const saved = await save(aurora, 'SaveCategory', { CategoryID: tile.id, Name: tile.name, ImageFile: picture });
    expect(saved.imageFile).toBe(picture);
    // The home page's category tiles show it (the seed's picture gone).
    const home = await page('aurora', '/');
    expect(home).toContain(mediaPath(picture));
    expect(home).not.toContain(mediaPath(tile.imageFile));

    // The brand strip (alphabetical: its first brand) shows the new logo; removing it leaves a placeholder.
    const [first] = (await listed(nordic, 'Brands')).sort((a, b) => (a.name < b.name ? -1 : 1));
    const logo = await upload(nordic, 'Maker logo', '#223344');
    expect((await save(nordic, 'SaveBrand', { BrandID: first.id, Name: first.name, LogoFile: logo })).imageFile).toBe(logo);
    expect(await page('nordic', '/')).toContain(mediaPath(logo));
    expect((await save(nordic, 'SaveBrand', { BrandID: first.id, Name: first.name, LogoFile: '' })).imageFile).toBe('');
    expect(await page('nordic', '/')).not.toContain(mediaPath(logo));

    // Another store's real upload is refused by its field, and nothing changes.
    const tries: Array<[string, object, string]> = [
      ['SaveCategory', { CategoryID: tile.id, Name: tile.name, ImageFile: logo }, 'ImageFile'],
      ['SaveBrand', { Name: `Borrowed logo ${stamp()}`, LogoFile: logo }, 'LogoFile'],
      ['SaveProductGroup', { Name: `Borrowed picture ${stamp()}`, ImageFile: logo }, 'ImageFile'],
      ['SaveCategory', { CategoryID: tile.id, Name: tile.name, ImageFile: '/media/nordic/uploads/x.webp' }, 'ImageFile'],
    ];
    for (const [path, body, field] of tries) {
      const answer = await call(`/Owner/${path}`, { token: aurora, body });
      expect([answer.status, fieldsOf(answer)], path).toEqual([400, [field]]);
    }
    const [row] = await db().select().from(categories).where(eq(categories.id, tile.id));
    expect(row!.imageFile).toBe(picture);
  });
});
