/**
 * Complete theme settings for the seeded demo stores. Each starts from the defaults so a setting added
 * later still has a value, and overrides enough to make the stores look clearly different. Colour
 * schemes come from each store's own palette (preset-schemes.ts).
 */
import { presetWithSchemes } from './preset-schemes';
import { DEFAULT_THEME_SETTINGS, type ThemeSettings } from './theme-settings';

export type DemoThemePresetName = 'aurora' | 'nordic' | 'sakura' | 'atelier' | 'vault';

export const preset = (overrides: Partial<ThemeSettings>): ThemeSettings => presetWithSchemes(overrides, DEFAULT_THEME_SETTINGS);

/** Fashion boutique: light and elegant, serif display headings, dark near-square buttons. */
const aurora = preset({
  primary_color: '#1c1917', background_color: '#fdfbf7', text_color: '#44403c', heading_color: '#1c1917',
  border_color: '#e7e5e4', card_background_color: '#f5f1ea', rating_star_color: '#b45309',
  font_family: 'Inter', font_size: 15, line_height: 1.7,
  heading_font_family: 'Playfair Display', heading_font_size: 42, heading_font_weight: 600, heading_letter_spacing: -0.5,
  sub_heading_font_family: 'Inter', sub_heading_font_size: 13, sub_heading_font_weight: 500,
  sub_heading_text_transform: 'uppercase', sub_heading_letter_spacing: 2,
  site_border_radius: 2, logo_width_lg: 160, space_between_lg: 96, container_width: 1240,
  button_style: 1, button_border_radius: 2, button_font_weight: 500, button_transition_duration: 250,
  button_primary_bg_color: '#1c1917', button_primary_border_color: '#1c1917',
  button_primary_hover_bg_color: '#44403c', button_primary_hover_border_color: '#44403c',
  button_secondary_bg_color: '#f5f1ea', button_secondary_border_color: '#e7e5e4', button_secondary_text_color: '#1c1917',
  button_secondary_hover_bg_color: '#e7e5e4', button_secondary_hover_border_color: '#d6d3d1',
  badge_discount_bg_color: '#9f1239', badge_new_bg_color: '#1c1917',
  product_card_bg_color: '#fdfbf7', product_card_border_color: 'transparent', product_card_border_radius: 0,
  product_card_info_alignment: 'center', product_card_image_ratio: '3/4', product_card_padding_y: 16,
  product_card_name_font_size_lg: 15, product_card_price_color: '#57534e',
  input_border_radius: 2, input_focus_border_color: '#1c1917', card_border_radius: 2, card_bg_color: '#ffffff',
});

/** Home and furniture: warm neutrals, one geometric family, soft pill buttons and soft cards. */
const nordic = preset({
  primary_color: '#8a6a4f', background_color: '#f7f3ee', text_color: '#4a4036', heading_color: '#2f2620',
  border_color: '#e6dccf', card_background_color: '#fffdf9', rating_star_color: '#d08c2c',
  font_family: 'Montserrat', font_size: 16, heading_font_family: 'Montserrat', heading_font_size: 34,
  heading_font_weight: 600, sub_heading_font_family: 'Montserrat', sub_heading_font_size: 20, sub_heading_font_weight: 500,
  site_border_radius: 16, logo_width_lg: 130, space_between_lg: 88, container_width: 1320,
  button_style: 2, button_is_rounded_corners: true, button_font_weight: 600, button_transition_duration: 300,
  button_primary_bg_color: '#8a6a4f', button_primary_border_color: '#8a6a4f',
  button_primary_hover_bg_color: '#6f5440', button_primary_hover_border_color: '#6f5440',
  button_secondary_bg_color: '#eadfd3', button_secondary_border_color: '#eadfd3', button_secondary_text_color: '#2f2620',
  button_secondary_hover_bg_color: '#dccdbc', button_secondary_hover_border_color: '#dccdbc',
  badge_is_rounded_corners: true, badge_discount_bg_color: '#c2410c', badge_new_bg_color: '#4d7c0f',
  product_card_bg_color: '#fffdf9', product_card_border_color: '#eadfd3', product_card_border_radius: 16,
  product_card_padding_x: 16, product_card_padding_y: 16, product_card_price_color: '#8a6a4f',
  input_is_rounded_corners: true, input_bg_color: '#fffdf9', input_border_color: '#e6dccf', input_focus_border_color: '#8a6a4f',
  card_bg_color: '#fffdf9', card_border_color: '#eadfd3', card_border_radius: 20, card_padding_x: 28, card_padding_y: 28,
});

/** Gadgets: dark background, neon pink and teal accents, sharp uppercase buttons, 4/3 product shots. */
const sakura = preset({
  primary_color: '#ff2e88', background_color: '#0b0d12', text_color: '#c9d1d9', heading_color: '#f5f7fa',
  border_color: '#1f2430', card_background_color: '#12151c', rating_star_color: '#ffd166',
  font_family: 'Rubik', font_size: 15, heading_font_family: 'Poppins', heading_font_size: 36, heading_font_weight: 700,
  sub_heading_font_family: 'Poppins', sub_heading_font_size: 20, sub_heading_font_weight: 600,
  sub_heading_text_transform: 'uppercase', sub_heading_letter_spacing: 1,
  site_border_radius: 0, container_width: 1360, space_between_lg: 72, space_between_sm: 40,
  button_style: 3, button_border_width: 2, button_font_weight: 600, button_transition_duration: 150,
  button_primary_bg_color: '#ff2e88', button_primary_text_color: '#0b0d12', button_primary_border_color: '#ff2e88',
  button_primary_hover_bg_color: '#ff5ca3', button_primary_hover_text_color: '#0b0d12', button_primary_hover_border_color: '#ff5ca3',
  button_secondary_bg_color: '#1f2430', button_secondary_text_color: '#f5f7fa', button_secondary_border_color: '#1f2430',
  button_secondary_hover_bg_color: '#2a3040', button_secondary_hover_text_color: '#38f2c8', button_secondary_hover_border_color: '#38f2c8',
  button_outline_dark_color: '#f5f7fa', button_outline_dark_hover_bg_color: '#f5f7fa', button_outline_dark_hover_text_color: '#0b0d12',
  button_link_dark_color: '#38f2c8', button_link_dark_hover_color: '#ff2e88',
  badge_discount_color: '#0b0d12', badge_discount_bg_color: '#ff2e88', badge_new_color: '#0b0d12', badge_new_bg_color: '#38f2c8',
  product_card_bg_color: '#12151c', product_card_text_color: '#f5f7fa', product_card_price_color: '#38f2c8',
  product_card_border_color: '#1f2430', product_card_border_radius: 0, product_card_image_ratio: '4/3',
  product_card_image_fit: 'contain', product_card_name_text_transform: 'uppercase',
  input_text_color: '#f5f7fa', input_bg_color: '#12151c', input_border_color: '#2a3040',
  input_focus_border_color: '#ff2e88', input_placeholder_color: '#6b7280', input_border_radius: 0,
  card_bg_color: '#12151c', card_text_color: '#c9d1d9', card_border_color: '#1f2430', card_border_radius: 0,
});

/** Ceramics and stationery studio: sage green, bookish serif headings, portrait 4/5 images. */
const atelier = preset({
  primary_color: '#4f6f52', background_color: '#fbfaf6', text_color: '#3f3d38', heading_color: '#2b2a27',
  border_color: '#e4e1d8', card_background_color: '#f3f1ea', rating_star_color: '#c08a2d',
  font_family: 'Lato', font_size: 17, heading_font_family: 'Merriweather', heading_font_size: 30, heading_font_weight: 700,
  sub_heading_font_family: 'Lato', sub_heading_font_size: 18, sub_heading_font_weight: 400,
  site_border_radius: 6, button_style: 1, button_border_radius: 6,
  button_primary_bg_color: '#4f6f52', button_primary_border_color: '#4f6f52',
  button_primary_hover_bg_color: '#3d5840', button_primary_hover_border_color: '#3d5840',
  badge_new_bg_color: '#4f6f52', badge_discount_bg_color: '#b4532a',
  product_card_border_color: 'transparent', product_card_bg_color: '#fbfaf6', product_card_info_alignment: 'center',
  product_card_name_text_transform: 'capitalize', product_card_image_ratio: 'custom', product_card_image_custom_ratio: '4 / 5',
  input_focus_border_color: '#4f6f52', card_bg_color: '#f3f1ea', card_border_color: '#e4e1d8',
});

/** Sneaker drop shop: condensed uppercase headings, black with electric-yellow buttons, thick borders, wide shots. */
const vault = preset({
  primary_color: '#09090b', background_color: '#ffffff', text_color: '#18181b', heading_color: '#09090b',
  border_color: '#d4d4d8', card_background_color: '#f4f4f5', rating_star_color: '#eab308',
  font_family: 'Work Sans', heading_font_family: 'Oswald', heading_font_size: 48, heading_font_weight: 700,
  heading_text_transform: 'uppercase', heading_line_height: 1.05, sub_heading_font_family: 'Work Sans',
  sub_heading_font_size: 22, sub_heading_font_weight: 600,
  site_border_radius: 4, container_fluid_width: 1800, button_style: 1, button_border_radius: 4, button_border_width: 2,
  button_font_weight: 700, button_primary_bg_color: '#facc15', button_primary_text_color: '#09090b',
  button_primary_border_color: '#09090b', button_primary_hover_bg_color: '#09090b',
  button_primary_hover_text_color: '#facc15', button_primary_hover_border_color: '#09090b',
  badge_discount_color: '#09090b', badge_discount_bg_color: '#facc15', badge_new_bg_color: '#09090b',
  product_card_border_color: '#09090b', product_card_border_radius: 4, product_card_image_ratio: '16/9',
  product_card_name_text_transform: 'uppercase', product_card_name_font_size_lg: 18,
  input_border_color: '#09090b', input_focus_border_color: '#facc15', input_border_radius: 4,
  card_border_color: '#09090b', card_border_radius: 4,
});

export const DEMO_THEME_PRESETS: Readonly<Record<DemoThemePresetName, ThemeSettings>> = { aurora, nordic, sakura, atelier, vault };
