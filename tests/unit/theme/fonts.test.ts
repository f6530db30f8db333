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
    expect(fontStack('Playfair Display')).toMatch(/'Playfair Display', serif$/);
    expect(fontStack('Inconsolata')).toMatch(/'Inconsolata', monospace$/);
    expect(fontStack('Lato')).toBe("'Lato', sans-serif");
  });

  it('names a family’s variable font before its static weights, so either one the head declares is used', () => {
    expect(fontStack('Inter')).toBe("'Inter Variable', 'Inter', sans-serif");
    expect(fontStack('PT Sans')).toBe("'PT Sans', sans-serif");
  });
});

describe('fontStylesheetHrefs', () => {
  it('points at the self-hosted stylesheet of each used weight', () => {
    expect(fontStylesheetHrefs([{ family: 'Lato', weights: [400, 700] }])).toEqual(['/fonts/lato/400.css', '/fonts/lato/700.css']);
    expect(fontStylesheetHrefs([{ family: 'Playfair Display', weights: [600] }])).toEqual(['/fonts/playfair-display/600.css']);
  });

  it('takes a family’s one variable font where the page needs as many weights as make it no larger', () => {
    // Inter's variable Latin file is about two static weights: from two weights it replaces them.
    expect(fontStylesheetHrefs([{ family: 'Inter', weights: [400, 500, 700] }])).toEqual(['/fonts/variable/inter/wght.css']);
    expect(fontStylesheetHrefs([{ family: 'Montserrat', weights: [400, 600] }])).toEqual(['/fonts/variable/montserrat/wght.css']);
    // Open Sans's is about 2.6 static weights: two stay static, three take the variable font.
    expect(fontStylesheetHrefs([{ family: 'Open Sans', weights: [400, 700] }])).toEqual([
      '/fonts/open-sans/400.css',
      '/fonts/open-sans/700.css',
    ]);
    expect(fontStylesheetHrefs([{ family: 'Open Sans', weights: [400, 600, 700] }])).toEqual(['/fonts/variable/open-sans/wght.css']);
    // Weights count once each, after snapping to the shipped ones, across every use of the family.
    expect(
      fontStylesheetHrefs([
        { family: 'Inter', weights: [400] },
        { family: 'Inter', weights: [410] },
      ]),
    ).toEqual(['/fonts/inter/400.css']);
    expect(
      fontStylesheetHrefs([
        { family: 'Inter', weights: [400] },
        { family: 'Inter', weights: [700] },
      ]),
    ).toEqual(['/fonts/variable/inter/wght.css']);
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
    expect(fontStylesheetHrefs([{ family: 'Lato', weights: [200, 1000] }])).toEqual(['/fonts/lato/100.css', '/fonts/lato/900.css']);
  });
});
