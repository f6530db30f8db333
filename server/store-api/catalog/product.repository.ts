/**
 * Product detail and compare reads. Every query is scoped by the tenant's webID and skips disabled
 * products, so another store's product or a hidden one reads as "not found".
 */
import { sanitizeThemeHtml } from '../platform/sanitize-theme-html';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CompareProduct, ProductAttribute, ProductDetail, ProductVariant } from '../../../src/domain/catalog/product-detail';
import { STOCK_STATUS } from '../../../src/domain/catalog/product-detail';
import { storeKey, TtlCache } from '../platform/ttl-cache';
import { centsText, toCents } from '../../../src/domain/orders/order-totals';
import { unitShippingByZone, type StoreShippingRates } from '../../../src/domain/shipping/offer-shipping';
import type { Db } from '../platform/database/client';
import {
  addons,
  attributeValues,
  attributes,
  brands,
  categories,
  faqs,
  productImages,
  products,
  variantValues,
  variants,
} from './catalog.tables';
import type { CatalogRepository } from './catalog.repository';
import { cardColumns, effectiveStock, toProductCard } from './card-columns';
import { groupAttributes } from './product-attributes';

const RELATED_LIMIT = 8;

export class ProductRepository {
  // A product page is read far more often than it is edited: a few seconds of staleness is fine.
  private readonly cache = new TtlCache<ProductDetail | null>({ ttlMs: 5_000, maxEntries: 1_000 });

  constructor(
    private readonly deps: {
      db: Db;
      catalog: CatalogRepository;
      /** The store's zones and methods (shipping-rates.repository.ts), for the shipping the page publishes. */
      shippingRates: (webId: number) => Promise<StoreShippingRates>;
    },
  ) {}

  /** The store's catalogue changed (a store event): its product pages are read anew. */
  forgetStore(webId?: number): void {
    this.cache.forgetStore(webId);
  }

  detail(webId: number, productId: number): Promise<ProductDetail | null> {
    return this.cache.get(storeKey(webId, productId), () => this.loadDetail(webId, productId));
  }

  /** Whether the product exists, is enabled and belongs to the store. */
  async isVisible(webId: number, productId: number): Promise<boolean> {
    const [row] = await this.deps.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.storeId, webId), eq(products.isEnabled, true)))
      .limit(1);
    return row !== undefined;
  }

  private async loadDetail(webId: number, productId: number): Promise<ProductDetail | null> {
    const { db } = this.deps;
    const [row] = await db
      .select({
        product: products,
        brandName: brands.name,
        brandSlug: brands.slug,
        categoryName: categories.name,
        categorySlug: categories.slug,
        stock: effectiveStock,
      })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.id, productId), eq(products.storeId, webId), eq(products.isEnabled, true)))
      .limit(1);
    if (!row) return null;
    const p = row.product;
    const [images, variantList, attributeList, addonRows, faqRows, related, rates] = await Promise.all([
      db
        .select({ imageFile: productImages.imageFile, thumbnailFile: productImages.thumbnailFile, alt: productImages.alt })
        .from(productImages)
        .where(eq(productImages.productId, p.id))
        .orderBy(asc(productImages.position), asc(productImages.id)),
      this.variants(p.id, p.compareAtPrice),
      this.attributes(webId, [p.id]),
      db
        .select({ addonID: addons.id, name: addons.name, price: addons.price })
        .from(addons)
        .where(eq(addons.productId, p.id))
        .orderBy(asc(addons.id)),
      db
        .select({ question: faqs.question, answer: faqs.answer })
        .from(faqs)
        .where(eq(faqs.productId, p.id))
        .orderBy(asc(faqs.position), asc(faqs.id)),
      row.categorySlug
        ? this.deps.catalog.productCards(webId, { kind: 'category', slug: row.categorySlug }, RELATED_LIMIT + 1)
        : Promise.resolve([]),
      this.deps.shippingRates(webId),
    ]);
    const stock = Number(row.stock);
    const shipping = unitShippingByZone(rates.zones, rates.methods, { priceCents: toCents(p.price), weightGrams: p.weightGrams });
    const attributesOfProduct = groupAttributes(attributeList).get(p.id) ?? [];
    return {
      productID: p.id,
      name: p.name,
      slug: p.slug,
      productURL: `/${p.slug}`,
      description: p.description,
      sku: p.sku,
      brand: p.brandId && row.brandName ? { brandID: p.brandId, name: row.brandName, url: `/${row.brandSlug}` } : null,
      category: p.categoryId && row.categoryName ? { categoryID: p.categoryId, name: row.categoryName, url: `/${row.categorySlug}` } : null,
      price: Number(p.price),
      compareAtPrice: p.compareAtPrice == null ? null : Number(p.compareAtPrice),
      isHidePrice: p.isHidePrice,
      images,
      stock,
      stockStatusID: stock > 0 ? STOCK_STATUS.IN_STOCK : STOCK_STATUS.OUT_OF_STOCK,
      rating: Number(p.rating),
      ratingCount: p.ratingCount,
      meta: {
        metaTitle: p.meta.metaTitle ?? '',
        metaDesc: p.meta.metaDesc ?? '',
        metaKeywords: p.meta.metaKeywords ?? '',
        metaImage: p.meta.metaImage ?? '',
      },
      attributes: attributesOfProduct,
      // A variant whose values do not cover every attribute could never be chosen: leave it out.
      variants: variantList.filter((v) => v.valueIDs.length === attributesOfProduct.length),
      addons: addonRows.map((a) => ({ addonID: a.addonID, name: a.name, price: Number(a.price) })),
      // Owner HTML, shown as HTML: cleaned again here, as every owner HTML of the store (rows written before the owner call did).
      faqs: faqRows.map((faq) => ({ question: faq.question, answer: sanitizeThemeHtml(faq.answer) })),
      related: related.filter((card) => card.productID !== p.id).slice(0, RELATED_LIMIT),
      shipping: shipping.map(({ countries, chargeCents }) => ({ countries: [...countries], rate: Number(centsText(chargeCents)) })),
    };
  }

  /** The product's variants, each with the compare-at price shoppers see: its own, else the product's (decision 104). */
  private async variants(productId: number, productCompareAt: string | null): Promise<ProductVariant[]> {
    const { db } = this.deps;
    const rows = await db.select().from(variants).where(eq(variants.productId, productId)).orderBy(asc(variants.id));
    if (rows.length === 0) return [];
    const links = await db
      .select()
      .from(variantValues)
      .where(
        inArray(
          variantValues.variantId,
          rows.map((r) => r.id),
        ),
      );
    return rows.map((r) => ({
      variantID: r.id,
      sku: r.sku,
      name: r.name,
      price: Number(r.price),
      compareAtPrice: (r.compareAtPrice ?? productCompareAt) === null ? null : Number(r.compareAtPrice ?? productCompareAt),
      isHidePrice: r.isHidePrice,
      stock: r.stock,
      imageFile: r.imageFile,
      valueIDs: links
        .filter((l) => l.variantId === r.id)
        .map((l) => l.attributeValueId)
        .sort((a, b) => a - b),
    }));
  }

  /** Attribute values the products' variants use, with their attribute, in display order. */
  private attributes(webId: number, productIds: number[]) {
    return this.deps.db
      .selectDistinct({
        productId: variants.productId,
        attributeID: attributes.id,
        name: attributes.name,
        displayType: attributes.displayType,
        valueID: attributeValues.id,
        value: attributeValues.value,
        colorHex: attributeValues.colorHex,
        position: attributeValues.position,
      })
      .from(variants)
      .innerJoin(variantValues, eq(variantValues.variantId, variants.id))
      .innerJoin(attributeValues, eq(attributeValues.id, variantValues.attributeValueId))
      .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
      .where(and(inArray(variants.productId, productIds), eq(attributes.storeId, webId)))
      .orderBy(asc(attributes.id), asc(attributeValues.position), asc(attributeValues.id));
  }

  /** The products in the order asked; unknown, disabled and other stores' ids are left out. */
  async compare(webId: number, productIds: number[]): Promise<CompareProduct[]> {
    if (productIds.length === 0) return [];
    const rows = await this.deps.db
      .select({ ...cardColumns, description: products.description })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(and(inArray(products.id, productIds), eq(products.storeId, webId), eq(products.isEnabled, true)));
    const byProduct = groupAttributes(
      await this.attributes(
        webId,
        rows.map((r) => r.id),
      ),
    );
    return productIds.flatMap((id) => {
      const row = rows.find((r) => r.id === id);
      if (!row) return [];
      const attributeList: ProductAttribute[] = byProduct.get(id) ?? [];
      return [
        {
          ...toProductCard(row),
          description: row.description,
          attributes: attributeList.map((a) => ({ name: a.name, values: a.values.map((v) => v.value) })),
        },
      ];
    });
  }
}
