/**
 * Secondary text and announcement bars pass WCAG AA (70% secondary text measured
 * 4.0-4.46:1 on the light demo stores, white on Sakura's pink bar 3.5:1).
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, blend, contrastRatio, parseHexColor, type Rgb } from '../../../src/domain/theme/contrast';
import { primaryAsText, secondaryTextOpacity, textOnPrimary } from '../../../src/domain/theme/readable-text';
import { DEMO_THEME_PRESETS } from '../../../src/domain/theme/theme-presets';

const rgb = (hex: string): Rgb => parseHexColor(hex)!;
const hexArb = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((channels) => `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('readable theme text', () => {
  it.each(Object.entries(DEMO_THEME_PRESETS))('%s: secondary text passes AA on the page and on cards', (_name, s) => {
    const opacity = secondaryTextOpacity(s);
    for (const ground of [s.background_color, s.card_background_color]) {
      expect(contrastRatio(blend(rgb(s.text_color), rgb(ground), opacity), rgb(ground))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
    expect(opacity).toBeGreaterThan(0.7);
  });

  it.each(Object.entries(DEMO_THEME_PRESETS))('%s: the announcement bar text passes AA on the primary colour', (_name, s) => {
    expect(contrastRatio(rgb(textOnPrimary(s)), rgb(s.primary_color))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it("keeps white on a primary where it already passes, and uses the theme's dark on Sakura's pink", () => {
    expect(textOnPrimary(DEMO_THEME_PRESETS.aurora)).toBe('#ffffff');
    expect(textOnPrimary(DEMO_THEME_PRESETS.sakura)).toBe(DEMO_THEME_PRESETS.sakura.background_color);
  });

  it.each(Object.entries(DEMO_THEME_PRESETS))('%s: primary-coloured text (outline and link buttons) passes AA on the page', (_name, s) => {
    expect(contrastRatio(rgb(primaryAsText(s)), rgb(s.background_color))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it("keeps a primary that already reads and deepens Nordic's bronze just enough", () => {
    const aurora = DEMO_THEME_PRESETS.aurora;
    if (contrastRatio(rgb(aurora.primary_color), rgb(aurora.background_color)) >= AA_TEXT_CONTRAST)
      expect(primaryAsText(aurora)).toBe(aurora.primary_color);
    const nordic = DEMO_THEME_PRESETS.nordic;
    expect(primaryAsText(nordic)).not.toBe(nordic.primary_color);
    expect(primaryAsText(nordic)).not.toBe(nordic.text_color);
  });

  test.prop([hexArb, hexArb, hexArb])(
    'primary-coloured text passes whenever the text colour does, and is the primary itself when that passes',
    (primary, text, background) => {
      fc.pre(contrastRatio(rgb(text), rgb(background)) >= AA_TEXT_CONTRAST);
      const shade = primaryAsText({ primary_color: primary, text_color: text, background_color: background });
      expect(contrastRatio(rgb(shade), rgb(background))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      if (contrastRatio(rgb(primary), rgb(background)) >= AA_TEXT_CONTRAST) expect(shade).toBe(primary);
    },
  );

  it('measures the WCAG reference pairs', () => {
    expect(contrastRatio(rgb('#000'), rgb('#fff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(rgb('#777777'), rgb('#ffffff'))).toBeCloseTo(4.48, 2);
  });

  test.prop([hexArb, hexArb, hexArb])(
    'whenever the text colour itself passes, its secondary shade passes too',
    (text, background, card) => {
      const s = { text_color: text, background_color: background, card_background_color: card };
      fc.pre([background, card].every((ground) => contrastRatio(rgb(text), rgb(ground)) >= AA_TEXT_CONTRAST));
      const opacity = secondaryTextOpacity(s);
      for (const ground of [background, card])
        expect(contrastRatio(blend(rgb(text), rgb(ground), opacity), rgb(ground))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    },
  );

  it('keeps the default for colours it cannot measure', () => {
    expect(secondaryTextOpacity({ text_color: 'tomato', background_color: '#fff', card_background_color: '#fff' })).toBe(0.75);
    expect(textOnPrimary({ primary_color: 'rgb(0, 0, 0)', background_color: '#fff', heading_color: '#000', text_color: '#000' })).toBe(
      '#ffffff',
    );
  });
});
