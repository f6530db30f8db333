/**
 * The theme's fonts without chained requests (decision 53). The page's head names each font weight as a
 * stylesheet link (/fonts/<family>/<weight>.css, ui/app/theme-head.ts), so the browser fetched the
 * HTML, then each stylesheet, then the font files: four round trips before text painted in the
 * theme's face. Here each such link becomes its @font-face rules inline (woff2 only: every browser
 * that runs the storefront reads it) and a preload of the weight's Latin file, the subset every
 * store's text starts with; the other subsets load only if the page's text needs them
 * (unicode-range). The style carries the stylesheet's address so the editor frame does not add the
 * same faces again (editor/dom-frame-view.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The self-hosted font packages, served at /fonts/ (host.ts). */
export const FONTS_ROOT = path.resolve('node_modules/@fontsource');
/** Their variable fonts, served at /fonts/variable/ (host.ts; domain/theme/fonts.ts says when a page takes one). */
export const VARIABLE_FONTS_ROOT = path.resolve('node_modules/@fontsource-variable');

/** A static weight's stylesheet (/fonts/<slug>/<weight>.css) or a variable font's (/fonts/variable/<slug>/wght.css). */
const FONT_LINK = /<link rel="stylesheet" href="\/fonts\/(?:variable\/([a-z0-9-]+)\/wght|([a-z0-9-]+)\/(\d{3}))\.css">/g;

export type FontInliner = (head: string) => string;

export function createFontInliner(fontsRoot: string, variableFontsRoot = VARIABLE_FONTS_ROOT): FontInliner {
  const inlined = new Map<string, string>();

  /** `weight` is a static weight ('400') or 'wght', a variable font's every weight. */
  function tagsFor(slug: string, weight: string): string | null {
    const variable = weight === 'wght';
    const key = `${slug}/${weight}`;
    const known = inlined.get(key);
    if (known !== undefined) return known;
    let css: string;
    try {
      css = readFileSync(path.join(variable ? variableFontsRoot : fontsRoot, slug, `${weight}.css`), 'utf8');
    } catch {
      return null;
    }
    const folder = variable ? `/fonts/variable/${slug}` : `/fonts/${slug}`;
    const base = `${folder}/files/`;
    const faces = css
      .replace(/\/\*[^*]*\*\//g, '')
      .replace(/,\s*url\([^)]*\.woff\) format\('woff'\)/g, '')
      .replaceAll('url(./files/', `url(${base}`)
      .replace(/\s*\n\s*/g, '');
    const latin = `${slug}-latin-${weight}-normal.woff2`;
    const preload = css.includes(`./files/${latin}`)
      ? `<link rel="preload" as="font" type="font/woff2" href="${base}${latin}" crossorigin>`
      : '';
    const tags = `${preload}<style data-font-href="${folder}/${weight}.css">${faces}</style>`;
    inlined.set(key, tags);
    return tags;
  }

  return (head) =>
    head.replace(
      FONT_LINK,
      (link, variableSlug: string | undefined, slug: string | undefined, weight: string | undefined) =>
        (variableSlug ? tagsFor(variableSlug, 'wght') : tagsFor(slug!, weight!)) ?? link,
    );
}
