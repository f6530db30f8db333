/**
 * The demo seed against a real database (embedded PGlite, or PostgreSQL when TEST_DATABASE_URL is set):
 * run twice, it must leave five complete, consistent stores and the same rows both times.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { openDatabase, type DatabaseHandle, type Db } from '../../server/store-api/platform/database/client';
import {
  addons,
  attributeValues,
  attributes,
  brands,
  categories,
  collectionProducts,
  collections,
  faqs,
  media,
  pages,
  productImages,
  products,
  reviews,
  stores,
  themes,
  variantValues,
  variants,
} from '../../server/store-api/db/schema';
import { recreateDatabase } from './support/postgres-databases';
import { isSeeded, seedDemoStores, type SeedSummary } from '../../server/store-api/db/seed/seed';
import { parseThemeDocument } from '../../src/domain/theme/theme-document';
import { SECTION_TYPE_IDS } from '../../src/domain/sections/section-types';

const BIG_STORES = {
  aurora: ['dresses', 'shirts', 'knitwear', 'shoes', 'accessories', 'outerwear'],
  nordic: ['sofas', 'lighting', 'tables', 'chairs', 'textiles', 'decor'],
  sakura: ['laptops', 'phones', 'audio', 'cameras', 'wearables', 'accessories'],
} as const;

const EXPECTED_STORES = [
  {
    name: 'aurora',
    title: 'Aurora Boutique',
    currency: 'USD',
    symbol: '$',
    rate: 1,
    showCurrency: false,
    action: 'OPEN_DRAWER',
    account: 2,
    contact: 2,
    maintenance: false,
    locked: false,
  },
  {
    name: 'nordic',
    title: 'Nordic Living',
    currency: 'EUR',
    symbol: '€',
    rate: 0.92,
    showCurrency: true,
    action: 'OPEN_CART',
    account: 1,
    contact: 1,
    maintenance: false,
    locked: false,
  },
  {
    name: 'sakura',
    title: 'Sakura Tech',
    currency: 'JPY',
    symbol: '¥',
    rate: 150,
    showCurrency: true,
    action: 'OPEN_DRAWER',
    account: 2,
    contact: 4,
    maintenance: false,
    locked: false,
  },
  { name: 'atelier', title: 'Atelier Clay', currency: 'GBP', symbol: '£', rate: 0.79, maintenance: true, locked: false },
  { name: 'vault', title: 'The Vault Cellar', currency: 'CHF', symbol: 'CHF ', rate: 0.88, maintenance: false, locked: true },
];

const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);/g;
const TAG = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/y;

/**
 * Well-formedness check for the generated SVG subset (elements, double-quoted attributes, text; no
 * comments or CDATA): tags balance, and no stray `<` or bare `&`. Returns the root's attributes.
 */
function parseSvgRoot(body: string): Record<string, string> {
  const stack: string[] = [];
  let root: Record<string, string> | null = null;
  let at = 0;
  while (at < body.length) {
    const next = body.indexOf('<', at);
    const text = body.slice(at, next === -1 ? body.length : next);
    if (text.replace(ENTITY, '').includes('&')) throw new Error(`bare & in text at ${at}`);
    if (next === -1) break;
    TAG.lastIndex = next;
    const tag = TAG.exec(body);
    if (!tag) throw new Error(`malformed tag at ${next}`);
    const [, closing, name = '', attrs = '', selfClosing] = tag;
    if (attrs.replace(ENTITY, '').includes('&')) throw new Error(`bare & in attribute of ${name}`);
    if (closing) {
      if (stack.pop() !== name) throw new Error(`unbalanced </${name}>`);
    } else {
      if (stack.length === 0 && root) throw new Error('more than one root element');
      if (stack.length === 0) root = Object.fromEntries([...attrs.matchAll(/([\w:.-]+)="([^"]*)"/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
      if (stack.length === 0 && name !== 'svg') throw new Error(`root is ${name}`);
      if (!selfClosing) stack.push(name);
    }
    at = TAG.lastIndex;
  }
  if (stack.length > 0 || !root) throw new Error(`unclosed ${stack.join(' > ')}`);
  return root;
}

const viaProduct = (table: string) => `select count(*) from ${table} x join products p on p.id = x.product_id where p.store_id = s.id`;
const COUNT_QUERIES: Record<string, string> = {
  ...Object.fromEntries(
    ['products', 'categories', 'brands', 'collections', 'attributes', 'themes', 'media'].map((table) => [
      table,
      `select count(*) from ${table} x where x.store_id = s.id`,
    ]),
  ),
  ...Object.fromEntries(['product_images', 'variants', 'addons', 'reviews', 'faqs'].map((table) => [table, viaProduct(table)])),
  variant_values:
    'select count(*) from variant_values vv join variants v on v.id = vv.variant_id join products p on p.id = v.product_id where p.store_id = s.id',
  attribute_values: 'select count(*) from attribute_values av join attributes a on a.id = av.attribute_id where a.store_id = s.id',
  collection_products: 'select count(*) from collection_products cp join collections c on c.id = cp.collection_id where c.store_id = s.id',
};

/** Row counts of every seeded table plus a digest of product data, per store name. */
async function snapshot(db: Db): Promise<Record<string, Record<string, unknown>>> {
  const columns = Object.entries(COUNT_QUERIES)
    .map(([label, query]) => `(${query})::int as "${label}"`)
    .join(', ');
  // Both drivers answer execute() with { rows }.
  const counted = (await db.execute(sql.raw(`select s.name, ${columns} from stores s`))) as unknown as { rows: Record<string, unknown>[] };
  const result = Object.fromEntries(counted.rows.map(({ name, ...counts }) => [String(name), counts as Record<string, unknown>]));
  const rows = await db
    .select({
      store: stores.name,
      slug: products.slug,
      price: products.price,
      stock: products.stock,
      rating: products.rating,
      createdAt: products.createdAt,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .orderBy(products.slug);
  for (const row of rows) {
    const entry = (result[row.store] ??= {});
    entry.digest = `${String(entry.digest ?? '')}|${row.slug}:${row.price}:${row.stock}:${row.rating}:${row.createdAt.toISOString()}`;
  }
  return result;
}

describe('demo seed', () => {
  let handle: DatabaseHandle;
  let db: Db;
  let first: Record<string, Record<string, unknown>>;
  let summary: SeedSummary;
  let seconds = 0;

  beforeAll(async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
    // Empty on both: the shared PostgreSQL test database holds whatever the previous file seeded.
    if (databaseUrl) await recreateDatabase(databaseUrl);
    handle = await openDatabase({ dataDir: 'memory://', databaseUrl });
    db = handle.db;
    expect(await isSeeded(db)).toBe(false);
    const started = performance.now();
    await seedDemoStores(db);
    seconds = (performance.now() - started) / 1000;
    first = await snapshot(db);
    summary = await seedDemoStores(db);
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('is re-runnable: a second run leaves the same rows', async () => {
    console.info(`first seed took ${seconds.toFixed(1)} s`);
    expect(await isSeeded(db)).toBe(true);
    expect(await snapshot(db)).toEqual(first);
    expect(Object.keys(summary)).toEqual(['aurora', 'nordic', 'sakura', 'atelier', 'vault']);
    for (const [name, result] of Object.entries(summary)) {
      expect(first[name]?.products).toBe(result.counts.products);
      expect(first[name]?.media).toBe(result.counts.media);
    }
  });

  it('creates the five stores with their currencies, flags and settings', async () => {
    const rows = await db
      .select()
      .from(stores)
      .where(
        inArray(
          stores.name,
          EXPECTED_STORES.map((s) => s.name),
        ),
      );
    expect(rows).toHaveLength(5);
    for (const expected of EXPECTED_STORES) {
      const row = rows.find((r) => r.name === expected.name);
      expect(row, expected.name).toBeDefined();
      if (!row) continue;
      expect(row).toMatchObject({
        title: expected.title,
        currencyAbbreviation: expected.currency,
        currencySymbol: expected.symbol,
        isMaintenance: expected.maintenance,
        isPasswordProtected: expected.locked,
        domain: `${expected.name}.localhost`,
        subDomain: expected.name,
        mainDomain: 'localhost',
        isSubDomain: true,
        webLink: `http://${expected.name}.localhost:3000`,
      });
      expect(Number(row.currencyRate)).toBe(expected.rate);
      expect(row.webMeta.description).toBeTruthy();
      expect(row.settings).toMatchObject({ staticCDN: '/media' });
      if ('action' in expected) {
        expect(row.settings).toMatchObject({
          show_currency: expected.showCurrency,
          add_to_card_action: expected.action,
          account_mode: expected.account,
          contact_requirement_mode: expected.contact,
        });
      }
      const scripts = row.settings.scripts as Record<string, string>;
      // No third party's tag on a demo store: its pages call no outside service.
      expect(Object.values(scripts).filter((v) => v !== '')).toHaveLength(0);
      const [active] = await db
        .select()
        .from(themes)
        .where(eq(themes.id, row.activeThemeId ?? -1));
      expect(active?.storeId).toBe(row.id);
      expect(active?.name).toBe(`${expected.title} Default`);
    }
    const vault = rows.find((r) => r.name === 'vault');
    expect(vault?.storePasswordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(vault?.storePasswordHash ?? '', 'opensesame')).toBe(true);
  });

  it('gives every theme a JSON document with home sections, and Aurora a darker second theme', async () => {
    const rows = await db
      .select({ store: stores.name, name: themes.name, data: themes.themeData })
      .from(themes)
      .innerJoin(stores, eq(stores.id, themes.storeId));
    for (const row of rows) {
      const raw = JSON.parse(row.data) as { sections?: unknown[]; settings?: Record<string, unknown> };
      expect(Array.isArray(raw.sections) && raw.sections.length > 0, row.name).toBe(true);
      // No section is lost in the reading: a seeded header or footer is read into its group (decision 35).
      const read = parseThemeDocument(row.data);
      expect(read.sections.length + read.groups.header.length + read.groups.footer.length).toBe(raw.sections?.length ?? -1);
      expect(read.sections.length).toBeGreaterThan(0);
    }
    const aurora = rows.filter((r) => r.store === 'aurora');
    expect(aurora.map((r) => r.name).sort()).toEqual(['Aurora Boutique Default', 'Aurora Night']);
    const [day, night] = ['Aurora Boutique Default', 'Aurora Night'].map((name) =>
      parseThemeDocument(aurora.find((r) => r.name === name)?.data),
    );
    expect(night?.settings.background_color).not.toEqual(day?.settings.background_color);
    expect(night?.sections).toEqual(day?.sections);
  });

  it('shows every section type on an open store (home, templates, header, footer and custom pages)', async () => {
    const open = (await db.select().from(stores)).filter((store) => !store.isMaintenance && !store.storePasswordHash);
    const shown = new Set<number>();
    for (const store of open) {
      for (const theme of await db.select().from(themes).where(eq(themes.storeId, store.id))) {
        const doc = parseThemeDocument(theme.themeData);
        const all = [
          ...doc.sections,
          ...doc.groups.header,
          ...doc.groups.footer,
          ...Object.values(doc.templates).flatMap((template) => template.sections),
          ...Object.values(doc.pages).flat(),
        ];
        for (const section of all) if (!section.is_hidden) shown.add(section.section_type_id);
      }
      for (const page of await db.select().from(pages).where(eq(pages.storeId, store.id)))
        for (const section of JSON.parse(page.sections) as Array<{ section_type_id: number; is_hidden?: boolean }>)
          if (!section.is_hidden) shown.add(section.section_type_id);
    }
    expect(SECTION_TYPE_IDS.filter((type) => !shown.has(type))).toEqual([]);
  });

  it('seeds at least 200 products, two with hidden prices, and unique URL slugs per store', async () => {
    const rows = await db.select({ store: products.storeId, slug: products.slug, hidden: products.isHidePrice }).from(products);
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(rows.filter((r) => r.hidden)).toHaveLength(2);
    const taxonomy = [
      ...(await db.select({ store: categories.storeId, slug: categories.slug }).from(categories)),
      ...(await db.select({ store: brands.storeId, slug: brands.slug }).from(brands)),
    ];
    // Products, categories and brands share one flat URL space (/<slug>) within a store.
    const keys = [...rows, ...taxonomy].map((r) => `${r.store}/${r.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  describe.each(Object.entries(BIG_STORES))('%s', (name, categorySlugs) => {
    const storeProducts = async () => {
      const [store] = await db.select().from(stores).where(eq(stores.name, name));
      return db
        .select()
        .from(products)
        .where(eq(products.storeId, store?.id ?? -1));
    };

    it('has products in every category and a few out of stock', async () => {
      const [store] = await db.select().from(stores).where(eq(stores.name, name));
      const perCategory = await db
        .select({ slug: categories.slug, n: count(products.id) })
        .from(categories)
        .leftJoin(products, eq(products.categoryId, categories.id))
        .where(eq(categories.storeId, store?.id ?? -1))
        .groupBy(categories.slug);
      expect(perCategory.map((r) => r.slug).sort()).toEqual([...categorySlugs].sort());
      for (const row of perCategory) expect(Number(row.n), row.slug).toBeGreaterThan(0);
      const list = await storeProducts();
      const variantRows = await db
        .select()
        .from(variants)
        .where(
          inArray(
            variants.productId,
            list.map((p) => p.id),
          ),
        );
      const soldOut = list.filter((p) => p.stock === 0);
      expect(soldOut.length).toBeGreaterThan(0);
      for (const product of list) {
        const own = variantRows.filter((v) => v.productId === product.id);
        if (own.length > 0) expect(own.reduce((sum, v) => sum + v.stock, 0)).toBe(product.stock);
        if (own.length > 0) expect(own.length).toBeLessThanOrEqual(6);
      }
      const [bestsellers] = await db
        .select({ n: count() })
        .from(collectionProducts)
        .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
        .where(eq(collections.slug, `${name}-bestsellers`));
      expect(Number(bestsellers?.n)).toBe(12);
    });

    it('has variants of all three display types, add-ons and FAQs', async () => {
      const ids = (await storeProducts()).map((p) => p.id);
      const types = await db
        .selectDistinct({ type: attributes.displayType })
        .from(variantValues)
        .innerJoin(variants, eq(variants.id, variantValues.variantId))
        .innerJoin(attributeValues, eq(attributeValues.id, variantValues.attributeValueId))
        .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
        .where(inArray(variants.productId, ids));
      expect(types.map((t) => t.type).sort()).toEqual(['color', 'dropdown', 'namelist']);
      const [addonCount] = await db.select({ n: count() }).from(addons).where(inArray(addons.productId, ids));
      expect(Number(addonCount?.n)).toBeGreaterThan(0);
      const [faqCount] = await db.select({ n: count() }).from(faqs).where(inArray(faqs.productId, ids));
      expect(Number(faqCount?.n)).toBeGreaterThan(0);
    });

    it('keeps rating and rating_count consistent with the reviews', async () => {
      const list = await storeProducts();
      const reviewRows = await db
        .select()
        .from(reviews)
        .where(
          inArray(
            reviews.productId,
            list.map((p) => p.id),
          ),
        );
      expect(reviewRows.length).toBeGreaterThan(0);
      for (const product of list) {
        const own = reviewRows.filter((r) => r.productId === product.id);
        expect(product.ratingCount).toBe(own.length);
        const expected = own.length === 0 ? 0 : Math.round((own.reduce((s, r) => s + r.rating, 0) * 100) / own.length) / 100;
        expect(Number(product.rating)).toBeCloseTo(expected, 2);
        for (const review of own) expect(review.rating).toBeGreaterThanOrEqual(1);
      }
    });
  });

  it('stores every referenced media:// file as a small, valid SVG', async () => {
    const refs = new Set<string>();
    const add = (value: string | null | undefined) => {
      if (value?.startsWith('media://')) refs.add(value.slice('media://'.length));
    };
    for (const row of await db.select().from(productImages)) {
      add(row.imageFile);
      add(row.thumbnailFile);
    }
    for (const row of await db.select().from(products)) add(row.meta.metaImage);
    for (const row of await db.select().from(variants)) add(row.imageFile);
    for (const row of await db.select().from(categories)) add(row.imageFile);
    for (const row of await db.select().from(brands)) add(row.logoFile);
    for (const row of await db.select().from(collections)) add(row.imageFile);
    for (const row of await db.select().from(stores)) add(row.webMeta.image);
    for (const row of await db.select().from(themes)) for (const match of row.themeData.matchAll(/media:\/\/[^"'\s)\\]+/g)) add(match[0]);
    const files = new Map((await db.select().from(media)).map((row) => [row.path, row]));
    const missing = [...refs].filter((path) => !files.has(path));
    expect(missing).toEqual([]);
    for (const file of files.values()) {
      expect(file.contentType).toBe('image/svg+xml');
      expect(Buffer.byteLength(file.body), file.path).toBeLessThan(3 * 1024);
      const root = parseSvgRoot(file.body);
      expect(root.xmlns, file.path).toBe('http://www.w3.org/2000/svg');
      for (const attribute of ['width', 'height', 'viewBox']) expect(root[attribute], `${file.path} ${attribute}`).toBeTruthy();
    }
  });

  it('reseeds only the stores named in `only`, and rejects unknown names', async () => {
    const before = await db.select({ name: stores.name, id: stores.id }).from(stores);
    await seedDemoStores(db, { only: ['atelier'] });
    const after = await db.select({ name: stores.name, id: stores.id }).from(stores);
    for (const row of before) {
      const now = after.find((r) => r.name === row.name);
      if (row.name === 'atelier') expect(now?.id).not.toBe(row.id);
      else expect(now?.id).toBe(row.id);
    }
    expect((await snapshot(db)).atelier).toEqual(first.atelier);
    await expect(seedDemoStores(db, { only: ['nope'] })).rejects.toThrow(/Unknown demo store/);
  });
});
