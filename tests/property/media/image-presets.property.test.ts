import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import {
  IMAGE_FITS,
  IMAGE_FORMATS,
  MAX_IMAGE_SIDE,
  parseImageModifiers,
  serializeImageModifiers,
  type ImageModifiers,
} from '../../../src/domain/media/image-modifiers';
import { displayWidth, IMAGE_PRESETS, imageUrl, responsiveImage } from '../../../src/domain/media/image-presets';
import { floorImageSide, IMAGE_SIDE_STEPS, snapImageSide } from '../../../src/domain/media/image-sizes';

const side = fc.integer({ min: 1, max: MAX_IMAGE_SIDE });
const modifiers: fc.Arbitrary<ImageModifiers> = fc.record(
  {
    format: fc.constantFrom(...IMAGE_FORMATS),
    fit: fc.constantFrom(...IMAGE_FITS),
    width: side,
    height: side,
    quality: fc.integer({ min: 1, max: 100 }),
    background: fc.stringMatching(/^[0-9a-f]{6}$/),
    blur: fc.integer({ min: 3, max: 1000 }).map((n) => n / 10),
  },
  { requiredKeys: [] },
);
const source = fc.stringMatching(/^[a-z0-9-]{1,12}(\/[a-z0-9-]{1,12}){0,3}\.(svg|png|jpg)$/).map((path) => `/media/${path}`);

test.prop([modifiers])('reads back what it writes', (mods) => {
  expect(parseImageModifiers(serializeImageModifiers(mods))).toEqual({ ok: true, modifiers: mods, preset: null });
});

test.prop([fc.string({ maxLength: 300 })])('never throws on any segment and never accepts a size out of bounds', (segment) => {
  const parsed = parseImageModifiers(segment);
  if (!parsed.ok) return;
  for (const value of [parsed.modifiers.width, parsed.modifiers.height])
    if (value !== undefined) expect(value >= 1 && value <= MAX_IMAGE_SIDE).toBe(true);
  if (parsed.modifiers.quality !== undefined) expect(parsed.modifiers.quality >= 1 && parsed.modifiers.quality <= 100).toBe(true);
});

test.prop([fc.integer({ min: MAX_IMAGE_SIDE + 1, max: 10 ** 6 }), fc.constantFrom('w', 'h', 'width', 'height')])(
  'refuses sides over 2560 px',
  (size, key) => {
    expect(parseImageModifiers(`${key}_${size}`).ok).toBe(false);
  },
);

test.prop([source, fc.string({ minLength: 1 }).filter((name) => !Object.hasOwn(IMAGE_PRESETS, name))])(
  'throws on an unknown preset or provider',
  (src, name) => {
    expect(() => imageUrl(src, { provider: 'proxy', preset: name })).toThrow(`Unknown image preset: ${name}`);
    expect(() => imageUrl(src, { provider: 'none', preset: name })).toThrow(/Unknown image preset/);
    fc.pre(name !== 'proxy' && name !== 'none');
    expect(() => imageUrl(src, { provider: name })).toThrow(`Unknown image provider: ${name}`);
  },
);

test.prop([source, fc.constantFrom(...Object.keys(IMAGE_PRESETS))])(
  'expands a preset into its modifiers, webp by default',
  (src, preset) => {
    const url = imageUrl(src, { provider: 'proxy', preset });
    const [, , segment] = url.split('/');
    expect(parseImageModifiers(segment!)).toMatchObject({ ok: true, modifiers: { format: 'webp', ...IMAGE_PRESETS[preset] } });
    expect(url.endsWith(src)).toBe(true);
    expect(imageUrl(src, { provider: 'none', preset })).toBe(src);
  },
);

const sizes = fc.oneof(
  fc.integer({ min: 1, max: 100 }).map((vw) => `${vw}vw`),
  fc
    .tuple(fc.constantFrom(640, 768, 1024, 1280), fc.integer({ min: 10, max: 100 }), fc.integer({ min: 10, max: 100 }))
    .map(([min, a, b]) => `(min-width: ${min}px) ${a}vw, ${b}vw`),
  fc.integer({ min: 16, max: 2000 }).map((px) => `${px}px`),
);

test.prop([source, fc.integer({ min: 16, max: 2000 }), sizes])(
  'offers webp widths on the size steps over the screens and both densities, within the cap',
  (src, width, sizesAttr) => {
    const { srcSet, placeholder } = responsiveImage(src, { width, sizes: sizesAttr, maxWidth: width * 2 });
    const candidates = srcSet.split(', ').map((entry) => entry.split(' '));
    const widths = candidates.map(([, w]) => Number(w!.slice(0, -1)));
    expect(widths).toEqual([...new Set(widths)].sort((a, b) => a - b));
    for (const [url, descriptor] of candidates) {
      expect(url).toMatch(/^\/img\/f_webp,w_\d+\/media\//);
      expect(url).toContain(`w_${descriptor!.slice(0, -1)}/`);
    }
    for (const w of widths) expect(IMAGE_SIDE_STEPS).toContain(w);
    const cap = Math.min(MAX_IMAGE_SIDE, width * 2);
    expect(Math.max(...widths)).toBeLessThanOrEqual(cap);
    // The largest display width of any screen, at density 2, is covered: by the step at or above it, or the last step under the cap.
    const widest = Math.max(...[320, 640, 768, 1024, 1280, 1536].map((screen) => Math.ceil(displayWidth(sizesAttr, screen)! * 2)));
    const covering = snapImageSide(Math.min(cap, widest));
    expect(Math.max(...widths)).toBe(covering <= cap ? covering : floorImageSide(cap));
    expect(placeholder).toBe(`/img/f_webp,w_10,h_10,q_50,blur_3${src}`);
  },
);

test.prop([source, fc.integer({ min: 1, max: 2000 })])(
  'gives 1x and 2x candidates on the size steps when the picture has no sizes',
  (src, width) => {
    const { srcSet } = responsiveImage(src, { width });
    expect(srcSet).toBe(`/img/f_webp,w_${snapImageSide(width)}${src} 1x, /img/f_webp,w_${snapImageSide(width * 2)}${src} 2x`);
  },
);
