import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  applyThemeStyle,
  FOLLOWS_PRIMARY,
  setPrimaryColor,
  setThemeSetting,
  THEME_STYLES,
} from '../../../src/domain/studio/theme-colour-links';
import type { StudioDocument } from '../../../src/domain/studio/theme-edits';
import { AA_TEXT_CONTRAST, contrastRatio, parseHexColor } from '../../../src/domain/theme/contrast';
import { THEME_PRESETS } from '../../../src/domain/theme/theme-style-presets';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const doc = (settings: Record<string, unknown>): StudioDocument => ({ settings, sections: [] }) as unknown as StudioDocument;

describe('the primary colour and the accents linked to it', () => {
  test.prop([hex, hex, fc.array(fc.boolean(), { minLength: FOLLOWS_PRIMARY.length, maxLength: FOLLOWS_PRIMARY.length }), hex, hex])(
    'accents that matched the old primary follow it; accents set apart, and every other setting, keep their value',
    (before, after, linked, other, text) => {
      const settings: Record<string, unknown> = {
        primary_color: before,
        background_color: '#ffffff',
        heading_color: before,
        button_primary_text_color: text,
      };
      FOLLOWS_PRIMARY.forEach((key, i) => {
        settings[key] = linked[i] ? before.toUpperCase() : other;
      });
      const next = setPrimaryColor(doc(settings), after).settings;
      expect(next.primary_color).toBe(after);
      FOLLOWS_PRIMARY.forEach((key, i) =>
        expect(next[key]).toBe(linked[i] || other.toLowerCase() === before.toLowerCase() ? after : other),
      );
      expect(next.heading_color).toBe(before);
      expect(next.background_color).toBe('#ffffff');
    },
  );

  test.prop([hex, hex, hex])('a button that follows the primary keeps readable text on it', (before, after, text) => {
    const next = setPrimaryColor(
      doc({
        primary_color: before,
        button_primary_bg_color: before,
        button_primary_text_color: text,
        background_color: '#fafafa',
        text_color: '#222222',
      }),
      after,
    ).settings;
    const ratio = contrastRatio(parseHexColor(String(next.button_primary_text_color))!, parseHexColor(after)!);
    // White or near-black always reaches 4.5:1 on one side or the other of mid-grey, or the best of them is kept.
    const best = Math.max(
      ...['#ffffff', '#111111', text, '#fafafa', '#222222'].map((c) => contrastRatio(parseHexColor(c)!, parseHexColor(after)!)),
    );
    expect(ratio).toBeGreaterThanOrEqual(Math.min(AA_TEXT_CONTRAST, best) - 1e-9);
  });

  it('sets any other setting as it is', () => {
    expect(setThemeSetting(doc({ font_size: 15 }), 'font_size', 17).settings).toEqual({ font_size: 17 });
  });
});

describe('theme styles', () => {
  test.prop([fc.constantFrom(...THEME_STYLES.map((s) => s.name)), fc.string({ maxLength: 40 })])(
    "apply every setting of the style and keep the owner's CSS and sections",
    (name, css) => {
      const before = {
        settings: { custom_css: css, primary_color: '#123456' },
        sections: [{ temp_id: 'temp-a' }],
      } as unknown as StudioDocument;
      const after = applyThemeStyle(before, name);
      expect(after.settings.custom_css).toBe(css);
      expect(after.sections).toBe(before.sections);
      const { custom_css: _css, ...style } = THEME_PRESETS[name] as Record<string, unknown>;
      expect(after.settings).toMatchObject(style);
    },
  );
});
