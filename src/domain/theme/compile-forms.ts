/** Badges, inputs and generic cards. */
import { cornerRadius } from './compile-site';
import { px, rule, type Declarations } from './css-writer';
import type { ThemeSettings } from './theme-settings';

export function formVariables(s: ThemeSettings): Declarations {
  return {
    // Badges have no radius setting of their own: the flag picks pill or square (spec section 9).
    '--badge-radius': cornerRadius(s.badge_is_rounded_corners, 0),
    '--badge-discount-color': s.badge_discount_color,
    '--badge-discount-bg': s.badge_discount_bg_color,
    '--badge-new-color': s.badge_new_color,
    '--badge-new-bg': s.badge_new_bg_color,
    '--input-font-size': px(s.input_font_size),
    '--input-color': s.input_text_color,
    '--input-bg': s.input_bg_color,
    '--input-border': s.input_border_color,
    '--input-focus-border': s.input_focus_border_color,
    '--input-placeholder': s.input_placeholder_color,
    '--input-radius': cornerRadius(s.input_is_rounded_corners, s.input_border_radius),
    '--input-padding-y': px(s.input_padding_y),
    '--input-padding-x': px(s.input_padding_x),
    '--card-bg': s.card_bg_color,
    '--card-color': s.card_text_color,
    '--card-border': s.card_border_color,
    '--card-radius': px(s.card_border_radius),
    '--card-padding-y': px(s.card_padding_y),
    '--card-padding-x': px(s.card_padding_x),
  };
}

export function formRules(): string[] {
  return [
    rule('.badge', {
      display: 'inline-flex',
      'align-items': 'center',
      padding: '0.25em 0.6em',
      'font-size': '0.75rem',
      // 700 is already loaded for prices, so badges need no extra font file.
      'font-weight': 700,
      'line-height': 1,
      'border-radius': 'var(--badge-radius)',
    }),
    rule('.badge-discount', { color: 'var(--badge-discount-color)', 'background-color': 'var(--badge-discount-bg)' }),
    rule('.badge-new', { color: 'var(--badge-new-color)', 'background-color': 'var(--badge-new-bg)' }),
    rule('.input', {
      display: 'block',
      width: '100%',
      'box-sizing': 'border-box',
      font: 'inherit',
      'font-size': 'var(--input-font-size)',
      color: 'var(--input-color)',
      'background-color': 'var(--input-bg)',
      border: '1px solid var(--input-border)',
      'border-radius': 'var(--input-radius)',
      padding: 'var(--input-padding-y) var(--input-padding-x)',
      transition: 'border-color 150ms ease, box-shadow 150ms ease',
    }),
    // A pill-shaped multi-line field looks broken; cap the radius for text areas.
    rule('textarea.input', { 'border-radius': 'min(var(--input-radius), 16px)' }),
    rule('.input::placeholder', { color: 'var(--input-placeholder)', opacity: 1 }),
    // The ring replaces the outline, so keyboard focus stays visible.
    rule('.input:focus', {
      outline: 'none',
      'border-color': 'var(--input-focus-border)',
      'box-shadow': '0 0 0 1px var(--input-focus-border)',
    }),
    rule('.card', {
      'background-color': 'var(--card-bg)',
      color: 'var(--card-color)',
      border: '1px solid var(--card-border)',
      'border-radius': 'var(--card-radius)',
      padding: 'var(--card-padding-y) var(--card-padding-x)',
    }),
  ];
}
