import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FONT_FAMILIES,
  FONT_FAMILY_NAMES,
  fontStack,
  fontStylesheetHrefs,
  isFontFamily,
  nearestShippedWeight,
} from '../../../src/domain/theme/fonts';

describe('font catalogue', () => {
  it('offers exactly the 21 families of the specification', () => {
    expect(FONT_FAMILY_NAMES).toHaveLength(21);
    expect(FONT_FAMILY_NAMES).toContain('Playfair Display');
    expect(FONT_FAMILY_NAMES).toContain('IBM Plex Sans');
  });

  it('only lists weights whose stylesheet the @fontsource package really ships', () => {
    for (const font of FONT_FAMILIES) {
      for (const weight of font.weights) {
        expect(existsSync(join('node_modules/@fontsource', font.slug, `${weight}.css`)), `${font.slug}/${weight}`).toBe(true);
      }
    }
  });

  it('recognises catalogue names only', () => {
    expect(isFontFamily('Inter')).toBe(true);
    expect(isFontFamily('Comic Sans MS')).toBe(false);
    expect(isFontFamily(42)).toBe(false);
  });

  it('gives serif and monospace families a matching fallback', () => {
    expect(fontStack('Playfair Display')).toBe("'Playfair Display', serif");
    expect(fontStack('Inconsolata')).toBe("'Inconsolata', monospace");
    expect(fontStack('Inter')).toBe("'Inter', sans-serif");
  });
});

describe('fontStylesheetHrefs', () => {
  it('points at the self-hosted stylesheet of each used weight', () => {
    expect(fontStylesheetHrefs([{ family: 'Playfair Display', weights: [400, 700] }])).toEqual([
      '/fonts/playfair-display/400.css',
      '/fonts/playfair-display/700.css',
    ]);
  });

  it('loads only the families it is given, once each weight', () => {
    const hrefs = fontStylesheetHrefs([
      { family: 'Inter', weights: [400, 400] },
      { family: 'Inter', weights: [400] },
    ]);
    expect(hrefs).toEqual(['/fonts/inter/400.css']);
  });

  it('falls back to the nearest shipped weight', () => {
    expect(nearestShippedWeight('PT Sans', 600)).toBe(700);
    expect(nearestShippedWeight('PT Sans', 300)).toBe(400);
    expect(nearestShippedWeight('Playfair Display', 100)).toBe(400);
    expect(nearestShippedWeight('Ubuntu', 600)).toBe(700);
    expect(nearestShippedWeight('Lato', 200)).toBe(100);
    expect(fontStylesheetHrefs([{ family: 'Instrument Sans', weights: [200, 900] }])).toEqual([
      '/fonts/instrument-sans/400.css',
      '/fonts/instrument-sans/700.css',
    ]);
  });
});
