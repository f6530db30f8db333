import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { imageKindOf, mediaSlug } from '../../../src/domain/media/image-sniff';

const signatures = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
  gif: [...'GIF89a'].map((c) => c.charCodeAt(0)),
} as const;

describe('what an uploaded file is', () => {
  test.prop([fc.constantFrom('png', 'jpeg', 'gif') as fc.Arbitrary<keyof typeof signatures>, fc.uint8Array({ maxLength: 64 })])(
    'a picture is known by its first bytes, whatever follows',
    (kind, rest) => {
      expect(imageKindOf(new Uint8Array([...signatures[kind], ...rest]))).toBe(kind);
    },
  );

  test.prop([fc.string({ maxLength: 200 })])('text is never taken for a picture (an SVG included)', (text) => {
    expect(imageKindOf(new TextEncoder().encode(`<svg>${text}`))).toBeNull();
    expect(imageKindOf(new TextEncoder().encode(text.replace(/^(GIF8|RIFF)/, '')))).toBeNull();
  });

  it('knows WebP by its RIFF container', () => {
    expect(
      imageKindOf(
        new Uint8Array(
          [...'RIFF']
            .map((c) => c.charCodeAt(0))
            .concat(
              [1, 2, 3, 4],
              [...'WEBP'].map((c) => c.charCodeAt(0)),
            ),
        ),
      ),
    ).toBe('webp');
  });
});

describe('the stored name of an upload', () => {
  test.prop([fc.string({ maxLength: 300 })])(
    'is lower-case letters, digits and single hyphens, never empty, at most 60 characters',
    (name) => {
      const slug = mediaSlug(name);
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(slug.length).toBeLessThanOrEqual(60);
    },
  );

  it('keeps the words of the file name', () => {
    expect(mediaSlug('Summer Lookbook Cover.PNG')).toBe('summer-lookbook-cover');
    expect(mediaSlug('Crème brûlée (2).jpeg')).toBe('creme-brulee-2');
    expect(mediaSlug('.png')).toBe('picture');
  });
});
