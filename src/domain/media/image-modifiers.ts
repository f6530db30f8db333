/**
 * Image-proxy modifiers of spec section 7 (format, fit, width, height, resize, quality, background)
 * plus blur for the loading placeholder, written in one URL segment: `f_webp,w_640,q_80`. Parsing
 * bounds every value, so a URL can never ask the server for a 100,000-pixel picture; no side is
 * larger than the widest a page asks for (a 1536 px screen at density 2, under 2560).
 */

export const IMAGE_FORMATS = ['webp', 'avif', 'png', 'jpeg'] as const;
export const IMAGE_FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export type ImageFit = (typeof IMAGE_FITS)[number];

export interface ImageModifiers {
  format?: ImageFormat;
  fit?: ImageFit;
  width?: number;
  height?: number;
  quality?: number;
  /** Hex colour without '#': letterbox of `contain`, and what transparency becomes in a JPEG. */
  background?: string;
  /** Gaussian blur sigma. */
  blur?: number;
}

export const MAX_IMAGE_SIDE = 2560;
export const DEFAULT_IMAGE_FORMAT: ImageFormat = 'webp';

type Parsed = { ok: true; modifiers: ImageModifiers; preset: string | null } | { ok: false; error: string };

const KEYS: Record<string, string> = {
  f: 'format',
  format: 'format',
  fit: 'fit',
  w: 'width',
  width: 'width',
  h: 'height',
  height: 'height',
  s: 'resize',
  resize: 'resize',
  q: 'quality',
  quality: 'quality',
  b: 'background',
  bg: 'background',
  background: 'background',
  blur: 'blur',
  p: 'preset',
  preset: 'preset',
};

function intIn(value: string, min: number, max: number): number | null {
  if (!/^\d{1,5}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** Reads one modifier into `out`; returns an error message or null. */
function readOne(key: string, value: string, out: ImageModifiers): string | null {
  const side = (v: string) => intIn(v, 1, MAX_IMAGE_SIDE);
  switch (key) {
    case 'format': {
      const format = value === 'jpg' ? 'jpeg' : value;
      if (!(IMAGE_FORMATS as readonly string[]).includes(format)) return `format must be one of ${IMAGE_FORMATS.join(', ')}`;
      out.format = format as ImageFormat;
      return null;
    }
    case 'fit':
      if (!(IMAGE_FITS as readonly string[]).includes(value)) return `fit must be one of ${IMAGE_FITS.join(', ')}`;
      out.fit = value as ImageFit;
      return null;
    case 'width':
    case 'height': {
      const n = side(value);
      if (n === null) return `${key} must be a whole number from 1 to ${MAX_IMAGE_SIDE}`;
      out[key] = n;
      return null;
    }
    case 'resize': {
      const [w = '', h = '', extra] = value.split('x');
      const width = side(w);
      const height = side(h);
      if (width === null || height === null || extra !== undefined) return `resize must be WIDTHxHEIGHT, each from 1 to ${MAX_IMAGE_SIDE}`;
      Object.assign(out, { width, height });
      return null;
    }
    case 'quality': {
      const n = intIn(value, 1, 100);
      if (n === null) return 'quality must be a whole number from 1 to 100';
      out.quality = n;
      return null;
    }
    case 'background':
      if (!/^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)) return 'background must be a hex colour such as fff or ffffff';
      out.background = value.toLowerCase();
      return null;
    case 'blur': {
      const n = /^\d{1,3}(\.\d{1,2})?$/.test(value) ? Number(value) : NaN;
      if (!(n >= 0.3 && n <= 100)) return 'blur must be a number from 0.3 to 100';
      out.blur = n;
      return null;
    }
    default:
      return `unknown modifier ${key}`;
  }
}

/** Parses a modifier segment; `_` means none. A preset is returned by name for the registry to expand. */
export function parseImageModifiers(segment: string): Parsed {
  const modifiers: ImageModifiers = {};
  let preset: string | null = null;
  if (segment === '_' || segment === '') return { ok: true, modifiers, preset };
  if (segment.length > 200) return { ok: false, error: 'modifiers are too long' };
  for (const part of segment.split(/[,&]/)) {
    const cut = part.indexOf('_');
    const rawKey = cut > 0 ? part.slice(0, cut) : part;
    const key = KEYS[rawKey];
    if (cut <= 0 || !key) return { ok: false, error: `unknown modifier ${rawKey.slice(0, 20)}` };
    const value = part.slice(cut + 1);
    if (key === 'preset') {
      preset = value;
      continue;
    }
    const error = readOne(key, value, modifiers);
    if (error) return { ok: false, error };
  }
  return { ok: true, modifiers, preset };
}

/** One canonical spelling per set of modifiers (fixed order, short keys): the proxy's cache key. */
export function serializeImageModifiers(modifiers: ImageModifiers): string {
  const parts: string[] = [];
  if (modifiers.format) parts.push(`f_${modifiers.format}`);
  if (modifiers.fit) parts.push(`fit_${modifiers.fit}`);
  if (modifiers.width !== undefined) parts.push(`w_${modifiers.width}`);
  if (modifiers.height !== undefined) parts.push(`h_${modifiers.height}`);
  if (modifiers.quality !== undefined) parts.push(`q_${modifiers.quality}`);
  if (modifiers.background) parts.push(`b_${modifiers.background}`);
  if (modifiers.blur !== undefined) parts.push(`blur_${modifiers.blur}`);
  return parts.length > 0 ? parts.join(',') : '_';
}
