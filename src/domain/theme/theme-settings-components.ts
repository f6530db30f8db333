/** Badge, product card, input and card settings. */
import { colorValue, enumValue, flagValue, numberValue, ratioValue } from './theme-values';
import { TEXT_TRANSFORMS } from './theme-settings-site';

export const PRODUCT_IMAGE_RATIOS = ['1/1', '3/4', '4/3', '16/9', 'custom'] as const;
export const PRODUCT_IMAGE_FITS = ['cover', 'contain'] as const;
export const INFO_ALIGNMENTS = ['left', 'center', 'right'] as const;

const radius = (fallback: number) => numberValue(fallback, 0, 100);
const padding = (fallback: number) => numberValue(fallback, 0, 96);
const fontSize = (fallback: number) => numberValue(fallback, 10, 48);

export const componentSettingsShape = {
  badge_is_rounded_corners: flagValue(false),
  badge_discount_color: colorValue('#ffffff'),
  badge_discount_bg_color: colorValue('#dc2626'),
  badge_new_color: colorValue('#ffffff'),
  badge_new_bg_color: colorValue('#16a34a'),

  product_card_bg_color: colorValue('#ffffff'),
  product_card_text_color: colorValue('#111827'),
  product_card_price_color: colorValue('#111827'),
  product_card_border_color: colorValue('#e5e7eb'),
  product_card_border_radius: radius(8),
  product_card_info_alignment: enumValue(INFO_ALIGNMENTS, 'left'),
  product_card_name_text_transform: enumValue(TEXT_TRANSFORMS, 'none'),
  product_card_image_ratio: enumValue(PRODUCT_IMAGE_RATIOS, '1/1'),
  /** Used only when product_card_image_ratio is 'custom'; "width/height". */
  product_card_image_custom_ratio: ratioValue('1 / 1'),
  product_card_image_fit: enumValue(PRODUCT_IMAGE_FITS, 'cover'),
  product_card_padding_x: padding(12),
  product_card_padding_y: padding(12),
  product_card_name_font_size_lg: fontSize(16),
  product_card_name_font_size_sm: fontSize(14),
  product_card_price_font_size_lg: fontSize(16),
  product_card_price_font_size_sm: fontSize(14),
  product_card_list_image_width: numberValue(240, 80, 600),
  product_card_list_name_font_size: fontSize(20),
  product_card_list_price_font_size: fontSize(18),
  product_card_list_padding_x: padding(24),
  product_card_list_padding_y: padding(16),

  input_font_size: numberValue(15, 12, 24),
  input_text_color: colorValue('#111827'),
  input_bg_color: colorValue('#ffffff'),
  input_border_color: colorValue('#d1d5db'),
  input_focus_border_color: colorValue('#111827'),
  input_placeholder_color: colorValue('#9ca3af'),
  input_is_rounded_corners: flagValue(false),
  input_border_radius: radius(6),
  input_padding_x: padding(14),
  input_padding_y: padding(10),

  card_bg_color: colorValue('#ffffff'),
  card_text_color: colorValue('#374151'),
  card_border_color: colorValue('#e5e7eb'),
  card_border_radius: radius(8),
  card_padding_x: padding(24),
  card_padding_y: padding(24),
};
