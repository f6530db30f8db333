/**
 * Products a new store may start with (the merchant's "sample products" choice, decision 93), so its
 * pages show cards and a product page before the first real product: drafts would show nothing, so
 * they are active, and plainly named as samples for the owner to edit or delete.
 */
import type { ProductFields } from '../catalog/product-writes.service';

/** The product type every sample has, so the owner's own products can be told from them. */
export const SAMPLE_PRODUCT_TYPE = 'Sample';

type SampleProduct = Omit<ProductFields, 'handle'> & { handle: null; stock: number };

const sample = (name: string, price: string, description: string): SampleProduct => ({
  name,
  handle: null,
  description: `<p>${description} This is a sample product: edit it or delete it in the studio.</p>`,
  status: 'active',
  vendor: '',
  productType: SAMPLE_PRODUCT_TYPE,
  tags: ['sample'],
  categoryId: null,
  brandId: null,
  price,
  compareAtPrice: null,
  isHidePrice: false,
  sku: '',
  barcode: '',
  sellWhenOutOfStock: false,
  weightGrams: 500,
  weightUnit: 'g',
  seo: { title: '', description: '' },
  images: [],
  options: [],
  variants: [],
  stock: 10,
});

export const SAMPLE_PRODUCTS: readonly SampleProduct[] = [
  sample('Sample T-shirt', '25.00', 'A soft cotton T-shirt.'),
  sample('Sample Mug', '12.00', 'A stoneware mug for the morning coffee.'),
  sample('Sample Tote Bag', '18.00', 'A sturdy canvas bag.'),
];
