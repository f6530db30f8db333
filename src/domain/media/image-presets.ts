/**
 * Image URLs through the image proxy (spec sections 7 and 9): a registry of providers and presets,
 * responsive `srcset`s over the spec's screens and densities (webp by default) and the blur
 * placeholder. An unknown provider or preset throws (spec section 8): a typo must fail loudly in
 * development, not ship full-size pictures.
 */
import { DEFAULT_IMAGE_FORMAT, MAX_IMAGE_SIDE, serializeImageModifiers, type ImageModifiers } from './image-modifiers';
import { floorImageSide, snapImageSide } from './image-sizes';

export const IMAGE_SCREENS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536, '2xl': 1536 } as const;
export const IMAGE_DENSITIES = [1, 2] as const;
export const BLUR_PLACEHOLDER: ImageModifiers = { width: 10, height: 10, quality: 50, blur: 3 };

export const IMAGE_PRESETS: Record<string, ImageModifiers> = {
  thumbnail: { width: 160, height: 160, fit: 'cover' },
  card: { width: 400, height: 400, fit: 'cover' },
  hero: { width: 1600, height: 700, fit: 'cover', quality: 80 },
  zoom: { width: 2000, fit: 'inside', quality: 90 },
  /** Link previews (og:image): the 1.91:1 card the networks show, as JPEG, which every one of them reads (not SVG or webp). */
  share: { width: 1280, height: 672, fit: 'contain', background: 'ffffff', format: 'jpeg', quality: 80 },
};

export const IMAGE_PROVIDERS = ['proxy', 'none'] as const;
export type ImageProvider = (typeof IMAGE_PROVIDERS)[number];
export const IMAGE_PROXY_PREFIX = '/img';

/** Sources the proxy can read: the store's media and the generated placeholders, on this site. */
const PROXYABLE = /^\/(media|placeholder)\/[A-Za-z0-9._~\-/]+$/;

export function isProxyable(src: string): boolean {
  return PROXYABLE.test(src) && !src.includes('..');
}

export function presetModifiers(name: string): ImageModifiers {
  const preset = Object.hasOwn(IMAGE_PRESETS, name) ? IMAGE_PRESETS[name] : undefined;
  if (!preset) throw new Error(`Unknown image preset: ${name}`);
  return preset;
}

export interface ImageUrlOptions {
  provider: string;
  preset?: string;
  modifiers?: ImageModifiers;
}

/** The URL of a picture with modifiers applied by the provider ('none' serves the source as it is). */
export function imageUrl(src: string, options: ImageUrlOptions): string {
  if (!(IMAGE_PROVIDERS as readonly string[]).includes(options.provider)) throw new Error(`Unknown image provider: ${options.provider}`);
  const modifiers = { ...(options.preset !== undefined ? presetModifiers(options.preset) : {}), ...options.modifiers };
  if (options.provider === 'none') return src;
  assertProxyable(src);
  return `${proxyPath(modifiers)}${src}`;
}

/** The proxy's address for some modifiers, up to the source (webp unless they name a format). */
function proxyPath(modifiers: ImageModifiers): string {
  return `${IMAGE_PROXY_PREFIX}/${serializeImageModifiers({ format: DEFAULT_IMAGE_FORMAT, ...modifiers })}`;
}

function assertProxyable(src: string): void {
  if (!isProxyable(src)) throw new Error(`The image proxy cannot serve ${src.slice(0, 100)}`);
}

const SIZE_ENTRY = /^(?:\((min|max)-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(vw|px)$/;

/** CSS pixels a `sizes` attribute gives a picture at a viewport width; null when it cannot be read. */
export function displayWidth(sizes: string, viewport: number): number | null {
  for (const entry of sizes.split(',')) {
    const match = SIZE_ENTRY.exec(entry.trim());
    if (!match) return null;
    const [, kind, bound, amount, unit] = match;
    const applies = !kind || (kind === 'min' ? viewport >= Number(bound) : viewport <= Number(bound));
    if (applies) return unit === 'vw' ? (Number(amount) * viewport) / 100 : Number(amount);
  }
  return null;
}

export interface ResponsiveImage {
  srcSet: string;
  /** Tiny blurred copy to show while the picture loads. */
  placeholder: string;
}

/**
 * Candidates for a proxyable picture: with `sizes`, one width per screen and density (the browser
 * picks); without, 1x and 2x of the width it is shown at. Widths are the proxy's size steps (the
 * step at or above the width needed), never wider than `maxWidth` (the step below it, if need be).
 */
export function responsiveImage(src: string, options: ResponsiveOptions): ResponsiveImage {
  const candidates = candidatesOf(options);
  assertProxyable(src);
  return {
    srcSet: candidates.map(([path, descriptor]) => `${path}${src} ${descriptor}`).join(', '),
    placeholder: `${PLACEHOLDER_PATH}${src}`,
  };
}

interface ResponsiveOptions {
  width: number;
  sizes?: string | undefined;
  maxWidth?: number;
  quality?: number;
}

const PLACEHOLDER_PATH = proxyPath(BLUR_PLACEHOLDER);

/**
 * A picture's candidates (the proxy's path up to the source, and the width or density) depend on its
 * layout only, which few distinct pictures share: a page of 48 cards works them out once, not per card
 * (a rendered page's srcsets took a twentieth of its render, decision 66). Bounded, as theme settings vary.
 */
const candidateLists = new Map<string, ReadonlyArray<readonly [path: string, descriptor: string]>>();
const MAX_CANDIDATE_LISTS = 500;

function candidatesOf(options: ResponsiveOptions): ReadonlyArray<readonly [string, string]> {
  const key = `${options.width}|${options.sizes ?? ''}|${options.maxWidth ?? ''}|${options.quality ?? ''}`;
  const known = candidateLists.get(key);
  if (known) return known;
  const cap = Math.min(MAX_IMAGE_SIDE, options.maxWidth ?? MAX_IMAGE_SIDE);
  const step = (width: number) => {
    const snapped = snapImageSide(Math.min(cap, Math.ceil(width)));
    return snapped <= cap ? snapped : floorImageSide(cap);
  };
  const at = (width: number) => proxyPath({ width, ...(options.quality ? { quality: options.quality } : {}) });
  const screens = [...new Set(Object.values(IMAGE_SCREENS))];
  const shown = options.sizes ? screens.map((screen) => displayWidth(options.sizes!, screen)) : [];
  const candidates =
    shown.length === 0 || shown.some((width) => width === null)
      ? IMAGE_DENSITIES.map((density) => [at(step(options.width * density)), `${density}x`] as const)
      : [...new Set(shown.flatMap((width) => IMAGE_DENSITIES.map((density) => step(width! * density))))]
          .sort((a, b) => a - b)
          .map((width) => [at(width), `${width}w`] as const);
  if (candidateLists.size >= MAX_CANDIDATE_LISTS) candidateLists.clear();
  candidateLists.set(key, candidates);
  return candidates;
}
