/**
 * Writes one planned demo store inside a transaction: first removes any earlier copy by name (its
 * rows go with it through ON DELETE CASCADE), then inserts the store, themes, taxonomy and catalogue.
 */
import { eq } from 'drizzle-orm';
import { attributeValues, attributes, brands, categories, collections, customers, pages, stores, themes, themeVersions } from '../schema';
import { demoCustomer } from './demo-customer';
import { demoPages } from './demo-pages';
import type { DemoStore } from './demo-stores';
import { siteSettingsOf } from './demo-stores';
import type { CataloguePlan } from './catalogue-plan';
import { mediaUrl, valueKey } from './catalogue-plan';
import type { MediaFile } from './plan-media';
import type { ThemePlan } from './plan-themes';
import { idLookup, type Tx } from './insert-chunks';
import { writeProducts, type ProductCounts } from './write-products';
import { DEMO_TAX, writeCheckoutSettings, writeProductWeights } from './seed-checkout';
import { writeDiscounts } from './seed-discounts';
import { SEED_BASE_DATE, daysBefore } from './seed-text';

export interface StorePlan {
  store: DemoStore;
  passwordHash: string | null;
  /** Argon2id of the demo customer's password (demo-customer.ts). */
  demoCustomerHash: string;
  themes: ThemePlan[];
  catalogue: CataloguePlan;
  media: MediaFile[];
}

export interface StoreCounts extends ProductCounts {
  themes: number;
  categories: number;
  brands: number;
  collections: number;
  attributes: number;
  attributeValues: number;
}

async function insertStore(tx: Tx, plan: StorePlan): Promise<number> {
  const { store } = plan;
  const [row] = await tx
    .insert(stores)
    .values({
      name: store.name,
      title: store.title,
      domain: `${store.name}.localhost`,
      mainDomain: 'localhost',
      subDomain: store.name,
      isSubDomain: true,
      webLink: `http://${store.name}.localhost:3000`,
      webMeta: { description: `${store.title}: ${store.tagline}.`, keywords: store.keywords, image: mediaUrl(store.name, 'logo.svg') },
      currencyAbbreviation: store.currency.abbreviation,
      currencySymbol: store.currency.symbol,
      currencyRate: store.currency.rate,
      isMaintenance: store.isMaintenance,
      isPasswordProtected: plan.passwordHash !== null,
      storePasswordHash: plan.passwordHash,
      settings: { ...siteSettingsOf(store) },
      ...DEMO_TAX[store.name],
      createdAt: daysBefore(SEED_BASE_DATE, 400),
    })
    .returning({ id: stores.id });
  if (!row) throw new Error(`seed: store ${store.name} was not inserted`);
  return row.id;
}

async function insertThemes(tx: Tx, storeId: number, plans: ThemePlan[]): Promise<void> {
  const rows = await tx
    .insert(themes)
    .values(plans.map((theme) => ({ storeId, name: theme.name, themeData: theme.themeData, themeCss: '', updatedAt: SEED_BASE_DATE })))
    .returning({ id: themes.id, name: themes.name });
  const active = rows.find((row) => row.name === plans.find((theme) => theme.active)?.name);
  if (!active) return;
  await tx.update(stores).set({ activeThemeId: active.id }).where(eq(stores.id, storeId));
  // The theme the store starts with is its first version: the owner can always go back to it.
  const themeData = plans.find((theme) => theme.active)!.themeData;
  await tx.insert(themeVersions).values({ storeId, themeId: active.id, themeData, publishedAt: SEED_BASE_DATE, note: 'Original theme' });
}

/** Attributes and their values; returns a lookup of valueKey to attribute_values.id. */
async function insertAttributes(
  tx: Tx,
  storeId: number,
  catalogue: CataloguePlan,
): Promise<{ valueId: (key: string) => number; values: number }> {
  const attributeRows = await tx
    .insert(attributes)
    .values(catalogue.attributes.map((attribute) => ({ storeId, name: attribute.name, displayType: attribute.displayType })))
    .returning({ id: attributes.id, key: attributes.name });
  const attributeId = idLookup(attributeRows, 'attribute');
  const nameOf = new Map(attributeRows.map((row) => [row.id, row.key]));
  const inserted = await tx
    .insert(attributeValues)
    .values(
      catalogue.attributes.flatMap((attribute) =>
        attribute.values.map((value, position) => ({
          attributeId: attributeId(attribute.name),
          value: value.value,
          colorHex: value.hex ?? null,
          position,
        })),
      ),
    )
    .returning({ id: attributeValues.id, attributeId: attributeValues.attributeId, value: attributeValues.value });
  const keyed = inserted.map((row) => ({ id: row.id, key: valueKey(nameOf.get(row.attributeId) ?? '', row.value) }));
  return { valueId: idLookup(keyed, 'attribute value'), values: keyed.length };
}

export async function writeStore(tx: Tx, plan: StorePlan): Promise<{ id: number; counts: StoreCounts }> {
  await tx.delete(stores).where(eq(stores.name, plan.store.name));
  const storeId = await insertStore(tx, plan);
  await tx.insert(customers).values(demoCustomer(plan.store.name, storeId, plan.demoCustomerHash));
  await insertThemes(tx, storeId, plan.themes);
  await writeCheckoutSettings(tx, storeId, plan.store.name);
  await writeDiscounts(tx, storeId, plan.store.name);
  await tx.insert(pages).values(
    demoPages(plan.store).map((page) => ({
      storeId,
      slug: page.slug,
      title: page.title,
      sections: JSON.stringify(page.sections),
      meta: page.meta,
    })),
  );
  const { catalogue } = plan;
  const categoryRows = await tx
    .insert(categories)
    .values(
      catalogue.categories.map((category) => ({
        storeId,
        name: category.name,
        slug: category.slug,
        description: category.description,
        imageFile: category.imageFile,
        position: category.position,
        meta: {
          metaTitle: `${category.name} | ${plan.store.title}`,
          metaDesc: category.description,
          metaKeywords: category.name.toLowerCase(),
        },
      })),
    )
    .returning({ id: categories.id, key: categories.slug });
  const brandRows = await tx
    .insert(brands)
    .values(catalogue.brands.map((brand) => ({ storeId, name: brand.name, slug: brand.slug, logoFile: brand.logoFile })))
    .returning({ id: brands.id, key: brands.slug });
  const collectionRows = await tx
    .insert(collections)
    .values(
      catalogue.collections.map((collection) => ({
        storeId,
        name: collection.name,
        slug: collection.slug,
        description: collection.description,
        imageFile: collection.imageFile,
      })),
    )
    .returning({ id: collections.id, key: collections.slug });
  const attributeIds = await insertAttributes(tx, storeId, catalogue);
  const productCounts = await writeProducts(tx, {
    storeId,
    catalogue,
    media: plan.media,
    categoryId: idLookup(categoryRows, 'category'),
    brandId: idLookup(brandRows, 'brand'),
    collectionId: idLookup(collectionRows, 'collection'),
    attributeValueId: attributeIds.valueId,
  });
  await writeProductWeights(tx, storeId, plan.store.name);
  return {
    id: storeId,
    counts: {
      themes: plan.themes.length,
      categories: categoryRows.length,
      brands: brandRows.length,
      collections: collectionRows.length,
      attributes: catalogue.attributes.length,
      attributeValues: attributeIds.values,
      ...productCounts,
    },
  };
}
