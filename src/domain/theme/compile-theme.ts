/**
 * Turns a store's theme settings into the CSS inlined on every page: custom properties on :root,
 * component styles for the class names in docs/theme-classes.md, then the owner's own CSS.
 *
 * Component styles sit in `@layer components` so Tailwind utilities on the same element still win;
 * owner CSS stays unlayered so it wins over both.
 */
import { SMALL_SCREEN_MEDIA } from './breakpoints';
import { buttonRules, buttonVariables } from './compile-buttons';
import { formRules, formVariables } from './compile-forms';
import { schemeRules } from './compile-schemes';
import { productCardRules, productCardSmallScreenVariables, productCardVariables } from './compile-product-card';
import { layoutRules, siteRules, siteSmallScreenVariables, siteVariables } from './compile-site';
import { typographyRules, typographySmallScreenVariables, typographyVariables } from './compile-typography';
import { atRule, rule, type Declarations } from './css-writer';
import type { FontFamilyName } from './fonts';
import { prepareOwnerCss } from './owner-css';
import { themeFontUsage } from './theme-fonts';
import type { ThemeSettings } from './theme-settings';

export interface CompileThemeInput {
  settings: ThemeSettings;
  theme_css?: string;
  creator_theme_css?: string;
}

export interface CompiledTheme {
  /** The whole stylesheet: `variables` then `rules`. */
  css: string;
  /**
   * The layer order and the settings as custom properties on :root (and their small-screen values):
   * most edits of the settings change only these, so the editor frame swaps this small stylesheet
   * alone and keeps `rules` (component, layout and owner CSS), which read the properties, parsed.
   */
  variables: string;
  /** The custom properties of `variables` by name, so the frame can set them one by one. */
  customProperties: { root: Declarations; smallScreen: Declarations };
  rules: string;
  /** Families and weights the CSS uses; feed to fontStylesheetHrefs. */
  fontFamilies: { family: FontFamilyName; weights: number[] }[];
}

/** Same order as Tailwind 4 declares, so whichever stylesheet comes first the layers stack the same way. */
const LAYER_ORDER = '@layer theme, base, components, utilities;';

export function compileTheme(input: CompileThemeInput): CompiledTheme {
  const s = input.settings;
  const root = {
    ...siteVariables(s),
    ...typographyVariables(s),
    ...buttonVariables(s),
    ...productCardVariables(s),
    ...formVariables(s),
  };
  const smallScreen = {
    ...siteSmallScreenVariables(s),
    ...typographySmallScreenVariables(s),
    ...productCardSmallScreenVariables(s),
  };
  const components = [...typographyRules(), ...siteRules(), ...buttonRules(s), ...productCardRules(), ...formRules(), ...schemeRules(s)];
  const ownerCss = [input.theme_css, input.creator_theme_css, s.custom_css]
    .filter((css): css is string => typeof css === 'string' && css.trim() !== '')
    .map(prepareOwnerCss);

  const variables = [LAYER_ORDER, rule(':root', root), atRule(`@media ${SMALL_SCREEN_MEDIA}`, [rule(':root', smallScreen)])].join('\n');
  const rules = [...layoutRules(), atRule('@layer components', components), ...ownerCss].join('\n');
  return {
    css: `${variables}\n${rules}`,
    variables,
    customProperties: { root, smallScreen },
    rules,
    fontFamilies: themeFontUsage(s),
  };
}
