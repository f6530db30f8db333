/**
 * Colour scheme ids, roles and setting names (see color-schemes.ts), free of the settings schema so
 * the storefront's section styles can name a scheme without loading the theme's validators.
 */

export const COLOR_SCHEME_COUNT = 5;
export const COLOR_SCHEME_NUMBERS = [1, 2, 3, 4, 5] as const;
export type ColorSchemeNumber = (typeof COLOR_SCHEME_NUMBERS)[number];

export const COLOR_SCHEME_IDS = COLOR_SCHEME_NUMBERS.map((n) => `scheme-${n}` as const);
export type ColorSchemeId = `scheme-${ColorSchemeNumber}`;

export const SCHEME_ROLES = ['background', 'text', 'accent', 'button_bg', 'button_text'] as const;
export type SchemeRole = (typeof SCHEME_ROLES)[number];

export type SchemeColours = Record<SchemeRole, string>;
export interface ColorScheme extends SchemeColours {
  id: ColorSchemeId;
  name: string;
}

export const schemeColorKey = (n: ColorSchemeNumber, role: SchemeRole) => `scheme_${n}_${role}_color` as const;
export const schemeNameKey = (n: ColorSchemeNumber) => `scheme_${n}_name` as const;

/** The section style field that names the scheme a section wears (absent or '' = the page's colours). */
export const SECTION_SCHEME_FIELD = 'color_scheme';

export function isColorSchemeId(value: unknown): value is ColorSchemeId {
  return typeof value === 'string' && (COLOR_SCHEME_IDS as readonly string[]).includes(value);
}

/** The class the compiled theme styles for a scheme; a section's root wears it. */
export const schemeClassName = (id: ColorSchemeId): string => `color-scheme-${id.slice('scheme-'.length)}`;

export const schemeNumber = (id: ColorSchemeId): ColorSchemeNumber => Number(id.slice('scheme-'.length)) as ColorSchemeNumber;
