/** Button settings: shape, sizes, the three overall styles and every colour variant with its hover state. */
import { colorValue, flagValue, numberChoice, numberValue } from './theme-values';
import { FONT_WEIGHTS } from './theme-settings-site';

/** 1 solid, 2 soft pill, 3 sharp uppercase; see compile-buttons.ts. */
export const BUTTON_STYLES = [1, 2, 3] as const;

const fontSize = (fallback: number) => numberValue(fallback, 10, 32);
const padding = (fallback: number) => numberValue(fallback, 0, 64);

export const buttonSettingsShape = {
  button_style: numberChoice(BUTTON_STYLES, 1),
  button_is_rounded_corners: flagValue(false),
  button_border_radius: numberValue(6, 0, 100),
  button_border_width: numberValue(1, 0, 10),
  button_font_weight: numberChoice(FONT_WEIGHTS, 600),
  /** Milliseconds. */
  button_transition_duration: numberValue(200, 0, 2000),

  button_lg_font_size: fontSize(18),
  button_lg_padding_y: padding(14),
  button_lg_padding_x: padding(32),
  button_md_font_size: fontSize(16),
  button_md_padding_y: padding(10),
  button_md_padding_x: padding(24),
  button_sm_font_size: fontSize(14),
  button_sm_padding_y: padding(6),
  button_sm_padding_x: padding(16),

  button_primary_bg_color: colorValue('#111827'),
  button_primary_text_color: colorValue('#ffffff'),
  button_primary_border_color: colorValue('#111827'),
  button_primary_hover_bg_color: colorValue('#374151'),
  button_primary_hover_text_color: colorValue('#ffffff'),
  button_primary_hover_border_color: colorValue('#374151'),

  button_secondary_bg_color: colorValue('#f3f4f6'),
  button_secondary_text_color: colorValue('#111827'),
  button_secondary_border_color: colorValue('#f3f4f6'),
  button_secondary_hover_bg_color: colorValue('#e5e7eb'),
  button_secondary_hover_text_color: colorValue('#111827'),
  button_secondary_hover_border_color: colorValue('#e5e7eb'),

  /** Light variants sit on dark images and banners; dark variants on light backgrounds. */
  button_outline_light_color: colorValue('#ffffff'),
  button_outline_light_hover_bg_color: colorValue('#ffffff'),
  button_outline_light_hover_text_color: colorValue('#111827'),
  button_outline_dark_color: colorValue('#111827'),
  button_outline_dark_hover_bg_color: colorValue('#111827'),
  button_outline_dark_hover_text_color: colorValue('#ffffff'),

  button_link_light_color: colorValue('#ffffff'),
  button_link_light_hover_color: colorValue('#e5e7eb'),
  button_link_dark_color: colorValue('#111827'),
  button_link_dark_hover_color: colorValue('#4b5563'),
};
