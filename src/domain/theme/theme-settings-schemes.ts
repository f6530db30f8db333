/**
 * The colour schemes' settings (see color-schemes.ts). The seeded five suit the default theme:
 * the page's own light, a soft grey band, a dark band, an accent band and a warm band.
 */
import type { ColorSchemeNumber, SchemeColours, SchemeRole } from './scheme-ids';
import { colorValue, labelValue } from './theme-values';

export const SCHEME_NAME_MAX = 40;

interface SeededScheme extends SchemeColours {
  name: string;
}

export const SEEDED_SCHEMES: Readonly<Record<ColorSchemeNumber, SeededScheme>> = {
  1: { name: 'Light', background: '#ffffff', text: '#374151', accent: '#111827', button_bg: '#111827', button_text: '#ffffff' },
  2: { name: 'Soft', background: '#f3f4f6', text: '#1f2937', accent: '#111827', button_bg: '#111827', button_text: '#ffffff' },
  3: { name: 'Dark', background: '#111827', text: '#f9fafb', accent: '#93c5fd', button_bg: '#ffffff', button_text: '#111827' },
  4: { name: 'Accent', background: '#1d4ed8', text: '#ffffff', accent: '#ffffff', button_bg: '#ffffff', button_text: '#1d4ed8' },
  5: { name: 'Warm', background: '#fef3c7', text: '#451a03', accent: '#b45309', button_bg: '#451a03', button_text: '#fef3c7' },
};

type ColorField = ReturnType<typeof colorValue>;
type SchemeShape<N extends ColorSchemeNumber> = { [K in `scheme_${N}_name`]: ReturnType<typeof labelValue> } & {
  [K in `scheme_${N}_${SchemeRole}_color`]: ColorField;
};

function schemeShape<N extends ColorSchemeNumber>(n: N): SchemeShape<N> {
  const seeded = SEEDED_SCHEMES[n];
  return {
    [`scheme_${n}_name`]: labelValue(seeded.name, SCHEME_NAME_MAX),
    [`scheme_${n}_background_color`]: colorValue(seeded.background),
    [`scheme_${n}_text_color`]: colorValue(seeded.text),
    [`scheme_${n}_accent_color`]: colorValue(seeded.accent),
    [`scheme_${n}_button_bg_color`]: colorValue(seeded.button_bg),
    [`scheme_${n}_button_text_color`]: colorValue(seeded.button_text),
  } as SchemeShape<N>;
}

export const schemeSettingsShape = {
  ...schemeShape(1),
  ...schemeShape(2),
  ...schemeShape(3),
  ...schemeShape(4),
  ...schemeShape(5),
};
