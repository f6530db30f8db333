/**
 * The themes each demo store gets: a default theme built from its preset and home sections, and for
 * Aurora a second, darker one so choosing a theme by id (`wtid`) has something to choose.
 */
import { DEMO_THEME_PRESETS } from '../../../../src/domain/theme/theme-presets';
import type { DemoStore } from './demo-stores';
import { DEMO_HOME_SECTIONS } from './home-sections';

export interface ThemePlan {
  name: string;
  themeData: string;
  /** The store's active theme (stores.active_theme_id). */
  active: boolean;
}

/** Dark evening palette for Aurora Night; everything else inherits Aurora's preset. */
const AURORA_NIGHT_COLOURS: Record<string, string> = {
  primary_color: '#f3c6cf',
  background_color: '#16121a',
  text_color: '#d9d0d6',
  heading_color: '#fbf5f8',
  border_color: '#3a3040',
  card_background_color: '#211b26',
  card_bg_color: '#211b26',
  product_card_bg_color: '#16121a',
  product_card_text_color: '#fbf5f8',
  product_card_price_color: '#f3c6cf',
  button_primary_bg_color: '#f3c6cf',
  button_primary_text_color: '#16121a',
  button_primary_border_color: '#f3c6cf',
  button_primary_hover_bg_color: '#e9a6b6',
  button_primary_hover_border_color: '#e9a6b6',
  input_bg_color: '#211b26',
  input_text_color: '#fbf5f8',
  input_border_color: '#3a3040',
};

/** Product image zoom per store, so the demo shows all three styles (spec section 2). */
const ZOOM_STYLES: Record<DemoStore['name'], 'zoom' | 'inner_zoom_circle' | 'no_zoom'> = {
  aurora: 'zoom',
  nordic: 'inner_zoom_circle',
  sakura: 'zoom',
  atelier: 'no_zoom',
  vault: 'inner_zoom_circle',
};

function themeDocument(settings: Record<string, unknown>, sections: unknown[]): string {
  return JSON.stringify({ settings, theme_css: '', creator_theme_css: '', csx: '', sections });
}

export function planThemes(store: DemoStore): ThemePlan[] {
  const settings: Record<string, unknown> = { ...DEMO_THEME_PRESETS[store.name], zoom_style: ZOOM_STYLES[store.name] };
  const sections = DEMO_HOME_SECTIONS[store.name];
  const themes: ThemePlan[] = [{ name: `${store.title} Default`, themeData: themeDocument(settings, sections), active: true }];
  if (store.name === 'aurora') {
    themes.push({ name: 'Aurora Night', themeData: themeDocument({ ...settings, ...AURORA_NIGHT_COLOURS }, sections), active: false });
  }
  return themes;
}
