/** Site-wide colours, typography and layout settings (spec section 3, "Theme settings"). */
import { colorValue, cssValue, enumValue, flagValue, fontValue, numberChoice, numberValue } from './theme-values';

export const TEXT_TRANSFORMS = ['none', 'uppercase', 'lowercase', 'capitalize'] as const;
export const FONT_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

/** Letter spacing in px may be negative (tight display headings); line height is unitless. */
const letterSpacing = (fallback: number) => numberValue(fallback, -5, 20, false);
const lineHeight = (fallback: number) => numberValue(fallback, 0.8, 3, false);

export const siteSettingsShape = {
  primary_color: colorValue('#111827'),
  background_color: colorValue('#ffffff'),
  text_color: colorValue('#374151'),
  heading_color: colorValue('#111827'),
  border_color: colorValue('#e5e7eb'),
  card_background_color: colorValue('#ffffff'),
  rating_star_color: colorValue('#f59e0b'),

  font_family: fontValue('Inter'),
  font_size: numberValue(16, 10, 24),
  font_weight: numberChoice(FONT_WEIGHTS, 400),
  letter_spacing: letterSpacing(0),
  line_height: lineHeight(1.6),

  heading_font_family: fontValue('Inter'),
  heading_font_size: numberValue(32, 12, 96),
  heading_font_weight: numberChoice(FONT_WEIGHTS, 700),
  heading_text_transform: enumValue(TEXT_TRANSFORMS, 'none'),
  heading_letter_spacing: letterSpacing(0),
  heading_line_height: lineHeight(1.2),

  sub_heading_font_family: fontValue('Inter'),
  sub_heading_font_size: numberValue(20, 10, 64),
  sub_heading_font_weight: numberChoice(FONT_WEIGHTS, 500),
  sub_heading_text_transform: enumValue(TEXT_TRANSFORMS, 'none'),
  sub_heading_letter_spacing: letterSpacing(0),
  sub_heading_line_height: lineHeight(1.4),

  site_border_radius: numberValue(8, 0, 100),
  site_is_rounded_corners: flagValue(false),

  logo_width_lg: numberValue(140, 20, 600),
  logo_width_sm: numberValue(110, 20, 400),
  space_between_lg: numberValue(80, 0, 300),
  space_between_sm: numberValue(48, 0, 200),
  container_width: numberValue(1280, 600, 2400),
  /** Max width in px of `.container-fluid`, for sections that run wider than the main container. */
  container_fluid_width: numberValue(1600, 600, 3840),

  custom_css: cssValue(100_000),
};
