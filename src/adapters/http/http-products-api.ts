/**
 * ProductsApi over HTTP: the store API's owner catalogue calls (owner-products.contract.ts, decision
 * 81) with the owner token, each from its declaration (owner-calls.ts). The list's rows carry one
 * price and no vendor or picture yet, so a row's price range is that price and its picture none.
 */
import type {
  BulkChange,
  BulkChoice,
  OwnerProduct,
  ProductFields,
  ProductFilters,
  ProductRow,
  ProductsApi,
  WrittenProduct,
} from '../../application/ports/owner-products-api.port';
import type { CatalogueItemFields, CatalogueListKind } from '../../application/ports/owner-catalogue-lists-api.port';
import { OWNER_CALLS } from '../../contracts/owner-calls';
import type { OwnerProductRowWire } from '../../contracts/owner-products.wire';
import { uploadMediaToWire } from '../../contracts/theme.wire';
import { callApi } from './call-api';
import { callOwnerApi, type OwnerApiDeps } from './owner-call-helpers';

const rowFromWire = (row: OwnerProductRowWire): ProductRow => ({
  productID: row.productID,
  handle: row.handle,
  status: row.status,
  version: row.version,
  name: row.name,
  vendor: '',
  thumbnail: null,
  minPrice: row.price,
  maxPrice: row.price,
  stock: row.stock,
  variantCount: row.variantCount,
});

/** The product's fields as the create and update bodies name them. */
const bodyOf = (fields: ProductFields) => ({
  Name: fields.name,
  Description: fields.description,
  Status: fields.status,
  Vendor: fields.vendor,
  ProductType: fields.productType,
  Tags: fields.tags,
  CategoryID: fields.categoryID,
  BrandID: fields.brandID,
  GroupIDs: fields.groupIDs,
  Price: fields.price,
  CompareAtPrice: fields.compareAtPrice,
  IsHidePrice: fields.isHidePrice,
  SKU: fields.sku,
  Barcode: fields.barcode,
  SellWhenOutOfStock: fields.sellWhenOutOfStock,
  WeightGrams: fields.weightGrams,
  WeightUnit: fields.weightUnit,
  SeoTitle: fields.seoTitle,
  SeoDescription: fields.seoDescription,
  Images: fields.images.map((image) => ({ ImageFile: image.imageFile, ThumbnailFile: image.thumbnailFile, Alt: image.alt })),
  Faqs: fields.faqs.map((faq) => ({ Question: faq.question, Answer: faq.answer })),
  AddOns: fields.addons.map((addon) => ({
    ...(addon.addonID !== null ? { AddonID: addon.addonID } : {}),
    Name: addon.name,
    Price: addon.price,
  })),
  Options: fields.options.map((option) => ({ Name: option.name, Values: option.values })),
  Variants: fields.variants.map((variant) => ({
    ...(variant.variantID !== null ? { VariantID: variant.variantID } : {}),
    SKU: variant.sku,
    Barcode: variant.barcode,
    Price: variant.price,
    CompareAtPrice: variant.compareAtPrice,
    IsHidePrice: variant.isHidePrice,
    WeightGrams: variant.weightGrams,
    WeightUnit: variant.weightUnit,
    Stock: variant.stock,
    SellWhenOutOfStock: variant.sellWhenOutOfStock,
    ImageFile: variant.imageFile,
    OptionValues: variant.optionValues,
  })),
});

const written = (data: { product: WrittenProduct }) => data.product;

export class HttpProductsApi implements ProductsApi {
  constructor(private readonly deps: OwnerApiDeps) {}

  products(filters: ProductFilters) {
    const query = { Search: filters.search, Status: filters.status, Page: filters.page };
    return callApi(this.deps, OWNER_CALLS.products, query, (data) => ({ ...data, items: data.items.map(rowFromWire) }));
  }

  product(productID: number) {
    return callApi(this.deps, OWNER_CALLS.product, { ProductID: productID }, (data): OwnerProduct => data);
  }

  createProduct(fields: ProductFields) {
    // No handle: the store API makes one from the name.
    const body = { ...bodyOf(fields), ...(fields.handle ? { Handle: fields.handle } : {}), Stock: fields.stock };
    return callApi(this.deps, OWNER_CALLS.createProduct, body, written);
  }

  updateProduct(productID: number, version: number, fields: ProductFields) {
    const body = { ProductID: productID, Version: version, ...bodyOf(fields), Handle: fields.handle };
    return callApi(this.deps, OWNER_CALLS.updateProduct, body, written);
  }

  duplicateProduct(productID: number) {
    return callApi(this.deps, OWNER_CALLS.duplicateProduct, { ProductID: productID }, written);
  }

  archiveProduct(productID: number) {
    return callApi(this.deps, OWNER_CALLS.archiveProduct, { ProductID: productID }, written);
  }

  deleteProduct(productID: number) {
    return callApi(this.deps, OWNER_CALLS.deleteProduct, { ProductID: productID });
  }

  setStock(productID: number, variantID: number, quantity: number, note: string) {
    const body = { ProductID: productID, VariantID: variantID, Quantity: quantity, Note: note };
    return callApi(this.deps, OWNER_CALLS.setProductStock, body, (data) => ({ quantity: data.quantity }));
  }

  stockHistory(productID: number, variantID: number) {
    return callApi(this.deps, OWNER_CALLS.stockHistory, { ProductID: productID, VariantID: variantID }, (data) => data.items);
  }

  bulkRows(choice: BulkChoice) {
    const query = 'productIDs' in choice ? { ProductIDs: choice.productIDs.join(',') } : { Search: choice.search, Status: choice.status };
    return callApi(this.deps, OWNER_CALLS.bulkRows, query, (data) => data);
  }

  bulkSave(changes: BulkChange[]) {
    const body = {
      Changes: changes.map((change) => ({
        ProductID: change.productID,
        VariantID: change.variantID,
        Version: change.version,
        ...(change.priceCents !== undefined ? { PriceCents: change.priceCents } : {}),
        ...(change.compareAtCents !== undefined ? { CompareAtCents: change.compareAtCents } : {}),
        ...(change.stock !== undefined ? { Stock: change.stock } : {}),
        ...(change.stockWas !== undefined ? { StockWas: change.stockWas } : {}),
      })),
    };
    return callApi(this.deps, OWNER_CALLS.bulkSave, body, (data) => ({ rows: data.rows, stockMoves: data.stockMoves }));
  }

  lists(kind: CatalogueListKind) {
    const call = { category: OWNER_CALLS.categories, brand: OWNER_CALLS.brands, group: OWNER_CALLS.productGroups }[kind];
    return callApi(this.deps, call, {}, (data) => data.items);
  }

  saveItem(kind: CatalogueListKind, fields: CatalogueItemFields) {
    const common = { Name: fields.name, Description: fields.description, ...(fields.handle ? { Handle: fields.handle } : {}) };
    const id = fields.id ?? undefined;
    if (kind === 'brand')
      return callApi(this.deps, OWNER_CALLS.saveBrand, { ...common, LogoFile: fields.imageFile, ...(id ? { BrandID: id } : {}) });
    const seo = { SeoTitle: fields.seoTitle, SeoDescription: fields.seoDescription, ImageFile: fields.imageFile };
    if (kind === 'group') {
      const rule = fields.rule && {
        Tags: fields.rule.tags,
        BrandIDs: fields.rule.brandIDs,
        CategoryIDs: fields.rule.categoryIDs,
        PriceMin: fields.rule.priceMin,
        PriceMax: fields.rule.priceMax,
      };
      return callApi(this.deps, OWNER_CALLS.saveProductGroup, { ...common, ...seo, Rule: rule, ...(id ? { GroupID: id } : {}) });
    }
    const category = { ...common, ParentID: fields.parentID, ...seo };
    return callApi(this.deps, OWNER_CALLS.saveCategory, { ...category, ...(id ? { CategoryID: id } : {}) });
  }

  reorderCategories(ids: number[]) {
    return callApi(this.deps, OWNER_CALLS.reorderCategories, { CategoryIDs: ids });
  }

  groupProducts(groupID: number) {
    return callApi(this.deps, OWNER_CALLS.productGroupProducts, { GroupID: groupID }, (data) => data.items);
  }

  reorderGroup(groupID: number, productIDs: number[]) {
    return callApi(this.deps, OWNER_CALLS.reorderProductGroup, { GroupID: groupID, ProductIDs: productIDs });
  }

  deleteItem(kind: CatalogueListKind, id: number) {
    if (kind === 'brand') return callApi(this.deps, OWNER_CALLS.deleteBrand, { BrandID: id });
    if (kind === 'group') return callApi(this.deps, OWNER_CALLS.deleteProductGroup, { GroupID: id });
    return callApi(this.deps, OWNER_CALLS.deleteCategory, { CategoryID: id });
  }

  /** The studio's media upload (media-upload.controller.ts): the same checks as every picture of the store. */
  uploadPicture(input: { fileName: string; base64: string; alt: string }) {
    return callOwnerApi<{ image: string; alt: string }>(this.deps, 'POST', 'Theme/UploadMedia', uploadMediaToWire(input));
  }
}
