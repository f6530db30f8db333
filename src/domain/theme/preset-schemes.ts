/**
 * Colour schemes made from a theme's own palette, so a whole-theme preset (and each demo store)
 * comes with schemes that belong to it: the page itself, a soft band on the card colour, the page
 * inverted, a band in the primary colour, and plain black on white.
 */
import { schemeSettings } from './color-schemes';
import { textOnPrimary } from './readable-text';
import type { ThemeSettings } from './theme-settings';

export function schemesFromPalette(s: ThemeSettings): Partial<ThemeSettings> {
  const onPrimary = textOnPrimary(s);
  const button = { button_bg: s.button_primary_bg_color, button_text: s.button_primary_text_color };
  return {
    ...schemeSettings(1, 'Page', { background: s.background_color, text: s.text_color, accent: s.primary_color, ...button }),
    ...schemeSettings(2, 'Soft', { background: s.card_background_color, text: s.text_color, accent: s.primary_color, ...button }),
    ...schemeSettings(3, 'Inverse', {
      background: s.heading_color,
      text: s.background_color,
      accent: s.background_color,
      button_bg: s.background_color,
      button_text: s.heading_color,
    }),
    ...schemeSettings(4, 'Accent', {
      background: s.primary_color,
      text: onPrimary,
      accent: onPrimary,
      button_bg: onPrimary,
      button_text: s.primary_color,
    }),
    ...schemeSettings(5, 'Contrast', {
      background: '#ffffff',
      text: '#000000',
      accent: '#000000',
      button_bg: '#000000',
      button_text: '#ffffff',
    }),
  } as Partial<ThemeSettings>;
}

/** Defaults, then the preset's own values, with schemes from its palette unless it names its own. */
export function presetWithSchemes(overrides: Partial<ThemeSettings>, defaults: ThemeSettings): ThemeSettings {
  const base = { ...defaults, ...overrides };
  return { ...base, ...schemesFromPalette(base), ...overrides };
}
