/**
 * A store's catalogue as plain rows-to-be, before any id exists. The generator builds it from a
 * CatalogueSpec; the writer turns names and slugs into foreign keys while inserting.
 */
import type { AttributeSpec } from './catalogue-types';
import type { IconName } from './svg-icons';

export interface CategoryPlan {
  slug: string;
  name: string;
  description: string;
  icon: IconName;
  imageFile: string;
  position: number;
}

export interface BrandPlan {
  slug: string;
  name: string;
  logoFile: string;
}

export interface VariantPlan {
  sku: string;
  /** Values joined in attribute order, e.g. 'M / Navy'. */
  name: string;
  price: string;
  stock: number;
  imageFile: string | null;
  /** Attribute name and value pairs, resolved to attribute_values ids on insert. */
  values: { attribute: string; value: string }[];
}

export interface ReviewPlan {
  author: string;
  rating: number;
  title: string;
  body: string;
  helpfulCount: number;
  createdAt: Date;
}

export interface ProductPlan {
  slug: string;
  name: string;
  sku: string;
  description: string;
  categorySlug: string;
  brandSlug: string;
  price: string;
  compareAtPrice: string | null;
  isHidePrice: boolean;
  stock: number;
  rating: string;
  ratingCount: number;
  popularity: number;
  isNew: boolean;
  createdAt: Date;
  meta: { metaTitle: string; metaDesc: string; metaKeywords: string; metaImage: string };
  images: { imageFile: string; thumbnailFile: string; alt: string; position: number }[];
  variants: VariantPlan[];
  addons: { name: string; price: string }[];
  reviews: ReviewPlan[];
  faqs: { question: string; answer: string; position: number }[];
  /** Drawing inputs for the generated images. */
  art: { icon: IconName; seed: number };
}

export interface CollectionPlan {
  slug: string;
  name: string;
  description: string;
  imageFile: string;
  /** Product slugs in display order. */
  productSlugs: string[];
}

export interface CataloguePlan {
  categories: CategoryPlan[];
  brands: BrandPlan[];
  attributes: AttributeSpec[];
  products: ProductPlan[];
  collections: CollectionPlan[];
}

/** The `media://` URL of a store file and the media-table path it names. */
export function mediaUrl(store: string, file: string): string {
  return `media://${store}/${file}`;
}

/** Key of an attribute value in lookups: attribute name and value. */
export function valueKey(attribute: string, value: string): string {
  return `${attribute}\u0000${value}`;
}
