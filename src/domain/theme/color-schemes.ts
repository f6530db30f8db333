/**
 * Colour schemes (decision 34): a handful of named palettes in the theme settings that a section can
 * wear. Each is five colours (background, text, accent, button background and button text) kept as
 * flat settings, `scheme_<n>_<role>_color` and `scheme_<n>_name`, so drafts, validation and the
 * studio's generated controls treat them like every other setting. There are always
 * COLOR_SCHEME_COUNT of them with fixed ids: a section's choice never points at a removed scheme.
 */
import {
  SCHEME_ROLES,
  COLOR_SCHEME_NUMBERS,
  schemeColorKey,
  schemeNameKey,
  type ColorScheme,
  type ColorSchemeNumber,
  type SchemeColours,
} from './scheme-ids';
import type { ThemeSettings } from './theme-settings';

export * from './scheme-ids';

export function colorSchemes(s: ThemeSettings): ColorScheme[] {
  return COLOR_SCHEME_NUMBERS.map((n) => ({
    id: `scheme-${n}` as const,
    name: s[schemeNameKey(n)],
    background: s[schemeColorKey(n, 'background')],
    text: s[schemeColorKey(n, 'text')],
    accent: s[schemeColorKey(n, 'accent')],
    button_bg: s[schemeColorKey(n, 'button_bg')],
    button_text: s[schemeColorKey(n, 'button_text')],
  }));
}

/** Settings for one scheme, e.g. to seed a preset's schemes. */
export function schemeSettings(n: ColorSchemeNumber, name: string, colours: SchemeColours): Record<string, string> {
  const settings: Record<string, string> = { [schemeNameKey(n)]: name };
  for (const role of SCHEME_ROLES) settings[schemeColorKey(n, role)] = colours[role];
  return settings;
}
