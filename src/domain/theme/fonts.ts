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
  /**
   * The family's variable font (@fontsource-variable, served at /fonts/variable/<slug>/): from how
   * many weights a page needs its one file is no larger than their static files (its Latin file is
   * about 1.8 to 2.6 of one static weight's), so the page loads it instead, in one request.
   */
  readonly variableFrom?: 2 | 3;
}

const ALL = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

export const FONT_FAMILIES = [
  { name: 'Bai Jamjuree', slug: 'bai-jamjuree', weights: [200, 300, 400, 500, 600, 700], generic: 'sans-serif' },
  { name: 'Fira Sans', slug: 'fira-sans', weights: ALL, generic: 'sans-serif' },
  { name: 'IBM Plex Sans', slug: 'ibm-plex-sans', weights: [100, 200, 300, 400, 500, 600, 700], generic: 'sans-serif', variableFrom: 2 },
  { name: 'Inconsolata', slug: 'inconsolata', weights: [200, 300, 400, 500, 600, 700, 800, 900], generic: 'monospace', variableFrom: 2 },
  { name: 'Instrument Sans', slug: 'instrument-sans', weights: [400, 500, 600, 700], generic: 'sans-serif', variableFrom: 2 },
  { name: 'Inter', slug: 'inter', weights: ALL, generic: 'sans-serif', variableFrom: 2 },
  { name: 'Lato', slug: 'lato', weights: [100, 300, 400, 700, 900], generic: 'sans-serif' },
  { name: 'Merriweather', slug: 'merriweather', weights: [300, 400, 500, 600, 700, 800, 900], generic: 'serif', variableFrom: 2 },
  { name: 'Montserrat', slug: 'montserrat', weights: ALL, generic: 'sans-serif', variableFrom: 2 },
  { name: 'Nunito', slug: 'nunito', weights: [200, 300, 400, 500, 600, 700, 800, 900], generic: 'sans-serif', variableFrom: 3 },
  { name: 'Open Sans', slug: 'open-sans', weights: [300, 400, 500, 600, 700, 800], generic: 'sans-serif', variableFrom: 3 },
  { name: 'Oswald', slug: 'oswald', weights: [200, 300, 400, 500, 600, 700], generic: 'sans-serif', variableFrom: 3 },
  { name: 'Playfair Display', slug: 'playfair-display', weights: [400, 500, 600, 700, 800, 900], generic: 'serif', variableFrom: 2 },
  { name: 'Poppins', slug: 'poppins', weights: ALL, generic: 'sans-serif' },
  { name: 'PT Sans', slug: 'pt-sans', weights: [400, 700], generic: 'sans-serif' },
  { name: 'Quicksand', slug: 'quicksand', weights: [300, 400, 500, 600, 700], generic: 'sans-serif', variableFrom: 2 },
  { name: 'Raleway', slug: 'raleway', weights: ALL, generic: 'sans-serif', variableFrom: 3 },
  { name: 'Roboto', slug: 'roboto', weights: ALL, generic: 'sans-serif', variableFrom: 2 },
  { name: 'Rubik', slug: 'rubik', weights: [300, 400, 500, 600, 700, 800, 900], generic: 'sans-serif', variableFrom: 2 },
  { name: 'Ubuntu', slug: 'ubuntu', weights: [300, 400, 500, 700], generic: 'sans-serif' },
  { name: 'Work Sans', slug: 'work-sans', weights: ALL, generic: 'sans-serif', variableFrom: 3 },
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

/** The family name a variable font's faces declare (as @fontsource-variable names them). */
const variableName = (name: string) => `${name} Variable`;

/**
 * CSS font-family value; names come from the allowlist, so quoting them is safe. A family with a
 * variable font names it first: the page's head declares either it or the static weights (fontStylesheetHrefs).
 */
export function fontStack(name: FontFamilyName): string {
  const info = fontFamilyInfo(name);
  return `${info.variableFrom ? `'${variableName(name)}', ` : ''}'${name}', ${info.generic}`;
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

/** The stylesheet of a family's variable font (its upright faces, every weight it spans). */
export const variableFontHref = (slug: string) => `/fonts/variable/${slug}/wght.css`;

/**
 * Stylesheets for exactly the families and weights a page uses, without duplicates: a family's
 * variable font where the page needs enough of its weights, else one stylesheet per shipped weight.
 */
export function fontStylesheetHrefs(families: readonly FontUsage[]): string[] {
  const shipped = new Map<FontFamilyName, Set<number>>();
  for (const { family, weights } of families) {
    if (!isFontFamily(family)) continue;
    const known = shipped.get(family) ?? new Set<number>();
    for (const weight of weights) if (Number.isFinite(weight)) known.add(nearestShippedWeight(family, weight));
    shipped.set(family, known);
  }
  const hrefs: string[] = [];
  for (const [family, weights] of shipped) {
    const { slug, variableFrom } = fontFamilyInfo(family);
    if (variableFrom && weights.size >= variableFrom) hrefs.push(variableFontHref(slug));
    else for (const weight of weights) hrefs.push(`/fonts/${slug}/${weight}.css`);
  }
  return hrefs;
}
