/**
 * Turns a hand-written CatalogueSpec into a full catalogue plan for one store: products with prices,
 * stock, variants, add-ons, reviews, FAQs and images, plus the two collections. Deterministic: the
 * generator is seeded by the store name and dates count back from a fixed base date.
 */
import type { DemoStore } from './demo-stores';
import type { CatalogueSpec, CategorySpec } from './catalogue-types';
import { mediaUrl, type CataloguePlan, type CollectionPlan, type ProductPlan } from './catalogue-plan';
import { bannerFile } from './plan-media';
import { createRng, hashString, type Rng } from './prng';
import { chooseBrand, productNames } from './product-names';
import { averageRating, planAddons, planFaqs, planReviews, planVariants } from './plan-product-extras';
import { SEED_BASE_DATE, daysBefore, fillTemplate, money, shopPrice, slugify } from './seed-text';

interface Draft {
  category: CategorySpec;
  name: string;
  /** Position of the product inside its category. */
  index: number;
}

/** `count` distinct indexes below `size`, skipping `exclude`. */
function pickIndexes(rng: Rng, size: number, count: number, exclude: Set<number> = new Set()): Set<number> {
  const pool = Array.from({ length: size }, (_, index) => index).filter((index) => !exclude.has(index));
  return new Set(rng.shuffle(pool).slice(0, count));
}

function planProduct(
  rng: Rng,
  store: DemoStore,
  spec: CatalogueSpec,
  draft: Draft,
  flags: { inStock: boolean; variantPlan: string[] | null },
): ProductPlan {
  const { category, name, index } = draft;
  const slug = slugify(name);
  const sku = `${spec.skuPrefix}-${category.slug.slice(0, 3).toUpperCase()}-${String(index + 1).padStart(3, '0')}`;
  const brand = chooseBrand(rng, spec.brands, category.slug, name);
  const createdAt = daysBefore(SEED_BASE_DATE, rng.int(1, 365), rng.int(0, 86_399));
  const [low, high] = category.priceRange;
  const basePrice = shopPrice(low + rng.next() * (high - low));
  const images = Array.from({ length: rng.int(2, 4) }, (_, position) => ({
    imageFile: mediaUrl(store.name, `products/${slug}-${position + 1}.svg`),
    thumbnailFile: mediaUrl(store.name, `products/${slug}-${position + 1}-thumb.svg`),
    // The generated art draws the product's name over its category's icon (svg-art.ts).
    alt: `${name}, illustrated with its name (view ${position + 1})`,
    position,
  }));
  const variants = flags.variantPlan
    ? planVariants({
        rng,
        spec,
        plan: flags.variantPlan,
        sku,
        basePrice,
        inStock: flags.inStock,
        imageFiles: images.map((image) => image.imageFile),
      })
    : [];
  const price = variants.length > 0 ? Math.min(...variants.map((variant) => Number(variant.price))) : basePrice;
  const stock = variants.length > 0 ? variants.reduce((sum, variant) => sum + variant.stock, 0) : flags.inStock ? rng.int(3, 120) : 0;
  const isHidePrice = index === 0 && category.hidePriceFirst === true;
  const compareAt = !isHidePrice && rng.chance(0.25) ? shopPrice(price * (1.15 + rng.next() * 0.35)) : null;
  const values = { name, brand: brand.name, store: store.title };
  const [first, second] = rng.shuffle(category.blurbs);
  const description = [first, second, rng.pick(spec.closers)]
    .filter((s): s is string => !!s)
    .map((s) => fillTemplate(s, values))
    .join(' ');
  const reviews = planReviews(rng, name, createdAt);
  return {
    slug,
    name,
    sku,
    description,
    categorySlug: category.slug,
    brandSlug: slugify(brand.name),
    price: money(price),
    compareAtPrice: compareAt !== null && compareAt > price ? money(compareAt) : null,
    isHidePrice,
    stock,
    rating: averageRating(reviews),
    ratingCount: reviews.length,
    popularity: rng.int(10, 800) + reviews.length * 25,
    isNew: false,
    createdAt,
    meta: {
      metaTitle: `${name} | ${store.title}`,
      metaDesc: fillTemplate(first ?? name, values),
      metaKeywords: [name, category.name, brand.name].map((word) => word.toLowerCase()).join(', '),
      metaImage: images[0]?.imageFile ?? '',
    },
    images,
    variants,
    addons: planAddons(rng, spec, category.slug),
    reviews,
    faqs: planFaqs(rng, spec, category),
    art: { icon: category.icon, seed: hashString(slug) % 997 },
  };
}

function planCollections(store: DemoStore, products: ProductPlan[]): CollectionPlan[] {
  const size = Math.min(12, Math.max(4, Math.floor(products.length / 2)));
  const byPopularity = [...products].sort((a, b) => b.popularity - a.popularity || a.slug.localeCompare(b.slug));
  const byNewest = [...products].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return [
    {
      slug: `${store.name}-bestsellers`,
      name: 'Bestsellers',
      description: `The pieces ${store.title} customers love most.`,
      imageFile: mediaUrl(store.name, bannerFile(2)),
      productSlugs: byPopularity.slice(0, size).map((p) => p.slug),
    },
    {
      slug: `${store.name}-new-arrivals`,
      name: 'New Arrivals',
      description: `Just landed at ${store.title}.`,
      imageFile: mediaUrl(store.name, bannerFile(3)),
      productSlugs: byNewest.slice(0, size).map((p) => p.slug),
    },
  ];
}

export function planCatalogue(store: DemoStore, spec: CatalogueSpec): CataloguePlan {
  const rng = createRng(`catalogue:${store.name}`);
  const categories = spec.categories.map((category, position) => ({
    slug: category.slug,
    name: category.name,
    description: category.description,
    icon: category.icon,
    position,
    imageFile: mediaUrl(store.name, `categories/${category.slug}.svg`),
  }));
  const brands = spec.brands.map((brand) => {
    const slug = slugify(brand.name);
    return { slug, name: brand.name, logoFile: mediaUrl(store.name, `brands/${slug}.svg`) };
  });
  const taken = new Set([...categories.map((c) => c.slug), ...brands.map((b) => b.slug)]);
  const drafts: Draft[] = spec.categories.flatMap((category) =>
    productNames(rng, category.nameParts, category.count, taken).map((name, index) => ({ category, name, index })),
  );

  // Exact shares rather than coin flips, so every store gets its ~10% sold out and ~half with variants.
  const hidden = new Set(drafts.flatMap((draft, i) => (draft.index === 0 && draft.category.hidePriceFirst ? [i] : [])));
  const soldOut = pickIndexes(rng, drafts.length, Math.max(1, Math.round(drafts.length / 10)), hidden);
  const withVariants = pickIndexes(rng, drafts.length, Math.round(drafts.length / 2));
  const planTurn = new Map<string, number>();
  const products = drafts.map((draft, i) => {
    let variantPlan: string[] | null = null;
    if (withVariants.has(i)) {
      // Round-robin over the category's plans so each attribute combination (and display type) appears.
      const turn = planTurn.get(draft.category.slug) ?? 0;
      planTurn.set(draft.category.slug, turn + 1);
      variantPlan = draft.category.variantPlans[turn % draft.category.variantPlans.length] ?? null;
    }
    return planProduct(rng, store, spec, draft, { inStock: !soldOut.has(i), variantPlan });
  });

  const newest = [...products].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  for (const product of newest.slice(0, Math.ceil(products.length * 0.15))) product.isNew = true;
  return { categories, brands, attributes: spec.attributes, products, collections: planCollections(store, products) };
}
