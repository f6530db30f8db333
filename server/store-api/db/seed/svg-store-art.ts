/**
 * Generated SVG artwork for a store's own pages: wide banners, the wordmark, client logos, team
 * portraits and the about illustration. Banners carry no words because home sections overlay their
 * own headings on them.
 */
import { escapeXml, fittedText, gradientDef, gradientOf, initials, svgDocument } from './svg-art';
import { iconGroup, type IconName } from './svg-icons';
import type { Palette } from './store-palettes';

const FONT = 'Helvetica, Arial, sans-serif';

/** The banners' and the about art's size: their files are named with it (plan-media.ts). */
export const BANNER_ART_SIZE = { width: 1600, height: 600 } as const;
export const ABOUT_ART_SIZE = { width: 1200, height: 800 } as const;

/** 1600x600 banner: gradient, sweeping shapes on the left half, one large category icon on the right. */
export function bannerSvg(n: number, icon: IconName, palette: Palette, label: string): string {
  const [from, to] = gradientOf(palette, n);
  const wave = `M0 ${420 + n * 10}C400 ${320 - n * 12} 700 ${560 - n * 8} 1600 ${380 + n * 14}V600H0z`;
  const body =
    gradientDef('g', from, to, n) +
    `<rect width="1600" height="600" fill="url(#g)"/>` +
    `<path d="${wave}" fill="${palette.fill}" opacity="0.12"/>` +
    `<circle cx="${260 + n * 40}" cy="${140 + (n % 3) * 40}" r="${120 + n * 10}" fill="${palette.accent}" opacity="0.22"/>` +
    `<circle cx="1180" cy="300" r="230" fill="${palette.paper}" opacity="0.2"/>` +
    iconGroup(icon, 1010, 130, 340, palette.fill, palette.accent);
  return svgDocument(BANNER_ART_SIZE, BANNER_ART_SIZE, body, label);
}

/** 400x120 wordmark: a round monogram beside the store title. */
export function logoSvg(title: string, palette: Palette): string {
  const [from] = gradientOf(palette, 0);
  const body =
    `<rect width="400" height="120" rx="16" fill="${from}"/>` +
    `<circle cx="60" cy="60" r="36" fill="${palette.fill}"/>` +
    `<text x="60" y="72" font-family="${FONT}" font-size="32" font-weight="700" fill="${palette.accent}" text-anchor="middle">${escapeXml(initials(title))}</text>` +
    fittedText(title, 250, 72, 270, 36, palette.ink);
  return svgDocument({ width: 400, height: 120 }, { width: 400, height: 120 }, body, title);
}

/** 240x100 fake client logo; shape varies with n so a row of them looks like different companies. */
export function clientLogoSvg(name: string, n: number, palette: Palette): string {
  const shapes = [
    `<circle cx="40" cy="50" r="22" fill="${palette.mark}"/>`,
    `<rect x="18" y="28" width="44" height="44" rx="8" fill="${palette.mark}"/>`,
    `<path d="M40 24l24 44H16z" fill="${palette.mark}"/>`,
    `<path d="M18 50a22 22 0 0 1 44 0z" fill="${palette.mark}"/><rect x="18" y="54" width="44" height="8" fill="${palette.mark}"/>`,
  ];
  const body =
    `<rect width="240" height="100" rx="10" fill="${palette.paper}"/>` +
    (shapes[n % shapes.length] ?? '') +
    fittedText(name, 150, 58, 150, 24, palette.mark);
  return svgDocument({ width: 240, height: 100 }, { width: 240, height: 100 }, body, name);
}

const SKIN = ['#f1c7a5', '#d9a07a', '#a8704e', '#6f4630'];
const HAIR = ['#2b1d16', '#6b4226', '#c9a26b', '#3a3a3a'];

/** 400x400 portrait: coloured backdrop, shoulders, head and a hair shape that varies by n. */
export function teamPortraitSvg(name: string, n: number, palette: Palette): string {
  const [from, to] = gradientOf(palette, n);
  const skin = SKIN[n % SKIN.length] ?? '#d9a07a';
  const hair = HAIR[(n + 1) % HAIR.length] ?? '#2b1d16';
  const hairShape =
    n % 2 === 0
      ? `<path d="M128 178c0-60 32-96 72-96s72 36 72 96c-14-30-40-44-72-44s-58 14-72 44z" fill="${hair}"/>`
      : `<path d="M120 250c-10-110 20-168 80-168s90 58 80 168l-24-8c6-50-10-90-56-96-46 6-62 46-56 96z" fill="${hair}"/>`;
  const body =
    gradientDef('g', from, to, n) +
    `<rect width="400" height="400" fill="url(#g)"/>` +
    `<path d="M60 400c10-80 70-120 140-120s130 40 140 120z" fill="${palette.mark}"/>` +
    `<rect x="178" y="236" width="44" height="52" rx="18" fill="${skin}"/>` +
    `<ellipse cx="200" cy="180" rx="66" ry="78" fill="${skin}"/>` +
    hairShape +
    `<circle cx="176" cy="186" r="5" fill="#2b1d16"/><circle cx="224" cy="186" r="5" fill="#2b1d16"/>` +
    `<path d="M180 220q20 14 40 0" fill="none" stroke="#7a3b2e" stroke-width="4" stroke-linecap="round"/>`;
  return svgDocument({ width: 400, height: 400 }, { width: 400, height: 400 }, body, name);
}

/** 1200x800 shop-front illustration for the about section, with the store's name on the sign. */
export function aboutSvg(title: string, icon: IconName, palette: Palette): string {
  const [from, to] = gradientOf(palette, 1);
  const stripes = Array.from(
    { length: 8 },
    (_, i) => `<rect x="${300 + i * 75}" y="250" width="75" height="70" fill="${i % 2 === 0 ? palette.fill : palette.paper}"/>`,
  ).join('');
  const body =
    gradientDef('g', from, to, 2) +
    `<rect width="1200" height="800" fill="url(#g)"/>` +
    `<rect x="0" y="700" width="1200" height="100" fill="${palette.mark}" opacity="0.25"/>` +
    `<rect x="300" y="160" width="600" height="540" fill="${palette.paper}"/>` +
    `<rect x="300" y="160" width="600" height="90" fill="${palette.mark}"/>` +
    fittedText(title, 600, 222, 520, 48, palette.paper) +
    stripes +
    `<rect x="340" y="360" width="300" height="240" rx="6" fill="${palette.accent}" opacity="0.5"/>` +
    iconGroup(icon, 410, 400, 160, palette.fill, palette.paper) +
    `<rect x="690" y="380" width="160" height="320" rx="6" fill="${palette.fill}"/>` +
    `<circle cx="830" cy="540" r="8" fill="${palette.accent}"/>` +
    `<circle cx="250" cy="640" r="60" fill="${palette.fill}" opacity="0.6"/><rect x="236" y="640" width="28" height="60" fill="${palette.mark}"/>`;
  return svgDocument(ABOUT_ART_SIZE, ABOUT_ART_SIZE, body, `${title} shop front`);
}
