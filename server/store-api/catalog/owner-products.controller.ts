/**
 * The owner's catalogue calls (owner-products.contract.ts, decision 81): the product list and one
 * product, and the writes, each through ProductWritesService with the owner's store and the owner as
 * the stock ledger's "who". A refusal answers its status with the field at fault; every write makes
 * every instance forget the store's cached catalogue (a store event).
 */
import type { WebhookEmitter } from '../platform/webhook-emitter';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRODUCT_CALLS, type CreateProductBody, type UpdateProductBody } from '../../../src/contracts/owner-products.contract';
import type { WrittenProductWire } from '../../../src/contracts/owner-products.wire';
import type { Db } from '../platform/database/client';
import type { OwnerClaims, OwnerTokenService } from '../platform/owner-token.service';
import { auditTrail } from '../platform/audit-trail';
import { answered, callRegistrar, refused } from '../platform/register-call';
import { hasProduct, ownerProduct, ownerProducts } from './owner-products.repository';
import { variantStockHistory } from './stock-ledger.repository';
import { ProductWritesService, type ProductFields, type WriteResult, type WrittenProduct } from './product-writes.service';
import type { VariantInput } from './variant-writes.repository';

type Wire = Partial<Omit<CreateProductBody, 'Stock' | 'Handle'>> & { Handle?: string | undefined };

/** The service's fields of the ones the body gives (an update leaves the others as they are). */
function fieldsFromWire(body: Wire): Partial<ProductFields> {
  const fields: Partial<ProductFields> = {};
  const set = <K extends keyof ProductFields>(key: K, value: ProductFields[K] | undefined) => {
    if (value !== undefined) fields[key] = value;
  };
  set('name', body.Name);
  set('handle', body.Handle);
  set('description', body.Description);
  set('status', body.Status);
  set('vendor', body.Vendor);
  set('productType', body.ProductType);
  set('tags', body.Tags);
  set('categoryId', body.CategoryID);
  set('brandId', body.BrandID);
  set('price', body.Price);
  set('compareAtPrice', body.CompareAtPrice);
  set('isHidePrice', body.IsHidePrice);
  set('sku', body.SKU);
  set('barcode', body.Barcode);
  set('sellWhenOutOfStock', body.SellWhenOutOfStock);
  set('weightGrams', body.WeightGrams);
  set('weightUnit', body.WeightUnit);
  set('groupIds', body.GroupIDs);
  set(
    'faqs',
    body.Faqs?.map((faq) => ({ question: faq.Question, answer: faq.Answer })),
  );
  set(
    'addons',
    body.AddOns?.map((addon) => ({ id: addon.AddonID, name: addon.Name, price: addon.Price })),
  );
  if (body.SeoTitle !== undefined || body.SeoDescription !== undefined)
    fields.seo = { title: body.SeoTitle ?? '', description: body.SeoDescription ?? '' };
  set(
    'images',
    body.Images?.map((image) => ({ imageFile: image.ImageFile, thumbnailFile: image.ThumbnailFile ?? image.ImageFile, alt: image.Alt })),
  );
  set(
    'options',
    body.Options?.map((option) => ({ name: option.Name, values: option.Values })),
  );
  set(
    'variants',
    body.Variants?.map((variant): VariantInput => ({
      id: variant.VariantID,
      sku: variant.SKU,
      barcode: variant.Barcode,
      price: variant.Price,
      compareAtPrice: variant.CompareAtPrice,
      isHidePrice: variant.IsHidePrice,
      weightGrams: variant.WeightGrams,
      weightUnit: variant.WeightUnit,
      stock: variant.Stock,
      sellWhenOutOfStock: variant.SellWhenOutOfStock,
      imageFile: variant.ImageFile,
      optionValues: variant.OptionValues,
    })),
  );
  return fields;
}

const toWire = (product: WrittenProduct): WrittenProductWire => ({
  productID: product.id,
  handle: product.handle,
  status: product.status,
  version: product.version,
});

/** Every picture the body names, by the field that names it. */
function picturesOf(body: Wire): Array<{ field: string; url: string }> {
  const named: Array<{ field: string; url: string }> = [];
  body.Images?.forEach((image, index) => {
    named.push({ field: `Images.${index}.ImageFile`, url: image.ImageFile });
    if (image.ThumbnailFile) named.push({ field: `Images.${index}.ThumbnailFile`, url: image.ThumbnailFile });
  });
  body.Variants?.forEach((variant, index) => {
    if (variant.ImageFile) named.push({ field: `Variants.${index}.ImageFile`, url: variant.ImageFile });
  });
  return named;
}

function answer<T, W>(result: WriteResult<T>, toAnswer: (value: T) => W, message: string) {
  return result.ok
    ? answered(toAnswer(result.value), message)
    : refused(result.status, result.message, [{ field: result.field, message: result.message }]);
}

export function registerOwnerProductsController(
  app: FastifyInstance,
  deps: {
    db: Db;
    tokens: OwnerTokenService;
    /** The addresses among `urls` that are the store's own media (theme/media-ownership.ts). */
    ownMediaAmong: (webId: number, urls: string[]) => Promise<Set<string>>;
    onCatalogueChanged?: (webId: number) => Promise<void>;
    webhooks?: WebhookEmitter;
  },
) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });
  const writes = new ProductWritesService({
    db: deps.db,
    ...(deps.onCatalogueChanged ? { onChanged: deps.onCatalogueChanged } : {}),
    ...(deps.webhooks ? { webhooks: deps.webhooks } : {}),
  });
  const product = (value: WrittenProduct) => ({ product: toWire(value) });
  /** A picture of another store (or of none) is refused by its field, before anything is written (decision 89). */
  const foreignPicture = async (webId: number, body: Wire) => {
    const named = picturesOf(body);
    if (named.length === 0) return null;
    const own = await deps.ownMediaAmong(
      webId,
      named.map((picture) => picture.url),
    );
    const stranger = named.find((picture) => !own.has(picture.url));
    if (!stranger) return null;
    const message = "No such picture in this store's media library";
    return refused(400, `Invalid request: ${stranger.field}: ${message}`, [{ field: stranger.field, message }]);
  };

  register(PRODUCT_CALLS.products, async (query, { owner }) =>
    ownerProducts(deps.db, owner.WebID, { page: query.Page, pageSize: query.PageSize, search: query.Search, status: query.Status }),
  );

  register(PRODUCT_CALLS.product, async (query, { owner }) => {
    const found = await ownerProduct(deps.db, owner.WebID, query.ProductID);
    return found ?? refused(404, 'No such product in this store', [{ field: 'ProductID', message: 'No such product in this store' }]);
  });

  register(PRODUCT_CALLS.stockHistory, async (query, { owner }) => {
    if (!(await hasProduct(deps.db, owner.WebID, query.ProductID)))
      return refused(404, 'No such product in this store', [{ field: 'ProductID', message: 'No such product in this store' }]);
    const moves = await variantStockHistory(deps.db, owner.WebID, query.ProductID, query.VariantID);
    return {
      productID: query.ProductID,
      variantID: query.VariantID,
      items: moves.map((move) => ({
        delta: move.delta,
        quantityAfter: move.quantityAfter,
        reason: move.reason,
        note: move.note,
        ownerEmail: move.ownerEmail,
        orderID: move.orderId,
        at: move.at.toISOString(),
      })),
    };
  });

  const actorOf = (owner: OwnerClaims, request: FastifyRequest) => ({ ownerId: owner.OwnerID, audit: auditTrail(request) });

  register(PRODUCT_CALLS.createProduct, async (body, { owner, request }) => {
    const foreign = await foreignPicture(owner.WebID, body);
    if (foreign) return foreign;
    const fields = { ...(fieldsFromWire(body) as Omit<ProductFields, 'handle'>), handle: body.Handle ?? null, stock: body.Stock };
    return answer(await writes.create(owner.WebID, actorOf(owner, request), fields), product, 'Product created');
  });

  register(PRODUCT_CALLS.updateProduct, async (body: UpdateProductBody, { owner, request }) => {
    const foreign = await foreignPicture(owner.WebID, body);
    if (foreign) return foreign;
    return answer(
      await writes.update(owner.WebID, actorOf(owner, request), body.ProductID, body.Version, fieldsFromWire(body)),
      product,
      'Product saved',
    );
  });

  register(PRODUCT_CALLS.duplicateProduct, async (body, { owner, request }) =>
    answer(await writes.duplicate(owner.WebID, actorOf(owner, request), body.ProductID), product, 'Product duplicated as a draft'),
  );

  register(PRODUCT_CALLS.archiveProduct, async (body, { owner, request }) =>
    answer(await writes.archive(owner.WebID, actorOf(owner, request), body.ProductID), product, 'Product archived'),
  );

  register(PRODUCT_CALLS.deleteProduct, async (body, { owner, request }) =>
    answer(
      await writes.delete(owner.WebID, actorOf(owner, request), body.ProductID),
      (value) => ({ productID: value.id }),
      'Product deleted',
    ),
  );

  register(PRODUCT_CALLS.setProductStock, async (body, { owner, request }) =>
    answer(
      await writes.setStock(owner.WebID, actorOf(owner, request), {
        productId: body.ProductID,
        variantId: body.VariantID,
        quantity: body.Quantity,
        reason: body.Reason,
        note: body.Note,
      }),
      (move) => ({ productID: move.productId, variantID: move.variantId, quantity: move.quantityAfter, delta: move.delta }),
      'Stock set',
    ),
  );
}
