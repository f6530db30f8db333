/** Site colours, layout (container, section rhythm), logo and the site corner radius. */
import { BREAKPOINTS } from './breakpoints';
import { atRule, px, rule, type Declarations } from './css-writer';
import { primaryAsText, secondaryTextOpacity, textOnPrimary } from './readable-text';
import type { ThemeSettings } from './theme-settings';

/** Spec section 9: "Rounded option 200px radius; square 0px". */
export const ROUNDED_RADIUS = 200;

export const cornerRadius = (isRounded: boolean, radius: number): string => px(isRounded ? ROUNDED_RADIUS : radius);

export function siteVariables(s: ThemeSettings): Declarations {
  return {
    '--color-primary': s.primary_color,
    '--color-background': s.background_color,
    '--color-text': s.text_color,
    '--color-heading': s.heading_color,
    '--color-border': s.border_color,
    '--color-card-bg': s.card_background_color,
    '--color-rating-star': s.rating_star_color,
    '--color-on-primary': textOnPrimary(s),
    '--color-primary-text': primaryAsText(s),
    '--text-muted-opacity': String(secondaryTextOpacity(s)),
    '--radius': cornerRadius(s.site_is_rounded_corners, s.site_border_radius),
    '--logo-width': px(s.logo_width_lg),
    '--section-space': px(s.space_between_lg),
    '--container-width': px(s.container_width),
    '--container-fluid-width': px(s.container_fluid_width),
    '--container-padding': '16px',
  };
}

export function siteSmallScreenVariables(s: ThemeSettings): Declarations {
  return {
    '--logo-width': px(s.logo_width_sm),
    '--section-space': px(s.space_between_sm),
  };
}

/**
 * Kept outside any cascade layer: Tailwind ships its own `.container` utility, and the theme's
 * container width has to win over it.
 */
export function layoutRules(): string[] {
  const container = {
    width: '100%',
    'margin-inline': 'auto',
    'padding-inline': 'var(--container-padding)',
    'box-sizing': 'border-box',
  };
  return [
    rule('.container', { ...container, 'max-width': 'var(--container-width)' }),
    rule('.container-fluid', { ...container, 'max-width': 'var(--container-fluid-width)' }),
    atRule(`@media (min-width: ${BREAKPOINTS.tablet}px)`, [rule(':root', { '--container-padding': '24px' })]),
  ];
}

export function siteRules(): string[] {
  return [
    // Half the space on each side, so two adjacent sections sit exactly one space apart.
    rule('.section-space', { 'padding-block': 'calc(var(--section-space) / 2)' }),
    rule('.logo', { display: 'block', width: 'var(--logo-width)', 'max-width': '100%', height: 'auto' }),
    rule('.logo img, .logo svg', { display: 'block', width: '100%', height: 'auto' }),
    rule('.rating-star', { color: 'var(--color-rating-star)' }),
  ];
}
