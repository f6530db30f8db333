/** Body, heading and sub-heading typography, including the small-screen heading rule of spec section 9. */
import { px, rule, type Declarations } from './css-writer';
import { fontStack } from './fonts';
import type { ThemeSettings } from './theme-settings';

export const SMALL_SCREEN_HEADING_SCALE = 0.7;
const HEADING_THRESHOLD_PX = 20;
const SUB_HEADING_THRESHOLD_PX = 18;

/**
 * Spec section 9: heading sizes shrink by 0.7 on small screens when the heading is over 20px and the
 * sub-heading over 18px. Both conditions must hold; then both sizes scale. Null means "keep the sizes".
 */
export function smallScreenHeadingSizes(s: ThemeSettings): { heading: number; subHeading: number } | null {
  if (!(s.heading_font_size > HEADING_THRESHOLD_PX && s.sub_heading_font_size > SUB_HEADING_THRESHOLD_PX)) return null;
  const scale = (size: number) => Math.round(size * SMALL_SCREEN_HEADING_SCALE * 100) / 100;
  return { heading: scale(s.heading_font_size), subHeading: scale(s.sub_heading_font_size) };
}

export function typographyVariables(s: ThemeSettings): Declarations {
  return {
    '--font-body': fontStack(s.font_family),
    '--body-font-size': px(s.font_size),
    '--body-font-weight': s.font_weight,
    '--body-letter-spacing': px(s.letter_spacing),
    '--body-line-height': s.line_height,
    '--font-heading': fontStack(s.heading_font_family),
    '--heading-size': px(s.heading_font_size),
    '--heading-weight': s.heading_font_weight,
    '--heading-transform': s.heading_text_transform,
    '--heading-letter-spacing': px(s.heading_letter_spacing),
    '--heading-line-height': s.heading_line_height,
    '--font-sub-heading': fontStack(s.sub_heading_font_family),
    '--sub-heading-size': px(s.sub_heading_font_size),
    '--sub-heading-weight': s.sub_heading_font_weight,
    '--sub-heading-transform': s.sub_heading_text_transform,
    '--sub-heading-letter-spacing': px(s.sub_heading_letter_spacing),
    '--sub-heading-line-height': s.sub_heading_line_height,
  };
}

export function typographySmallScreenVariables(s: ThemeSettings): Declarations {
  const scaled = smallScreenHeadingSizes(s);
  return scaled ? { '--heading-size': px(scaled.heading), '--sub-heading-size': px(scaled.subHeading) } : {};
}

/** Lower heading levels step down from the heading size but never below the body size. */
const headingLevel = (factor: number) => `max(calc(var(--heading-size) * ${factor}), var(--body-font-size))`;

export function typographyRules(): string[] {
  return [
    rule('body', {
      'font-family': 'var(--font-body)',
      'font-size': 'var(--body-font-size)',
      'font-weight': 'var(--body-font-weight)',
      'letter-spacing': 'var(--body-letter-spacing)',
      'line-height': 'var(--body-line-height)',
      color: 'var(--color-text)',
      'background-color': 'var(--color-background)',
    }),
    rule('h1, h2, h3, h4, h5, h6, .heading', {
      'font-family': 'var(--font-heading)',
      'font-weight': 'var(--heading-weight)',
      'text-transform': 'var(--heading-transform)',
      'letter-spacing': 'var(--heading-letter-spacing)',
      'line-height': 'var(--heading-line-height)',
      color: 'var(--color-heading)',
    }),
    rule('h1, h2, .heading', { 'font-size': 'var(--heading-size)' }),
    rule('h3', { 'font-size': headingLevel(0.8) }),
    rule('h4', { 'font-size': headingLevel(0.7) }),
    rule('h5, h6', { 'font-size': headingLevel(0.6) }),
    rule('.sub-heading', {
      'font-family': 'var(--font-sub-heading)',
      'font-size': 'var(--sub-heading-size)',
      'font-weight': 'var(--sub-heading-weight)',
      'text-transform': 'var(--sub-heading-transform)',
      'letter-spacing': 'var(--sub-heading-letter-spacing)',
      'line-height': 'var(--sub-heading-line-height)',
      color: 'var(--color-heading)',
    }),
  ];
}
