/** A ProductsApi in memory for the Products page's tests: a catalogue of rows and one saved product, each call a spy. */
import { vi } from 'vitest';
import type {
  OwnerProduct,
  ProductPage,
  ProductsApi,
  StockMove,
  WrittenProduct,
} from '../../../../src/application/ports/owner-products-api.port';
import type { StudioResult } from '../../../../src/application/ports/studio-api.port';

export const ok = <T>(value: T): StudioResult<T> => ({ ok: true, value });

export const listed: ProductPage = {
  items: [
    {
      productID: 41,
      handle: 'linen-shirt',
      status: 'active',
      version: 3,
      name: 'Linen shirt',
      vendor: 'Aurora Atelier',
      thumbnail: '/img/linen-shirt.jpg',
      minPrice: '39.00',
      maxPrice: '45.00',
      stock: 12,
      variantCount: 3,
    },
    {
      productID: 42,
      handle: 'silk-scarf',
      status: 'draft',
      version: 1,
      name: 'Silk scarf',
      vendor: '',
      thumbnail: null,
      minPrice: '25.00',
      maxPrice: '25.00',
      stock: 0,
      variantCount: 0,
    },
  ],
  total: 60,
  page: 1,
  pageSize: 25,
};

export const saved: OwnerProduct = {
  productID: 41,
  handle: 'linen-shirt',
  status: 'active',
  version: 3,
  name: 'Linen shirt',
  description: 'Light and cool.',
  vendor: 'Aurora Atelier',
  productType: 'Shirts',
  tags: ['summer', 'linen'],
  categoryID: null,
  brandID: null,
  groupIDs: [],
  faqs: [],
  addons: [],
  price: '39.00',
  compareAtPrice: null,
  isHidePrice: false,
  sku: '',
  barcode: '',
  stock: 0,
  sellWhenOutOfStock: false,
  weightGrams: 200,
  weightUnit: 'g',
  seoTitle: '',
  seoDescription: '',
  images: [
    {
      imageFile: 'media://aurora/uploads/shirt-front.webp',
      thumbnailFile: 'media://aurora/uploads/shirt-front.webp',
      alt: 'The shirt from the front',
    },
    {
      imageFile: 'media://aurora/uploads/shirt-back.webp',
      thumbnailFile: 'media://aurora/uploads/shirt-back.webp',
      alt: 'The shirt from the back',
    },
  ],
  options: [{ name: 'Size', values: ['S', 'M'] }],
  variants: [
    {
      variantID: 501,
      optionValues: ['S'],
      sku: 'LS-S',
      barcode: '',
      price: '39.00',
      compareAtPrice: null,
      isHidePrice: false,
      weightGrams: null,
      weightUnit: 'g',
      stock: 5,
      sellWhenOutOfStock: false,
      imageFile: null,
    },
    {
      variantID: 502,
      optionValues: ['M'],
      sku: 'LS-M',
      barcode: '',
      price: '45.00',
      compareAtPrice: null,
      isHidePrice: false,
      weightGrams: null,
      weightUnit: 'g',
      stock: 7,
      sellWhenOutOfStock: false,
      imageFile: null,
    },
  ],
};

/** Variant 501's stock moves, newest first: an owner's count with a note, then a shopper's order. */
export const history: StockMove[] = [
  {
    delta: 3,
    quantityAfter: 5,
    reason: 'manual',
    note: 'Stocktake',
    ownerEmail: 'owner@aurora.test',
    orderID: null,
    at: '2026-11-30T10:00:00.000Z',
  },
  { delta: -1, quantityAfter: 2, reason: 'sale', note: '', ownerEmail: null, orderID: 1007, at: '2026-11-29T09:00:00.000Z' },
];

const item = {
  id: 9,
  name: 'Shirts',
  handle: 'shirts',
  parentID: null,
  imageFile: '',
  description: '',
  seoTitle: '',
  seoDescription: '',
  productCount: 0,
  rule: null,
};

export function fakeProductsApi(product: OwnerProduct = saved) {
  const written = (productID: number, version = 4): StudioResult<WrittenProduct> =>
    ok({ productID, handle: product.handle, status: product.status, version });
  const api = {
    products: vi.fn(async () => ok(listed)),
    product: vi.fn(async () => ok(product)),
    createProduct: vi.fn(async () => written(77, 1)),
    updateProduct: vi.fn(async () => written(product.productID)),
    duplicateProduct: vi.fn(async () => written(78, 1)),
    archiveProduct: vi.fn(async () => written(product.productID)),
    deleteProduct: vi.fn(async () => ok({ productID: product.productID })),
    setStock: vi.fn(async () => ok({ quantity: 0 })),
    stockHistory: vi.fn(async () => ok(history)),
    lists: vi.fn(async () => ok([])),
    saveItem: vi.fn(async () => ok({ ...item })),
    reorderCategories: vi.fn(async () => ok({ count: 0 })),
    deleteItem: vi.fn(async () => ok({ unlinkedProducts: 0, movedChildren: 0 })),
    groupProducts: vi.fn(async () => ok([])),
    reorderGroup: vi.fn(async () => ok({ count: 0 })),
    bulkRows: vi.fn(async () => ok({ rows: [], total: 0, truncated: false, limit: 500 })),
    bulkSave: vi.fn(async () => ok({ rows: 0, stockMoves: 0 })),
    uploadPicture: vi.fn(async (input: { fileName: string; alt: string }) =>
      ok({ image: `media://aurora/uploads/${input.fileName.replace(/\.\w+$/, '')}.webp`, alt: input.alt }),
    ),
  } satisfies ProductsApi;
  return api;
}
