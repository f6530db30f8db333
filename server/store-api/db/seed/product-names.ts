/** Combinatorial product names and the brand that fits each, drawn from the catalogue word lists. */
import type { Rng } from './prng';
import type { BrandSpec } from './catalogue-types';
import { slugify } from './seed-text';

function cartesian(parts: string[][]): string[] {
  return parts.reduce<string[]>(
    (names, words) => names.flatMap((prefix) => words.map((word) => (prefix ? `${prefix} ${word}` : word))),
    [''],
  );
}

/**
 * `count` distinct names from the word lists. `taken` holds slugs already used in the store
 * (categories, brands, earlier products): product URLs share one flat namespace with them.
 */
export function productNames(rng: Rng, parts: string[][], count: number, taken: Set<string>): string[] {
  const names: string[] = [];
  for (const name of rng.shuffle(cartesian(parts))) {
    if (names.length === count) break;
    const slug = slugify(name);
    if (taken.has(slug)) continue;
    taken.add(slug);
    names.push(name);
  }
  if (names.length < count) throw new Error(`word lists give only ${names.length} of ${count} names: ${parts.map((p) => p[0]).join(' ')}`);
  return names;
}

/**
 * A brand making this category; a brand whose name starts like the product (Kumo X1 -> Kumo) wins,
 * so series names and brands agree.
 */
export function chooseBrand(rng: Rng, brands: BrandSpec[], categorySlug: string, productName: string): BrandSpec {
  const eligible = brands.filter((brand) => brand.categories.length === 0 || brand.categories.includes(categorySlug));
  const firstWord = productName.split(' ')[0];
  const matching = eligible.find((brand) => brand.name.split(' ')[0] === firstWord);
  return matching ?? rng.pick(eligible.length > 0 ? eligible : brands);
}
