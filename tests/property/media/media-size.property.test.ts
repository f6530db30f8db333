/**
 * A picture's size stated in its media name (src/domain/media/media-size.ts): every name the store
 * writes reads back as the size it was given, and names that state none leave the guess alone.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heightInOwnShape, mediaSizeOf, sizedMediaName } from '../../../src/domain/media/media-size';

const side = fc.integer({ min: 1, max: 20_000 });
const stem = fc.stringMatching(/^[a-z0-9][a-z0-9/-]{0,40}$/);

describe('a size stated in a media name', () => {
  it('reads back as written, through a media:// address, a CDN address, a query or a fragment', () => {
    fc.assert(
      fc.property(stem, fc.constantFrom('svg', 'webp', 'png'), side, side, (name, extension, width, height) => {
        const file = sizedMediaName(name, extension, { width, height });
        for (const address of [`media://nordic/${file}`, `/media/nordic/${file}?v=2`, `/media/${file}#top`])
          expect(mediaSizeOf(address)).toEqual({ width, height });
      }),
    );
  });

  it('gives the height of the picture in its own shape at any width, and the guess where the name says nothing', () => {
    fc.assert(
      fc.property(side, side, fc.integer({ min: 1, max: 4000 }), (width, height, shown) => {
        const expected = Math.max(1, Math.round((shown * height) / width));
        expect(heightInOwnShape(`media://a/${sizedMediaName('art', 'svg', { width, height })}`, shown, 600)).toBe(expected);
      }),
    );
    expect(heightInOwnShape('media://nordic/banners/3-1600x600.svg', 800, 600)).toBe(300);
    for (const unsized of [
      'media://nordic/about.svg',
      'media://a/uploads/linen-3f9a1c2b7e.webp',
      '',
      'media://a/x-0x600.svg',
      'media://a/x-30000x600.svg',
      'media://a/1600x600',
    ])
      expect(heightInOwnShape(unsized, 800, 600)).toBe(600);
  });
});
