/**
 * Colour schemes (decision 34): the compiled theme has one class per scheme that sets the colour
 * variables the components read, a section wears the class of the scheme it chose (and none for an
 * unknown id), and the studio's contrast warning fires exactly below WCAG AA.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { parseSectionStyle } from '../../../src/domain/sections/section-style';
import { sectionLook } from '../../../src/domain/sections/section-look';
import {
  COLOR_SCHEME_IDS,
  COLOR_SCHEME_NUMBERS,
  colorSchemes,
  schemeColorKey,
  schemeNameKey,
  SCHEME_ROLES,
} from '../../../src/domain/theme/color-schemes';
import { compileTheme } from '../../../src/domain/theme/compile-theme';
import { AA_TEXT_CONTRAST, contrastRatio, parseHexColor } from '../../../src/domain/theme/contrast';
import { schemeContrastWarnings } from '../../../src/domain/theme/scheme-contrast';
import { DEFAULT_THEME_SETTINGS, parseThemeSettings } from '../../../src/domain/theme/theme-settings';
import { THEME_PRESETS } from '../../../src/domain/theme/theme-style-presets';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const colours = fc.record({ background: hex, text: hex, accent: hex, button_bg: hex, button_text: hex });
const ratio = (a: string, b: string) => contrastRatio(parseHexColor(a)!, parseHexColor(b)!);

/** The declarations of one selector's rule in the compiled CSS. */
function declarationsOf(css: string, selector: string): Record<string, string> {
  const body = new RegExp(`(?:^|\\n)${selector.replace('.', '\\.')}\\{([^}]*)\\}`).exec(css)?.[1];
  if (body === undefined) throw new Error(`no rule for ${selector}`);
  return Object.fromEntries(body.split(';').map((d) => [d.slice(0, d.indexOf(':')), d.slice(d.indexOf(':') + 1)]));
}

describe('compiled scheme classes', () => {
  test.prop([fc.constantFrom(...COLOR_SCHEME_NUMBERS), colours, fc.string({ minLength: 1, maxLength: 20 })])(
    'each scheme sets the page, heading, accent and button colours on its class, and paints the section',
    (n, c, name) => {
      const raw: Record<string, unknown> = { [schemeNameKey(n)]: name };
      for (const role of SCHEME_ROLES) raw[schemeColorKey(n, role)] = c[role];
      const { css } = compileTheme({ settings: parseThemeSettings(raw) });
      const d = declarationsOf(css, `.color-scheme-${n}`);
      expect(d).toMatchObject({
        '--color-background': c.background,
        '--color-text': c.text,
        '--color-heading': c.text,
        '--color-primary': c.accent,
        '--btn-primary-bg': c.button_bg,
        '--btn-primary-border': c.button_bg,
        '--btn-primary-color': c.button_text,
        '--btn-primary-hover-color': c.button_text,
        '--input-focus-border': c.accent,
        'background-color': 'var(--color-background)',
        color: 'var(--color-text)',
      });
      // Inside the components layer, so a Tailwind utility or the section's own colour still wins.
      expect(css.indexOf(`.color-scheme-${n}{`)).toBeGreaterThan(css.indexOf('@layer components{'));
    },
  );

  it('emits one class per scheme, from the seeded schemes when the theme names none', () => {
    const { css } = compileTheme({ settings: DEFAULT_THEME_SETTINGS });
    for (const scheme of colorSchemes(DEFAULT_THEME_SETTINGS)) {
      expect(declarationsOf(css, `.color-scheme-${scheme.id.slice(7)}`)['--color-background']).toBe(scheme.background);
    }
    expect(colorSchemes(DEFAULT_THEME_SETTINGS).map((s) => s.name)).toEqual(['Light', 'Soft', 'Dark', 'Accent', 'Warm']);
  });

  it('keeps a scheme colour that is not a colour out of the CSS (the seeded colour stays)', () => {
    const settings = parseThemeSettings({ scheme_2_background_color: 'red;}body{display:none', scheme_2_name: '\u0000' });
    expect(settings.scheme_2_background_color).toBe(DEFAULT_THEME_SETTINGS.scheme_2_background_color);
    expect(settings.scheme_2_name).toBe('Soft');
  });
});

describe('a section wearing a scheme', () => {
  test.prop([fc.oneof(fc.constantFrom(...COLOR_SCHEME_IDS, '', 'scheme-0', 'scheme-6', 'Scheme-1'), fc.string(), fc.integer())])(
    'wears the class of a scheme the theme has, and no scheme class for anything else',
    (value) => {
      const classes = sectionLook(parseSectionStyle({ color_scheme: value }), '').rootClassName.split(' ');
      const schemeClasses = classes.filter((c) => c.startsWith('color-scheme-'));
      expect(schemeClasses).toEqual(
        (COLOR_SCHEME_IDS as readonly unknown[]).includes(value) ? [`color-scheme-${String(value).slice(7)}`] : [],
      );
    },
  );
});

describe('scheme contrast warnings', () => {
  test.prop([colours])('warn for exactly the pairs below 4.5:1, with the ratio rounded down', (c) => {
    const warnings = schemeContrastWarnings(c);
    const text = ratio(c.text, c.background);
    const button = ratio(c.button_text, c.button_bg);
    expect(warnings.map((w) => w.pair)).toEqual([
      ...(text < AA_TEXT_CONTRAST ? ['text'] : []),
      ...(button < AA_TEXT_CONTRAST ? ['button'] : []),
    ]);
    for (const w of warnings) {
      const exact = w.pair === 'text' ? text : button;
      expect(w.ratio).toBeLessThanOrEqual(exact);
      expect(w.ratio).toBeLessThan(AA_TEXT_CONTRAST);
      expect(w.message).toContain(w.ratio.toFixed(2));
    }
  });

  test.prop([colours])('do not depend on which colour of a pair is the text', (c) => {
    const swapped = { ...c, text: c.background, background: c.text, button_text: c.button_bg, button_bg: c.button_text };
    expect(schemeContrastWarnings(swapped).map((w) => [w.pair, w.ratio])).toEqual(schemeContrastWarnings(c).map((w) => [w.pair, w.ratio]));
  });

  test.prop([hex, hex])('always warn for text the colour of its background; never for black on white', (same, other) => {
    expect(schemeContrastWarnings({ background: same, text: same, accent: other, button_bg: '#000000', button_text: '#ffffff' })).toEqual([
      expect.objectContaining({ pair: 'text', ratio: 1 }),
    ]);
    expect(
      schemeContrastWarnings({ background: '#ffffff', text: '#000000', accent: other, button_bg: '#ffffff', button_text: '#000000' }),
    ).toEqual([]);
  });

  it('leave colours it cannot measure unreported', () => {
    expect(
      schemeContrastWarnings({ background: 'white', text: 'white', accent: 'red', button_bg: 'rgb(0 0 0)', button_text: 'black' }),
    ).toEqual([]);
  });

  it.each(Object.entries(THEME_PRESETS))('the %s preset comes with readable schemes', (_name, settings) => {
    for (const scheme of colorSchemes(settings)) expect(schemeContrastWarnings(scheme), `${scheme.id} ${scheme.name}`).toEqual([]);
  });
});
