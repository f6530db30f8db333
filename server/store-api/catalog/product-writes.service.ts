/**
 * The owner's product writes (decision 81): create, update (refused when the version given is not the
 * current one), duplicate, archive, delete, set stock and rename keeping the old handle. Every one
 * takes the store id first, runs in one transaction under the store's catalogue lock (never half
 * written), and reads another store's product, by id or by handle, as absent.
 */
import type { WebhookEmitter } from '../platform/webhook-emitter';
import { productData } from './product-webhook-data';
import {
  handleFromName,
  isAmountText,
  MAX_PRODUCT_OPTIONS,
  MAX_PRODUCT_VARIANTS,
  MAX_URL_HANDLE_LENGTH,
} from '../../../src/domain/catalog/product-rules';
import { SLUG_PATTERN } from '../../../src/domain/catalog/resolved-page';
import { compareAtProblem, isWeightUnit, type WeightUnit } from '../../../src/domain/catalog/variant-fields';
import type { Db } from '../platform/database/client';
import { brands, categories, type ProductStatus } from './catalog.tables';
import { recordStockMoves, type StockMove } from './stock-ledger.repository';
import type { AuditRecord } from '../platform/audit-trail';
import { productChanges, variantPrices } from './product-audit';
import { groupIdProblem, setManualGroups } from './product-group-members.repository';
import { addonsOf, replaceFaqs, writeAddons, type AddonInput, type FaqInput } from './product-extras.repository';
import * as repo from './product-writes.repository';
import {
  setStockCount,
  variantIdsOf,
  variantsOf,
  variantsForCopy,
  writeVariants,
  type OptionInput,
  type VariantInput,
} from './variant-writes.repository';

export interface ProductFields {
  name: string;
  handle: string;
  description: string;
  status: ProductStatus;
  vendor: string;
  productType: string;
  tags: string[];
  categoryId: number | null;
  brandId: number | null;
  /** Decimal text in the store's base currency, at most 2 decimals. */
  price: string;
  compareAtPrice: string | null;
  isHidePrice: boolean;
  /** '' for none; unique in the store otherwise, across products and variants. */
  sku: string;
  barcode: string;
  sellWhenOutOfStock: boolean;
  weightGrams: number;
  weightUnit: WeightUnit;
  seo: { title: string; description: string };
  /** In the order shoppers see them; each with its alt text (decision 89). */
  images: repo.ImageInput[];
  options: OptionInput[];
  variants: VariantInput[];
  /** The store's manual product groups holding it (decision 100); left out, its groups stay as they are. */
  groupIds?: number[];
  /** Its questions and answers, in order; left out, they stay as they are. */
  faqs?: FaqInput[];
  /** Its add-ons (an id: one of its own, changed); left out, they stay as they are. */
  addons?: AddonInput[];
}

/** Who writes: the owner (the ledger names them) or the system, and the ledger's reason for stock set on create. */
export interface Actor {
  ownerId: number | null;
  stockReason?: 'manual' | 'import';
  /** The owner's audit log, written in the change's transaction (decision 99); none for an import's rows (one entry per import). */
  audit?: AuditRecord | undefined;
}

const subjectOf = (row: { name: string; id: number }) => `${row.name} (${row.id})`;

export interface WrittenProduct {
  id: number;
  handle: string;
  status: ProductStatus;
  version: number;
}

export type WriteResult<T = WrittenProduct> =
  { ok: true; value: T } | { ok: false; status: 400 | 404 | 409; field: string; message: string };

const refused = (status: 400 | 404 | 409, field: string, message: string) => ({ ok: false, status, field, message }) as const;
const notFound = refused(404, 'ProductID', 'No such product in this store');
const written = (row: repo.ProductRow): WrittenProduct => ({ id: row.id, handle: row.slug, status: row.status, version: row.version });

/** Thrown inside a transaction to roll it back and answer the refusal. */
class Refusal extends Error {
  constructor(readonly result: Extract<WriteResult, { ok: false }>) {
    super(result.message);
  }
}

export class ProductWritesService {
  constructor(
    private readonly deps: {
      db: Db;
      onChanged?: (storeId: number) => Promise<void>;
      /** products/create, /update, /delete, in the write's transaction (decision 91). */
      webhooks?: WebhookEmitter;
    },
  ) {}

  private async emit(tx: Db, storeId: number, topic: 'products/create' | 'products/update', row: repo.ProductRow): Promise<void> {
    await this.deps.webhooks?.emit(tx, { webId: storeId, topic, data: productData(row) });
  }

  /** `handle` null: made from the name, with -2, -3, ... when the store uses it already. */
  create(
    storeId: number,
    actor: Actor,
    given: Omit<ProductFields, 'handle'> & { handle: string | null; stock: number },
  ): Promise<WriteResult> {
    return this.write(storeId, (tx) => this.createIn(tx, storeId, actor, given));
  }

  private async createIn(
    tx: Db,
    storeId: number,
    actor: Actor,
    given: Omit<ProductFields, 'handle'> & { handle: string | null; stock: number },
  ): Promise<WrittenProduct> {
    const fields = { ...given, handle: given.handle ?? (await freeHandle(tx, storeId, handleFromName(given.name))) };
    await this.check(tx, storeId, 0, fields);
    if (fields.stock < 0 || !Number.isInteger(fields.stock))
      throw new Refusal(refused(400, 'Stock', 'Stock must be a whole number, 0 or more'));
    const row = await repo.insertProduct(tx, storeId, { ...columnsOf(fields), stock: fields.variants.length > 0 ? 0 : fields.stock });
    await repo.releaseOldHandle(tx, storeId, row.slug);
    await repo.replaceImages(tx, row.id, fields.images);
    if (fields.groupIds) await setManualGroups(tx, row.id, fields.groupIds);
    if (fields.faqs) await replaceFaqs(tx, row.id, fields.faqs);
    if (fields.addons) await writeAddons(tx, row.id, fields.addons);
    const moves = await writeVariants(tx, storeId, row.id, fields.options, fields.variants);
    if (fields.variants.length === 0) moves.push({ productId: row.id, variantId: 0, delta: fields.stock, quantityAfter: fields.stock });
    await recordStockMoves(tx, storeId, moves, { reason: actor.stockReason ?? 'manual', ownerId: actor.ownerId });
    await this.emit(tx, storeId, 'products/create', row);
    await actor.audit?.(tx, {
      action: 'product.created',
      subject: subjectOf(row),
      changes: productChanges({}, fieldsOf(row), { moves }),
    });
    return written(row);
  }

  /** Changes the fields given; refused with 409 when `version` is not the product's current one. */
  update(storeId: number, actor: Actor, productId: number, version: number, changes: Partial<ProductFields>): Promise<WriteResult> {
    return this.write(storeId, (tx) => this.updateIn(tx, storeId, actor, productId, version, changes));
  }

  private async updateIn(
    tx: Db,
    storeId: number,
    actor: Actor,
    productId: number,
    version: number,
    changes: Partial<ProductFields>,
  ): Promise<WrittenProduct> {
    const current = await repo.productForUpdate(tx, storeId, productId);
    if (!current) throw new Refusal(notFound);
    if (current.version !== version)
      throw new Refusal(
        refused(409, 'Version', `The product changed since version ${version} (now ${current.version}): reload it and edit again`),
      );
    const existing = await variantIdsOf(tx, productId);
    const pricesBefore = actor.audit ? await variantPrices(tx, productId) : undefined;
    // A variant's picture is checked against the pictures the product keeps when the update leaves them.
    const images =
      changes.images ?? (await repo.imageFilesOf(tx, productId)).map((file) => ({ imageFile: file, thumbnailFile: file, alt: '' }));
    const merged: ProductFields = { ...fieldsOf(current), images, options: [], variants: [], ...changes };
    await this.check(tx, storeId, productId, merged, existing, changes.variants === undefined);
    const updated = await repo.updateProduct(tx, storeId, productId, version, columnsOf(merged, current.meta));
    if (!updated) throw new Refusal(refused(409, 'Version', 'The product changed meanwhile: reload it and edit again'));
    if (updated.slug !== current.slug) await repo.keepOldHandle(tx, storeId, productId, current.slug, updated.slug);
    if (changes.images) {
      await repo.replaceImages(tx, productId, changes.images);
      await repo.forgetRemovedPictures(
        tx,
        productId,
        changes.images.map((image) => image.imageFile),
      );
    }
    const moves: StockMove[] = [];
    if (changes.groupIds) await setManualGroups(tx, productId, changes.groupIds);
    if (changes.faqs) await replaceFaqs(tx, productId, changes.faqs);
    if (changes.addons) await writeAddons(tx, productId, changes.addons);
    if (changes.variants) {
      moves.push(...(await writeVariants(tx, storeId, productId, merged.options, changes.variants)));
      await recordStockMoves(tx, storeId, moves, { reason: actor.stockReason ?? 'manual', ownerId: actor.ownerId });
    }
    await this.emit(tx, storeId, 'products/update', updated);
    if (actor.audit)
      await actor.audit(tx, {
        action: 'product.updated',
        subject: subjectOf(updated),
        changes: productChanges(fieldsOf(current), fieldsOf(updated), {
          moves,
          pricesBefore,
          pricesAfter: await variantPrices(tx, productId),
          picturesChanged: changes.images !== undefined,
        }),
      });
    return written(updated);
  }

  /**
   * A product of a catalogue file (decision 87): the store's product with the file's handle updated in
   * place (its variants matched by their option values, its counts set from the file), or a new one;
   * stock moves carry the reason 'import'. `keepPictures`: the file names none, so the product keeps
   * its own. No catalogue event here: the import announces one per batch of products.
   */
  importProduct(
    storeId: number,
    actor: Actor,
    fields: ProductFields & { stock: number },
    keepPictures: boolean,
  ): Promise<WriteResult<WrittenProduct & { created: boolean }>> {
    const importer: Actor = { ...actor, stockReason: 'import' };
    return this.write(
      storeId,
      async (tx) => {
        const productId = await repo.productIdByHandle(tx, storeId, fields.handle);
        if (productId === null) return { ...(await this.createIn(tx, storeId, importer, fields)), created: true };
        const current = (await repo.productForUpdate(tx, storeId, productId))!;
        const existing = await variantsOf(tx, productId);
        const variantId = (values: string[]) =>
          existing.find((variant) => variant.optionValues.join('\u0000') === values.join('\u0000'))?.id;
        const matched = fields.variants.map((variant) => {
          const id = variantId(variant.optionValues);
          const kept = existing.find((known) => known.id === id);
          return { ...variant, id, isHidePrice: kept?.isHidePrice ?? variant.isHidePrice };
        });
        const { categoryId: _category, brandId: _brand, isHidePrice: _hidden, stock, images, ...rest } = fields;
        const updated = await this.updateIn(tx, storeId, importer, productId, current.version, {
          ...rest,
          variants: matched,
          ...(keepPictures ? {} : { images }),
        });
        const counts =
          matched.length === 0
            ? [{ variantId: 0, quantity: stock }]
            : matched.flatMap((v) => (v.id ? [{ variantId: v.id, quantity: v.stock }] : []));
        const moves: StockMove[] = [];
        for (const count of counts) {
          const move = await setStockCount(tx, storeId, productId, count.variantId, count.quantity);
          if (move && move.delta !== 0) moves.push(move);
        }
        await recordStockMoves(tx, storeId, moves, { reason: 'import', ownerId: actor.ownerId });
        return { ...updated, created: false };
      },
      { announce: false },
    );
  }

  /** A rename: `/{old handle}` answers 301 to the new one from now on. */
  changeHandle(storeId: number, actor: Actor, productId: number, version: number, handle: string): Promise<WriteResult> {
    return this.update(storeId, actor, productId, version, { handle });
  }

  archive(storeId: number, actor: Actor, productId: number): Promise<WriteResult> {
    return this.write(storeId, async (tx) => {
      const current = await repo.productForUpdate(tx, storeId, productId);
      if (!current) throw new Refusal(notFound);
      const archived = (await repo.updateProduct(tx, storeId, productId, current.version, { status: 'archived' }))!;
      await this.emit(tx, storeId, 'products/update', archived);
      await actor.audit?.(tx, {
        action: 'product.archived',
        subject: subjectOf(archived),
        changes: { status: [current.status, 'archived'] },
      });
      return written(archived);
    });
  }

  /** A draft copy at `<handle>-copy` (or -copy-2, ...), without SKUs, barcodes or stock. */
  duplicate(storeId: number, actor: Actor, productId: number): Promise<WriteResult> {
    return this.write(storeId, async (tx) => {
      const source = await repo.productForUpdate(tx, storeId, productId);
      if (!source) throw new Refusal(notFound);
      const handle = await freeHandle(tx, storeId, `${source.slug}-copy`);
      const {
        id: _id,
        storeId: _store,
        isEnabled: _listed,
        version: _version,
        createdAt: _created,
        updatedAt: _updated,
        ...columns
      } = source;
      const row = await repo.insertProduct(tx, storeId, {
        ...columns,
        name: `Copy of ${source.name}`,
        slug: handle,
        status: 'draft',
        sku: '',
        barcode: '',
        stock: 0,
        rating: '0',
        ratingCount: 0,
        popularity: 0,
      });
      await repo.releaseOldHandle(tx, storeId, handle);
      await repo.copyExtras(tx, productId, row.id);
      const copy = await variantsForCopy(tx, productId);
      await writeVariants(tx, storeId, row.id, copy.options, copy.list);
      await this.emit(tx, storeId, 'products/create', row);
      await actor.audit?.(tx, { action: 'product.duplicated', subject: subjectOf(row), changes: { from: subjectOf(source) } });
      return written(row);
    });
  }

  /** Deletes the product and what hangs off it; orders keep their copied lines, carts report the line removed. */
  delete(storeId: number, actor: Actor, productId: number): Promise<WriteResult<{ id: number }>> {
    return this.write(storeId, async (tx) => {
      const current = await repo.productForUpdate(tx, storeId, productId);
      if (!current || !(await repo.deleteProduct(tx, storeId, productId))) throw new Refusal(notFound);
      await actor.audit?.(tx, { action: 'product.deleted', subject: subjectOf(current) });
      await this.deps.webhooks?.emit(tx, { webId: storeId, topic: 'products/delete', data: { id: productId } });
      return { id: productId };
    });
  }

  /** Sets one count (variant 0: the product's own) and writes the ledger with the reason. */
  setStock(
    storeId: number,
    actor: Actor,
    input: { productId: number; variantId: number; quantity: number; reason: 'manual' | 'import'; note?: string },
  ): Promise<WriteResult<StockMove>> {
    return this.write(storeId, async (tx) => {
      if (!Number.isInteger(input.quantity) || input.quantity < 0)
        throw new Refusal(refused(400, 'Quantity', 'Quantity must be a whole number, 0 or more'));
      // The product first, locked as a sale locks it (then its variant): another store's reads as absent.
      if (!(await repo.productForUpdate(tx, storeId, input.productId))) throw new Refusal(notFound);
      const hasVariants = (await variantIdsOf(tx, input.productId)).length > 0;
      if (hasVariants !== input.variantId > 0)
        throw new Refusal(
          refused(400, 'VariantID', hasVariants ? 'This product keeps stock per variant: name one' : 'This product has no variants'),
        );
      const move = await setStockCount(tx, storeId, input.productId, input.variantId, input.quantity);
      if (!move) throw new Refusal(input.variantId > 0 ? refused(404, 'VariantID', 'No such variant of this product') : notFound);
      await recordStockMoves(tx, storeId, [move], { reason: input.reason, ownerId: actor.ownerId, note: input.note });
      await actor.audit?.(tx, {
        action: 'stock.changed',
        subject: `product ${input.productId}`,
        changes: productChanges({}, {}, { moves: [move] }),
      });
      return move;
    });
  }

  private async write<T>(storeId: number, work: (tx: Db) => Promise<T>, options = { announce: true }): Promise<WriteResult<T>> {
    try {
      const value = await this.deps.db.transaction(async (tx) => {
        await repo.lockCatalogue(tx as unknown as Db, storeId);
        return work(tx as unknown as Db);
      });
      if (options.announce) await this.deps.onChanged?.(storeId);
      return { ok: true, value };
    } catch (error) {
      if (error instanceof Refusal) return error.result;
      throw error;
    }
  }

  /** The rules a product's fields keep in the store; throws the first broken one. */
  private async check(
    tx: Db,
    storeId: number,
    productId: number,
    fields: ProductFields,
    existingVariants: number[] = [],
    keepVariants = false,
  ) {
    const fail = (field: string, message: string) => {
      throw new Refusal(refused(400, field, message));
    };
    if (!fields.name.trim()) fail('Name', 'Name is required');
    if (!SLUG_PATTERN.test(fields.handle)) fail('Handle', 'Handle must be lower-case letters, digits, - or _ (up to 200)');
    const holder = await repo.handleHolder(tx, storeId, fields.handle, productId);
    if (holder) fail('Handle', `Handle "${fields.handle}" is already used by a ${holder} of this store`);
    for (const [field, price] of [
      ['Price', fields.price],
      ['CompareAtPrice', fields.compareAtPrice],
    ] as const)
      if (price !== null && !isAmountText(price)) fail(field, `${field} must be an amount with at most 2 decimals`);
    const compareAt = compareAtProblem(fields.price, fields.compareAtPrice);
    if (compareAt) fail('CompareAtPrice', compareAt);
    if (!isWeightUnit(fields.weightUnit)) fail('WeightUnit', 'WeightUnit must be g, kg, lb or oz');
    if (fields.categoryId !== null && !(await repo.ownsListing(tx, categories, storeId, fields.categoryId)))
      fail('CategoryID', 'No such category in this store');
    if (fields.brandId !== null && !(await repo.ownsListing(tx, brands, storeId, fields.brandId)))
      fail('BrandID', 'No such brand in this store');
    const groupProblem = fields.groupIds ? await groupIdProblem(tx, storeId, fields.groupIds) : null;
    if (groupProblem) fail(`GroupIDs.${groupProblem.index}`, groupProblem.message);
    if (fields.addons) {
      const own = productId === 0 ? [] : (await addonsOf(tx, productId)).map((addon) => addon.id);
      for (const [index, addon] of fields.addons.entries()) {
        if (addon.id !== undefined && !own.includes(addon.id)) fail(`AddOns.${index}.AddonID`, 'No such add-on of this product');
        if (!isAmountText(addon.price)) fail(`AddOns.${index}.Price`, 'Price must be an amount with at most 2 decimals');
      }
    }
    if (keepVariants) return this.checkSkus(tx, storeId, productId, [fields.sku]);
    if (fields.options.length > MAX_PRODUCT_OPTIONS) fail('Options', `A product has at most ${MAX_PRODUCT_OPTIONS} options`);
    if (fields.variants.length > MAX_PRODUCT_VARIANTS) fail('Variants', `A product has at most ${MAX_PRODUCT_VARIANTS} variants`);
    const pictures = new Set(fields.images.map((image) => image.imageFile));
    const combos = new Set<string>();
    for (const [index, variant] of fields.variants.entries()) {
      const at = `Variants.${index}`;
      if (variant.id !== undefined && !existingVariants.includes(variant.id)) fail(`${at}.VariantID`, 'No such variant of this product');
      if (!isAmountText(variant.price)) fail(`${at}.Price`, 'Price must be an amount with at most 2 decimals');
      if (variant.compareAtPrice !== null && !isAmountText(variant.compareAtPrice))
        fail(`${at}.CompareAtPrice`, 'CompareAtPrice must be an amount with at most 2 decimals');
      const variantCompareAt = compareAtProblem(variant.price, variant.compareAtPrice);
      if (variantCompareAt) fail(`${at}.CompareAtPrice`, variantCompareAt);
      if (variant.weightGrams !== null && (!Number.isInteger(variant.weightGrams) || variant.weightGrams < 0))
        fail(`${at}.WeightGrams`, 'WeightGrams must be a whole number, 0 or more');
      if (!isWeightUnit(variant.weightUnit)) fail(`${at}.WeightUnit`, 'WeightUnit must be g, kg, lb or oz');
      if (!Number.isInteger(variant.stock) || variant.stock < 0) fail(`${at}.Stock`, 'Stock must be a whole number, 0 or more');
      if (
        variant.optionValues.length !== fields.options.length ||
        variant.optionValues.some((value, i) => !fields.options[i]!.values.includes(value))
      )
        fail(`${at}.OptionValues`, "A variant names one of each option's values");
      if (variant.imageFile !== null && !pictures.has(variant.imageFile))
        fail(`${at}.ImageFile`, "A variant's picture must be one of the product's pictures");
      const combo = variant.optionValues.join('\u0000');
      if (combos.has(combo)) fail(`${at}.OptionValues`, 'Two variants have the same option values');
      combos.add(combo);
    }
    return this.checkSkus(tx, storeId, productId, [fields.sku, ...fields.variants.map((variant) => variant.sku)]);
  }

  private async checkSkus(tx: Db, storeId: number, productId: number, skus: string[]): Promise<void> {
    const named = skus.filter((sku) => sku !== '');
    const twice = named.find((sku, index) => named.indexOf(sku) !== index);
    if (twice) throw new Refusal(refused(400, 'SKU', `SKU ${twice} is given twice`));
    const [taken] = await repo.takenSkus(tx, storeId, named, productId);
    if (taken) throw new Refusal(refused(400, 'SKU', `SKU ${taken} is already used in this store`));
  }
}

/** `base`, or `base-2`, `base-3`, ... : the first no page of the store answers at (under the catalogue lock). */
export async function freeHandle(tx: Db, storeId: number, base: string): Promise<string> {
  const cut = (text: string) => text.slice(0, MAX_URL_HANDLE_LENGTH).replace(/-+$/, '');
  let handle = cut(base);
  for (let n = 2; await repo.handleHolder(tx, storeId, handle, 0); n += 1) handle = `${cut(base.slice(0, MAX_URL_HANDLE_LENGTH - 6))}-${n}`;
  return handle;
}

/** The product row's columns of `fields`; the SEO title and description join the rest of `meta`. */
function columnsOf(fields: ProductFields, meta: repo.ProductRow['meta'] = {}): repo.NewProductRow {
  return {
    name: fields.name.trim(),
    slug: fields.handle,
    description: fields.description,
    status: fields.status,
    vendor: fields.vendor,
    productType: fields.productType,
    tags: fields.tags,
    categoryId: fields.categoryId,
    brandId: fields.brandId,
    price: fields.price,
    compareAtPrice: fields.compareAtPrice,
    isHidePrice: fields.isHidePrice,
    sku: fields.sku,
    barcode: fields.barcode,
    sellWhenOutOfStock: fields.sellWhenOutOfStock,
    weightGrams: fields.weightGrams,
    weightUnit: fields.weightUnit,
    meta: { ...meta, metaTitle: fields.seo.title, metaDesc: fields.seo.description },
  };
}

/** The fields a stored product has now (images, options and variants left to the caller). */
function fieldsOf(row: repo.ProductRow): Omit<ProductFields, 'images' | 'options' | 'variants'> {
  return {
    name: row.name,
    handle: row.slug,
    description: row.description,
    status: row.status,
    vendor: row.vendor,
    productType: row.productType,
    tags: row.tags,
    categoryId: row.categoryId,
    brandId: row.brandId,
    price: row.price,
    compareAtPrice: row.compareAtPrice,
    isHidePrice: row.isHidePrice,
    sku: row.sku,
    barcode: row.barcode,
    sellWhenOutOfStock: row.sellWhenOutOfStock,
    weightGrams: row.weightGrams,
    weightUnit: row.weightUnit,
    seo: { title: row.meta.metaTitle ?? '', description: row.meta.metaDesc ?? '' },
  };
}
