/**
 * Buttons. Colours and sizes come from settings; button_style picks the overall look:
 * 1 solid (owner's radius), 2 soft pill (always pill, shadow, lifts on hover), 3 sharp (square, uppercase, tracked).
 */
import { atRule, px, rule, type Declarations } from './css-writer';
import { cornerRadius, ROUNDED_RADIUS } from './compile-site';
import type { ThemeSettings } from './theme-settings';

function buttonRadius(s: ThemeSettings): string {
  if (s.button_style === 2) return px(ROUNDED_RADIUS);
  if (s.button_style === 3) return px(0);
  return cornerRadius(s.button_is_rounded_corners, s.button_border_radius);
}

export function buttonVariables(s: ThemeSettings): Declarations {
  const vars: Record<string, string | number> = {
    '--btn-radius': buttonRadius(s),
    '--btn-border-width': px(s.button_border_width),
    '--btn-font-weight': s.button_font_weight,
    '--btn-transition': `${s.button_transition_duration}ms`,
  };
  for (const size of ['sm', 'md', 'lg'] as const) {
    vars[`--btn-${size}-font-size`] = px(s[`button_${size}_font_size`]);
    vars[`--btn-${size}-padding-y`] = px(s[`button_${size}_padding_y`]);
    vars[`--btn-${size}-padding-x`] = px(s[`button_${size}_padding_x`]);
  }
  for (const tone of ['primary', 'secondary'] as const) {
    vars[`--btn-${tone}-bg`] = s[`button_${tone}_bg_color`];
    vars[`--btn-${tone}-color`] = s[`button_${tone}_text_color`];
    vars[`--btn-${tone}-border`] = s[`button_${tone}_border_color`];
    vars[`--btn-${tone}-hover-bg`] = s[`button_${tone}_hover_bg_color`];
    vars[`--btn-${tone}-hover-color`] = s[`button_${tone}_hover_text_color`];
    vars[`--btn-${tone}-hover-border`] = s[`button_${tone}_hover_border_color`];
  }
  for (const shade of ['light', 'dark'] as const) {
    vars[`--btn-outline-${shade}-color`] = s[`button_outline_${shade}_color`];
    vars[`--btn-outline-${shade}-hover-bg`] = s[`button_outline_${shade}_hover_bg_color`];
    vars[`--btn-outline-${shade}-hover-color`] = s[`button_outline_${shade}_hover_text_color`];
    vars[`--btn-link-${shade}-color`] = s[`button_link_${shade}_color`];
    vars[`--btn-link-${shade}-hover-color`] = s[`button_link_${shade}_hover_color`];
  }
  return vars;
}

interface VariantColours {
  color: string;
  bg: string;
  border: string;
  hoverColor: string;
  hoverBg: string;
  hoverBorder: string;
}

/** Focus-visible shares the hover look so keyboard users see the same feedback as pointer users. */
function variant(name: string, c: VariantColours, hoverExtra: Declarations = {}): string[] {
  return [
    rule(`.${name}`, { color: c.color, 'background-color': c.bg, 'border-color': c.border }),
    rule(`.${name}:hover, .${name}:focus-visible`, {
      color: c.hoverColor,
      'background-color': c.hoverBg,
      'border-color': c.hoverBorder,
      ...hoverExtra,
    }),
  ];
}

const solid = (tone: string): VariantColours => ({
  color: `var(--btn-${tone}-color)`,
  bg: `var(--btn-${tone}-bg)`,
  border: `var(--btn-${tone}-border)`,
  hoverColor: `var(--btn-${tone}-hover-color)`,
  hoverBg: `var(--btn-${tone}-hover-bg)`,
  hoverBorder: `var(--btn-${tone}-hover-border)`,
});

const outline = (color: string, hoverBg: string, hoverColor: string): VariantColours => ({
  color,
  bg: 'transparent',
  border: color,
  hoverColor,
  hoverBg,
  hoverBorder: hoverBg,
});

const link = (color: string, hoverColor: string): VariantColours => ({
  color,
  bg: 'transparent',
  border: 'transparent',
  hoverColor,
  hoverBg: 'transparent',
  hoverBorder: 'transparent',
});

const size = (name: 'sm' | 'md' | 'lg'): Declarations => ({
  'font-size': `var(--btn-${name}-font-size)`,
  padding: `var(--btn-${name}-padding-y) var(--btn-${name}-padding-x)`,
});

function styleRules(style: ThemeSettings['button_style']): string[] {
  if (style === 2) {
    return [
      rule('.btn', { 'box-shadow': '0 1px 2px rgb(0 0 0 / 0.08)' }),
      rule('.btn:not(.btn-link, .btn-link-light, .btn-link-dark):hover', { 'box-shadow': '0 6px 16px rgb(0 0 0 / 0.14)' }),
      rule('.btn-link, .btn-link-light, .btn-link-dark', { 'box-shadow': 'none' }),
      atRule('@media (prefers-reduced-motion: no-preference)', [
        rule('.btn:not(.btn-link, .btn-link-light, .btn-link-dark):hover', { transform: 'translateY(-1px)' }),
      ]),
    ];
  }
  if (style === 3) return [rule('.btn', { 'text-transform': 'uppercase', 'letter-spacing': '0.08em' })];
  return [];
}

export function buttonRules(s: ThemeSettings): string[] {
  const underline = { 'text-decoration': 'underline', 'text-underline-offset': '0.2em' };
  return [
    rule('.btn', {
      display: 'inline-flex',
      'align-items': 'center',
      'justify-content': 'center',
      gap: '0.5em',
      'font-family': 'var(--font-body)',
      'font-weight': 'var(--btn-font-weight)',
      'line-height': 1.2,
      'text-align': 'center',
      'text-decoration': 'none',
      cursor: 'pointer',
      color: 'inherit',
      'background-color': 'transparent',
      border: 'var(--btn-border-width) solid transparent',
      'border-radius': 'var(--btn-radius)',
      transition: ['color', 'background-color', 'border-color', 'box-shadow', 'transform']
        .map((property) => `${property} var(--btn-transition) ease`)
        .join(', '),
      ...size('md'),
    }),
    rule('.btn:focus-visible', { outline: '2px solid var(--color-primary)', 'outline-offset': '2px' }),
    rule('.btn:disabled, .btn[aria-disabled="true"]', { opacity: 0.55, cursor: 'not-allowed', 'pointer-events': 'none' }),
    rule('.btn-sm', size('sm')),
    rule('.btn-md', size('md')),
    rule('.btn-lg', size('lg')),
    ...variant('btn-primary', solid('primary')),
    ...variant('btn-secondary', solid('secondary')),
    // Text in the primary colour uses its readable shade; a filled hover takes the text made for the primary.
    ...variant('btn-outline', {
      ...outline('var(--color-primary-text)', 'var(--color-primary)', 'var(--color-on-primary)'),
      border: 'var(--color-primary)',
    }),
    ...variant('btn-link', link('var(--color-primary-text)', 'var(--color-primary-text)'), underline),
    ...variant(
      'btn-outline-light',
      outline('var(--btn-outline-light-color)', 'var(--btn-outline-light-hover-bg)', 'var(--btn-outline-light-hover-color)'),
    ),
    ...variant(
      'btn-outline-dark',
      outline('var(--btn-outline-dark-color)', 'var(--btn-outline-dark-hover-bg)', 'var(--btn-outline-dark-hover-color)'),
    ),
    ...variant('btn-link-light', link('var(--btn-link-light-color)', 'var(--btn-link-light-hover-color)'), underline),
    ...variant('btn-link-dark', link('var(--btn-link-dark-color)', 'var(--btn-link-dark-hover-color)'), underline),
    ...styleRules(s.button_style),
    atRule('@media (prefers-reduced-motion: reduce)', [rule('.btn', { transition: 'none' })]),
  ];
}
