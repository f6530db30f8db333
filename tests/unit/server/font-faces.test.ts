/**
 * The theme's font stylesheets inlined into the page head (decision 53, server/host/ssr/font-faces.ts):
 * no stylesheet request between the HTML and the font files, the Latin file preloaded, and nothing
 * but the font catalogue's own stylesheets touched.
 */
import { describe, expect, it } from 'vitest';
import { createFontInliner, FONTS_ROOT } from '../../../server/host/ssr/font-faces';

const inline = createFontInliner(FONTS_ROOT);

describe('font stylesheets in the head', () => {
  it('become their @font-face rules, woff2 only, with addresses the host serves, and a preload of the Latin file', () => {
    const head = inline('<link rel="stylesheet" href="/fonts/playfair-display/600.css"><style id="theme-css">h1{}</style>');
    expect(head).not.toContain('<link rel="stylesheet"');
    expect(head).toContain(
      '<link rel="preload" as="font" type="font/woff2" href="/fonts/playfair-display/files/playfair-display-latin-600-normal.woff2" crossorigin>',
    );
    const faces = head.match(/<style data-font-href="\/fonts\/playfair-display\/600.css">(.*?)<\/style>/)?.[1] ?? '';
    expect(faces.match(/@font-face/g)?.length).toBeGreaterThan(1);
    expect(faces).toContain('font-weight: 600');
    expect(faces).not.toMatch(/\.woff\)|\.\/files\//);
    for (const url of faces.match(/url\(([^)]*)\)/g) ?? [])
      expect(url).toMatch(/^url\(\/fonts\/playfair-display\/files\/[a-z0-9-]+\.woff2\)$/);
    expect(head).toContain('<style id="theme-css">h1{}</style>');
  });

  it('inline a variable font’s faces, under the name the theme’s font stack gives first, with its Latin file preloaded', () => {
    const head = inline('<link rel="stylesheet" href="/fonts/variable/inter/wght.css">');
    expect(head).toContain(
      '<link rel="preload" as="font" type="font/woff2" href="/fonts/variable/inter/files/inter-latin-wght-normal.woff2" crossorigin>',
    );
    const faces = head.match(/<style data-font-href="\/fonts\/variable\/inter\/wght.css">(.*?)<\/style>/)?.[1] ?? '';
    expect(faces).toContain("font-family: 'Inter Variable'");
    expect(faces).toContain('font-weight: 100 900');
    for (const url of faces.match(/url\(([^)]*)\)/g) ?? [])
      expect(url).toMatch(/^url\(\/fonts\/variable\/inter\/files\/[a-z0-9-]+\.woff2\)$/);
  });

  it('leaves any other link alone, and a weight the catalogue does not ship stays a link', () => {
    const other =
      '<link rel="stylesheet" href="/assets/app.css"><link rel="stylesheet" href="/fonts/inter/450.css"><link rel="stylesheet" href="/fonts/../x/400.css"><link rel="stylesheet" href="/fonts/variable/lato/wght.css">';
    expect(inline(other)).toBe(other);
  });
});
