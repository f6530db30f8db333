/**
 * Every variant of a product whose options take the given values: the combinations in reading order
 * (the first option varies slowest), as a store owner lists them in a file or the editor.
 */
import { MAX_OPTIONS, MAX_VARIANTS, type ProductOption } from './catalogue-draft';

export type VariantMatrix = { ok: true; combinations: string[][] } | { ok: false; reason: 'too-many-options' | 'too-many-variants' };

export function variantMatrix(options: readonly ProductOption[]): VariantMatrix {
  if (options.length > MAX_OPTIONS) return { ok: false, reason: 'too-many-options' };
  // A value named twice is one value: the same choice cannot make two variants.
  const valueLists = options.map((option) => [...new Set(option.values)]);
  const count = valueLists.reduce((product, values) => product * values.length, 1);
  if (count > MAX_VARIANTS) return { ok: false, reason: 'too-many-variants' };
  const combinations = valueLists.reduce<string[][]>(
    (prefixes, values) => prefixes.flatMap((prefix) => values.map((value) => [...prefix, value])),
    [[]],
  );
  return { ok: true, combinations };
}
