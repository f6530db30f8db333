/**
 * Variants, add-ons, reviews and FAQs of one generated product. Each takes the store's generator so
 * the whole catalogue stays a pure function of the store name.
 */
import type { Rng } from './prng';
import type { AttributeSpec, AttributeValueSpec, CatalogueSpec, CategorySpec } from './catalogue-types';
import type { ReviewPlan, VariantPlan } from './catalogue-plan';
import { REVIEW_AUTHORS, REVIEW_BODIES, REVIEW_TITLES, RATING_WEIGHTS } from './review-texts';
import { SEED_BASE_DATE, fillTemplate, money } from './seed-text';

/** How many values of each attribute a product uses, so the variant count stays between 2 and 6. */
function valueCounts(rng: Rng, attributes: AttributeSpec[]): number[] {
  if (attributes.length === 1) return [rng.int(2, Math.min(6, attributes[0]?.values.length ?? 2))];
  return attributes.map((attribute, index) => Math.min(attribute.values.length, index === 0 ? rng.int(2, 3) : rng.int(1, 2)));
}

/** A run of neighbouring values for ordered scales (sizes), a random few for everything else. */
function chooseValues(rng: Rng, attribute: AttributeSpec, count: number): AttributeValueSpec[] {
  if (attribute.displayType === 'dropdown') {
    const start = rng.int(0, attribute.values.length - count);
    return attribute.values.slice(start, start + count);
  }
  const picked = new Set(rng.shuffle(attribute.values.map((_, index) => index)).slice(0, count));
  return attribute.values.filter((_, index) => picked.has(index));
}

/** Cartesian product of the chosen values, in attribute order. */
function combine(lists: AttributeValueSpec[][]): AttributeValueSpec[][] {
  return lists.reduce<AttributeValueSpec[][]>((acc, list) => acc.flatMap((prefix) => list.map((value) => [...prefix, value])), [[]]);
}

export function planVariants(input: {
  rng: Rng;
  spec: CatalogueSpec;
  plan: string[];
  sku: string;
  basePrice: number;
  inStock: boolean;
  imageFiles: string[];
}): VariantPlan[] {
  const { rng, spec, plan, sku, basePrice, inStock, imageFiles } = input;
  const attributes = plan.map((name) => {
    const attribute = spec.attributes.find((candidate) => candidate.name === name);
    if (!attribute) throw new Error(`unknown attribute ${name}`);
    return attribute;
  });
  const counts = valueCounts(rng, attributes);
  const combos = combine(attributes.map((attribute, index) => chooseValues(rng, attribute, counts[index] ?? 1)));
  const hasColour = attributes.some((attribute) => attribute.displayType === 'color');
  const variants = combos.map((values, index): VariantPlan => ({
    sku: `${sku}-${index + 1}`,
    name: values.map((value) => value.value).join(' / '),
    price: money(basePrice + values.reduce((sum, value) => sum + (value.priceDelta ?? 0), 0)),
    stock: inStock && !rng.chance(0.2) ? rng.int(1, 30) : 0,
    imageFile: hasColour ? (imageFiles[index % imageFiles.length] ?? null) : null,
    values: values.map((value, position) => ({ attribute: attributes[position]?.name ?? '', value: value.value })),
  }));
  // An in-stock product must be buyable in at least one variant.
  const first = variants[0];
  if (inStock && first && variants.every((variant) => variant.stock === 0)) first.stock = rng.int(3, 12);
  return variants;
}

export function planAddons(rng: Rng, spec: CatalogueSpec, categorySlug: string): { name: string; price: string }[] {
  if (!rng.chance(spec.addonChance)) return [];
  const eligible = spec.addons.filter((addon) => addon.categories.length === 0 || addon.categories.includes(categorySlug));
  return rng
    .shuffle(eligible)
    .slice(0, rng.int(1, Math.min(2, eligible.length)))
    .map((addon) => ({ name: addon.name, price: money(addon.price) }));
}

function weightedRating(rng: Rng): 1 | 2 | 3 | 4 | 5 {
  let roll = rng.next();
  for (let index = 0; index < RATING_WEIGHTS.length; index += 1) {
    roll -= RATING_WEIGHTS[index] ?? 0;
    if (roll < 0) return (index + 1) as 1 | 2 | 3 | 4 | 5;
  }
  return 5;
}

/** 0-8 reviews dated between the product's launch and the base date. */
export function planReviews(rng: Rng, productName: string, createdAt: Date): ReviewPlan[] {
  const span = Math.max(1, SEED_BASE_DATE.getTime() - createdAt.getTime());
  return Array.from({ length: rng.int(0, 8) }, () => {
    const rating = weightedRating(rng);
    return {
      author: rng.pick(REVIEW_AUTHORS),
      rating,
      title: rng.pick(REVIEW_TITLES[rating]),
      body: fillTemplate(rng.pick(REVIEW_BODIES[rating]), { name: productName }),
      helpfulCount: rng.chance(0.3) ? 0 : rng.int(1, rating >= 4 ? 42 : 15),
      createdAt: new Date(createdAt.getTime() + Math.floor(rng.next() * span)),
    };
  });
}

/** Average rating rounded half-up to two decimals, as the numeric column stores it. */
export function averageRating(reviews: readonly { rating: number }[]): string {
  if (reviews.length === 0) return '0.00';
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return (Math.round((sum * 100) / reviews.length) / 100).toFixed(2);
}

export function planFaqs(rng: Rng, spec: CatalogueSpec, category: CategorySpec): { question: string; answer: string; position: number }[] {
  if (!rng.chance(0.35)) return [];
  const pool = [...category.faqs, ...spec.faqs];
  return rng
    .shuffle(pool)
    .slice(0, rng.int(1, Math.min(3, pool.length)))
    .map((faq, position) => ({ ...faq, position }));
}
