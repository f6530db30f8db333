/**
 * One class per colour scheme (`.color-scheme-<n>`). It paints the section's background and text and
 * sets, on that element, every colour variable the components read (docs/theme-classes.md), so
 * headings, links, buttons, cards and inputs inside the section follow the scheme; nothing outside
 * it changes. Shades the scheme does not name (borders, card grounds, hover) are mixed from its own
 * colours, so five colours restyle the whole section.
 */
import { colorSchemes, schemeClassName, type ColorScheme } from './color-schemes';
import { rule, type Declarations } from './css-writer';
import { primaryAsText, secondaryTextOpacity, textOnPrimary } from './readable-text';
import type { ThemeSettings } from './theme-settings';

const mix = (a: string, percent: number, b: string) => `color-mix(in srgb, ${a} ${percent}%, ${b})`;

export function schemeVariables(c: ColorScheme): Declarations {
  const border = mix(c.text, 18, c.background);
  const softGround = mix(c.text, 6, c.background);
  const buttonHover = mix(c.button_bg, 82, c.text === c.button_bg ? c.background : c.text);
  return {
    '--color-background': c.background,
    '--color-text': c.text,
    '--color-heading': c.text,
    '--color-primary': c.accent,
    '--color-on-primary': textOnPrimary({
      primary_color: c.accent,
      background_color: c.background,
      heading_color: c.text,
      text_color: c.text,
    }),
    '--color-primary-text': primaryAsText({ primary_color: c.accent, background_color: c.background, text_color: c.text }),
    '--color-border': border,
    '--color-card-bg': softGround,
    '--text-muted-opacity': String(
      secondaryTextOpacity({ text_color: c.text, background_color: c.background, card_background_color: c.background }),
    ),
    '--btn-primary-bg': c.button_bg,
    '--btn-primary-color': c.button_text,
    '--btn-primary-border': c.button_bg,
    '--btn-primary-hover-bg': buttonHover,
    '--btn-primary-hover-color': c.button_text,
    '--btn-primary-hover-border': buttonHover,
    '--btn-secondary-bg': softGround,
    '--btn-secondary-color': c.text,
    '--btn-secondary-border': border,
    '--btn-secondary-hover-bg': border,
    '--btn-secondary-hover-color': c.text,
    '--btn-secondary-hover-border': border,
    '--btn-outline-dark-color': c.text,
    '--btn-outline-dark-hover-bg': c.text,
    '--btn-outline-dark-hover-color': c.background,
    '--btn-link-dark-color': c.accent,
    '--btn-link-dark-hover-color': c.accent,
    '--product-card-bg': c.background,
    '--product-card-color': c.text,
    '--product-card-price-color': c.text,
    '--product-card-border': border,
    '--card-bg': softGround,
    '--card-color': c.text,
    '--card-border': border,
    '--input-bg': c.background,
    '--input-color': c.text,
    '--input-border': border,
    '--input-focus-border': c.accent,
    '--input-placeholder': mix(c.text, 60, c.background),
  };
}

/** The scheme classes, for the theme's components layer. */
export function schemeRules(s: ThemeSettings): string[] {
  return colorSchemes(s).map((scheme) =>
    rule(`.${schemeClassName(scheme.id)}`, {
      ...schemeVariables(scheme),
      'background-color': 'var(--color-background)',
      color: 'var(--color-text)',
    }),
  );
}
