/**
 * The self-hosted font catalogue. Weights mirror the `<weight>.css` files each @fontsource package
 * ships, so a theme can never ask the host for a stylesheet that does not exist.
 */

export interface FontFamilyInfo {
  readonly name: string;
  /** Folder under node_modules/@fontsource, served by the host at /fonts/<slug>/. */
  readonly slug: string;
  readonly weights: readonly number[];
  /** Generic family used while the web font loads, so the fallback keeps the font's character. */
  readonly generic: 'sans-serif' | 'serif' | 'monospace';
}

const ALL = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

export const FONT_FAMILIES = [
  { name: 'Bai Jamjuree', slug: 'bai-jamjuree', weights: [200, 300, 400, 500, 600, 700], generic: 'sans-serif' },
  { name: 'Fira Sans', slug: 'fira-sans', weights: ALL, generic: 'sans-serif' },
  { name: 'IBM Plex Sans', slug: 'ibm-plex-sans', weights: [100, 200, 300, 400, 500, 600, 700], generic: 'sans-serif' },
  { name: 'Inconsolata', slug: 'inconsolata', weights: [200, 300, 400, 500, 600, 700, 800, 900], generic: 'monospace' },
  { name: 'Instrument Sans', slug: 'instrument-sans', weights: [400, 500, 600, 700], generic: 'sans-serif' },
  { name: 'Inter', slug: 'inter', weights: ALL, generic: 'sans-serif' },
  { name: 'Lato', slug: 'lato', weights: [100, 300, 400, 700, 900], generic: 'sans-serif' },
  { name: 'Merriweather', slug: 'merriweather', weights: [300, 400, 500, 600, 700, 800, 900], generic: 'serif' },
  { name: 'Montserrat', slug: 'montserrat', weights: ALL, generic: 'sans-serif' },
  { name: 'Nunito', slug: 'nunito', weights: [200, 300, 400, 500, 600, 700, 800, 900], generic: 'sans-serif' },
  { name: 'Open Sans', slug: 'open-sans', weights: [300, 400, 500, 600, 700, 800], generic: 'sans-serif' },
  { name: 'Oswald', slug: 'oswald', weights: [200, 300, 400, 500, 600, 700], generic: 'sans-serif' },
  { name: 'Playfair Display', slug: 'playfair-display', weights: [400, 500, 600, 700, 800, 900], generic: 'serif' },
  { name: 'Poppins', slug: 'poppins', weights: ALL, generic: 'sans-serif' },
  { name: 'PT Sans', slug: 'pt-sans', weights: [400, 700], generic: 'sans-serif' },
  { name: 'Quicksand', slug: 'quicksand', weights: [300, 400, 500, 600, 700], generic: 'sans-serif' },
  { name: 'Raleway', slug: 'raleway', weights: ALL, generic: 'sans-serif' },
  { name: 'Roboto', slug: 'roboto', weights: ALL, generic: 'sans-serif' },
  { name: 'Rubik', slug: 'rubik', weights: [300, 400, 500, 600, 700, 800, 900], generic: 'sans-serif' },
  { name: 'Ubuntu', slug: 'ubuntu', weights: [300, 400, 500, 700], generic: 'sans-serif' },
  { name: 'Work Sans', slug: 'work-sans', weights: ALL, generic: 'sans-serif' },
] as const satisfies readonly FontFamilyInfo[];

export type FontFamilyName = (typeof FONT_FAMILIES)[number]['name'];

export const FONT_FAMILY_NAMES: readonly FontFamilyName[] = FONT_FAMILIES.map((font) => font.name);

const BY_NAME = new Map<string, FontFamilyInfo>(FONT_FAMILIES.map((font) => [font.name, font]));

export function isFontFamily(value: unknown): value is FontFamilyName {
  return typeof value === 'string' && BY_NAME.has(value);
}

export function fontFamilyInfo(name: FontFamilyName): FontFamilyInfo {
  // The map is built from the same tuple the type comes from, so every name is present.
  return BY_NAME.get(name) as FontFamilyInfo;
}

/** CSS font-family value; names come from the allowlist, so quoting them is safe. */
export function fontStack(name: FontFamilyName): string {
  return `'${name}', ${fontFamilyInfo(name).generic}`;
}

/**
 * Closest shipped weight. On a tie the heavier file wins from 400 upwards and the lighter one below,
 * which is the direction browsers search when matching weights.
 */
export function nearestShippedWeight(name: FontFamilyName, weight: number): number {
  const { weights } = fontFamilyInfo(name);
  let best = weights[0] ?? 400;
  for (const candidate of weights) {
    const diff = Math.abs(candidate - weight) - Math.abs(best - weight);
    const tieWins = diff === 0 && (weight >= 400 ? candidate > best : candidate < best);
    if (diff < 0 || tieWins) best = candidate;
  }
  return best;
}

export interface FontUsage {
  family: FontFamilyName;
  weights: readonly number[];
}

/** Stylesheets for exactly the families and weights a page uses, without duplicates. */
export function fontStylesheetHrefs(families: readonly FontUsage[]): string[] {
  const hrefs = new Set<string>();
  for (const { family, weights } of families) {
    if (!isFontFamily(family)) continue;
    const { slug } = fontFamilyInfo(family);
    for (const weight of weights) {
      if (!Number.isFinite(weight)) continue;
      hrefs.add(`/fonts/${slug}/${nearestShippedWeight(family, weight)}.css`);
    }
  }
  return [...hrefs];
}
