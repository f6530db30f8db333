/**
 * The shape of a demo catalogue as written by hand: small tables of words and rules that the
 * generator multiplies into products, variants, add-ons, reviews and FAQs.
 */
import type { IconName } from './svg-icons';

export type DisplayType = 'dropdown' | 'namelist' | 'color';

export interface AttributeValueSpec {
  value: string;
  /** Hex colour for `color` attributes. */
  hex?: string;
  /** Added to the product's base price for a variant carrying this value (base currency). */
  priceDelta?: number;
}

export interface AttributeSpec {
  name: string;
  displayType: DisplayType;
  values: AttributeValueSpec[];
}

export interface FaqSpec {
  question: string;
  answer: string;
}

export interface CategorySpec {
  slug: string;
  name: string;
  description: string;
  icon: IconName;
  /** How many products to generate in this category. */
  count: number;
  /** Word lists joined in order, e.g. [['Linen', 'Silk'], ['Wrap Dress', 'Midi Dress']]. */
  nameParts: string[][];
  /** Base price range in the store's base currency (USD). */
  priceRange: [number, number];
  /** Attribute combinations a product of this category may vary by, by attribute name. */
  variantPlans: string[][];
  /** Sentences with {name} and {brand} placeholders; two are picked per product. */
  blurbs: string[];
  faqs: FaqSpec[];
  /** The first product of this category shows "price on request" (isHidePrice). */
  hidePriceFirst?: boolean;
}

export interface BrandSpec {
  name: string;
  /** Category slugs the brand makes; empty means all. */
  categories: string[];
}

export interface AddonSpec {
  name: string;
  price: number;
  /** Category slugs it is offered on; empty means all. */
  categories: string[];
}

export interface CatalogueSpec {
  /** Short code used in SKUs, e.g. AUR. */
  skuPrefix: string;
  categories: CategorySpec[];
  brands: BrandSpec[];
  attributes: AttributeSpec[];
  addons: AddonSpec[];
  /** Probability that a product offers add-ons. */
  addonChance: number;
  /** Closing sentences shared by the whole store; one is appended to each description. */
  closers: string[];
  /** Store-wide FAQs mixed with the category ones. */
  faqs: FaqSpec[];
}
