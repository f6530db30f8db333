/**
 * Whole-theme presets the studio offers (issue 18): main colours, every fine-grained colour that
 * goes with them, fonts, and colour schemes from the same palette (preset-schemes.ts), applied
 * as one undoable edit. The five demo stores' looks are offered too (theme-presets.ts).
 */
import { DEMO_THEME_PRESETS, preset, type DemoThemePresetName } from './theme-presets';
import type { ThemeSettings } from './theme-settings';

const classicLight = preset({
  primary_color: '#1d4ed8', background_color: '#ffffff', text_color: '#374151', heading_color: '#111827',
  border_color: '#e5e7eb', card_background_color: '#f3f4f6', rating_star_color: '#b45309',
  font_family: 'Roboto', heading_font_family: 'Playfair Display', heading_font_weight: 700, sub_heading_font_family: 'Roboto',
  button_style: 1, button_border_radius: 6,
  button_primary_bg_color: '#1d4ed8', button_primary_text_color: '#ffffff', button_primary_border_color: '#1d4ed8',
  button_primary_hover_bg_color: '#1e40af', button_primary_hover_text_color: '#ffffff', button_primary_hover_border_color: '#1e40af',
  button_secondary_bg_color: '#f3f4f6', button_secondary_text_color: '#111827', button_secondary_border_color: '#e5e7eb',
  button_secondary_hover_bg_color: '#e5e7eb', button_secondary_hover_text_color: '#111827', button_secondary_hover_border_color: '#d1d5db',
  badge_new_bg_color: '#1d4ed8', input_focus_border_color: '#1d4ed8', product_card_price_color: '#111827',
});

const midnight = preset({
  primary_color: '#38bdf8', background_color: '#0f172a', text_color: '#cbd5e1', heading_color: '#f8fafc',
  border_color: '#1e293b', card_background_color: '#1e293b', rating_star_color: '#facc15',
  font_family: 'Inter', heading_font_family: 'Poppins', heading_font_weight: 600, sub_heading_font_family: 'Inter',
  site_border_radius: 10, button_style: 1, button_border_radius: 10,
  button_primary_bg_color: '#38bdf8', button_primary_text_color: '#0f172a', button_primary_border_color: '#38bdf8',
  button_primary_hover_bg_color: '#7dd3fc', button_primary_hover_text_color: '#0f172a', button_primary_hover_border_color: '#7dd3fc',
  button_secondary_bg_color: '#1e293b', button_secondary_text_color: '#f8fafc', button_secondary_border_color: '#334155',
  button_secondary_hover_bg_color: '#334155', button_secondary_hover_text_color: '#f8fafc', button_secondary_hover_border_color: '#475569',
  button_outline_dark_color: '#f8fafc', button_outline_dark_hover_bg_color: '#f8fafc', button_outline_dark_hover_text_color: '#0f172a',
  button_link_dark_color: '#38bdf8', button_link_dark_hover_color: '#7dd3fc',
  badge_discount_color: '#0f172a', badge_discount_bg_color: '#f472b6', badge_new_color: '#0f172a', badge_new_bg_color: '#38bdf8',
  product_card_bg_color: '#111c33', product_card_text_color: '#f8fafc', product_card_price_color: '#38bdf8', product_card_border_color: '#1e293b',
  input_text_color: '#f8fafc', input_bg_color: '#111c33', input_border_color: '#334155', input_focus_border_color: '#38bdf8', input_placeholder_color: '#94a3b8',
  card_bg_color: '#111c33', card_text_color: '#cbd5e1', card_border_color: '#1e293b',
});

const warmSand = preset({
  primary_color: '#9a3412', background_color: '#f6efe3', text_color: '#4a3f35', heading_color: '#2e241b',
  border_color: '#e6d8c3', card_background_color: '#efe4d2', rating_star_color: '#b45309',
  font_family: 'Lato', heading_font_family: 'Merriweather', heading_font_weight: 700, sub_heading_font_family: 'Lato',
  site_border_radius: 12, button_style: 2,
  button_primary_bg_color: '#9a3412', button_primary_text_color: '#ffffff', button_primary_border_color: '#9a3412',
  button_primary_hover_bg_color: '#7c2d12', button_primary_hover_text_color: '#ffffff', button_primary_hover_border_color: '#7c2d12',
  button_secondary_bg_color: '#efe4d2', button_secondary_text_color: '#2e241b', button_secondary_border_color: '#e6d8c3',
  button_secondary_hover_bg_color: '#e6d8c3', button_secondary_hover_text_color: '#2e241b', button_secondary_hover_border_color: '#d6c4a8',
  badge_new_bg_color: '#9a3412', badge_discount_bg_color: '#b91c1c',
  product_card_bg_color: '#fbf6ee', product_card_border_color: '#e6d8c3', product_card_price_color: '#9a3412',
  input_bg_color: '#fbf6ee', input_border_color: '#e6d8c3', input_focus_border_color: '#9a3412',
  card_bg_color: '#fbf6ee', card_border_color: '#e6d8c3',
});

export type ThemePresetName = 'classic-light' | 'midnight' | 'warm-sand' | DemoThemePresetName;

export const THEME_PRESETS: Readonly<Record<ThemePresetName, ThemeSettings>> = {
  'classic-light': classicLight, midnight, 'warm-sand': warmSand, ...DEMO_THEME_PRESETS,
};

export const THEME_PRESET_CHOICES: ReadonlyArray<{ name: ThemePresetName; label: string }> = [
  { name: 'classic-light', label: 'Classic light: white, blue accent, serif headings' },
  { name: 'midnight', label: 'Midnight: dark navy, sky-blue accent' },
  { name: 'warm-sand', label: 'Warm sand: sand and terracotta, soft pill buttons' },
  { name: 'aurora', label: 'Boutique: light, serif headings' },
  { name: 'nordic', label: 'Nordic: warm, rounded' },
  { name: 'sakura', label: 'Tech: dark, neon accent' },
  { name: 'atelier', label: 'Clay: sage green, serif headings' },
  { name: 'vault', label: 'Cellar: black and white, tall headings' },
];
