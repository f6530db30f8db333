/**
 * Generated SVG artwork for catalogue items (products, thumbnails, categories, brands), so the demo
 * stores look finished without downloading any image. Every string placed in the markup is escaped.
 */
import { iconGroup, type IconName } from './svg-icons';
import type { Palette } from './store-palettes';

const FONT = 'Helvetica, Arial, sans-serif';

/** Escapes text for SVG element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** A complete SVG document; `size` is the rendered size, `box` the drawing coordinates. */
export function svgDocument(
  size: { width: number; height: number },
  box: { width: number; height: number },
  body: string,
  label: string,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${box.width} ${box.height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

/** Linear gradient definition; the angle index turns it so sibling images differ. */
export function gradientDef(id: string, from: string, to: string, turn: number): string {
  const ends = [
    ['0', '0', '1', '1'],
    ['1', '0', '0', '1'],
    ['0', '0', '0', '1'],
    ['0', '1', '1', '0'],
  ][turn % 4] ?? ['0', '0', '1', '1'];
  const [x1, y1, x2, y2] = ends;
  return `<defs><linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

export function gradientOf(palette: Palette, index: number): readonly [string, string] {
  return palette.gradients[index % palette.gradients.length] ?? ['#eeeeee', '#cccccc'];
}

/** Centred text whose font shrinks with its length so long names still fit the width. */
export function fittedText(text: string, cx: number, y: number, width: number, maxSize: number, fill: string, weight = 700): string {
  const size = Math.max(12, Math.min(maxSize, Math.floor((width / Math.max(text.length, 1)) * 1.8)));
  return `<text x="${cx}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeXml(text)}</text>`;
}

/** Soft decorative circles whose placement depends on `seed`, so each image of a product differs. */
function blobs(seed: number, width: number, height: number, colour: string): string {
  const x = ((seed * 37) % 70) / 100 + 0.15;
  const y = ((seed * 53) % 60) / 100 + 0.1;
  const r = Math.round(Math.min(width, height) * (0.22 + (seed % 3) * 0.06));
  return (
    `<circle cx="${Math.round(width * x)}" cy="${Math.round(height * y)}" r="${r}" fill="${colour}" opacity="0.18"/>` +
    `<circle cx="${Math.round(width * (1 - x))}" cy="${Math.round(height * (1 - y))}" r="${Math.round(r * 0.6)}" fill="${colour}" opacity="0.12"/>`
  );
}

export interface ProductArt {
  name: string;
  storeTitle: string;
  icon: IconName;
  palette: Palette;
  /** 1-based image number of the product; changes gradient, layout and scale. */
  index: number;
  /** Stable per-product number so products of one category do not look identical. */
  seed: number;
}

export function productImageSvg(art: ProductArt): string {
  const [from, to] = gradientOf(art.palette, art.seed + art.index);
  const iconSize = 300 + (art.index % 3) * 40;
  const body =
    gradientDef('g', from, to, art.index + art.seed) +
    `<rect width="800" height="800" fill="url(#g)"/>` +
    blobs(art.seed + art.index * 7, 800, 800, art.palette.fill) +
    iconGroup(art.icon, 400 - iconSize / 2, 300 - iconSize / 2, iconSize, art.palette.fill, art.palette.accent) +
    fittedText(art.name, 400, 640, 680, 52, art.palette.ink) +
    fittedText(art.storeTitle.toUpperCase(), 400, 700, 400, 22, art.palette.ink, 400);
  return svgDocument({ width: 800, height: 800 }, { width: 800, height: 800 }, body, art.name);
}

/** Thumbnails keep the picture without the caption, which would be unreadable at 200 px. */
export function productThumbnailSvg(art: ProductArt): string {
  const [from, to] = gradientOf(art.palette, art.seed + art.index);
  const body =
    gradientDef('g', from, to, art.index + art.seed) +
    `<rect width="200" height="200" fill="url(#g)"/>` +
    blobs(art.seed + art.index * 7, 200, 200, art.palette.fill) +
    iconGroup(art.icon, 40, 40, 120, art.palette.fill, art.palette.accent);
  return svgDocument({ width: 200, height: 200 }, { width: 200, height: 200 }, body, art.name);
}

export function categoryImageSvg(name: string, icon: IconName, palette: Palette, seed: number): string {
  const [from, to] = gradientOf(palette, seed);
  const body =
    gradientDef('g', from, to, seed) +
    `<rect width="600" height="600" fill="url(#g)"/>` +
    blobs(seed, 600, 600, palette.fill) +
    iconGroup(icon, 180, 120, 240, palette.fill, palette.accent) +
    fittedText(name, 300, 480, 480, 56, palette.ink);
  return svgDocument({ width: 600, height: 600 }, { width: 600, height: 600 }, body, name);
}

/** Initials of up to two words, for monograms and avatars. */
export function initials(name: string): string {
  return name
    .split(/[\s&-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export function brandLogoSvg(name: string, palette: Palette, seed: number): string {
  const shape =
    seed % 2 === 0
      ? `<circle cx="60" cy="75" r="38" fill="${palette.mark}"/>`
      : `<rect x="22" y="37" width="76" height="76" rx="14" fill="${palette.mark}"/>`;
  const body =
    `<rect width="300" height="150" rx="12" fill="${palette.paper}"/>` +
    shape +
    `<text x="60" y="86" font-family="${FONT}" font-size="30" font-weight="700" fill="${palette.paper}" text-anchor="middle">${escapeXml(initials(name))}</text>` +
    fittedText(name, 200, 84, 170, 28, palette.mark);
  return svgDocument({ width: 300, height: 150 }, { width: 300, height: 150 }, body, name);
}
