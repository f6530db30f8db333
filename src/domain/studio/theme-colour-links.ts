/**
 * Theme-wide colour edits in the studio (decision 34). Changing "Primary color" used to change little,
 * because buttons, focus rings and badges carry colours of their own. Now the accent settings that
 * were the same colour as the primary follow it (settings the owner set apart keep their own), and
 * the button's text switches to whichever readable colour suits the new background.
 * A theme style applies a whole preset (colours, fonts, shapes) as one edit, keeping the owner's CSS.
 */
import { AA_TEXT_CONTRAST, contrastRatio, parseHexColor } from '../theme/contrast';
import { THEME_PRESETS, THEME_PRESET_CHOICES, type ThemePresetName } from '../theme/theme-style-presets';
import { setSetting, type StudioDocument } from './theme-edits';

/** Accent colours that share the primary's role: linked to it while they hold the same value. */
export const FOLLOWS_PRIMARY = [
  'button_primary_bg_color',
  'button_primary_border_color',
  'input_focus_border_color',
  'badge_new_bg_color',
] as const;

const TEXT_ON_BUTTON = ['button_primary_text_color'] as const;

const same = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

function readableOn(background: string, current: unknown, candidates: readonly unknown[]): unknown {
  const bg = parseHexColor(background);
  const ratio = (colour: unknown) => {
    const rgb = typeof colour === 'string' ? parseHexColor(colour) : null;
    return bg && rgb ? contrastRatio(rgb, bg) : 0;
  };
  if (!bg || ratio(current) >= AA_TEXT_CONTRAST) return current;
  return ['#ffffff', '#111111', ...candidates].reduce((best, colour) => (ratio(colour) > ratio(best) ? colour : best), current);
}

/** One theme setting as the studio's panel sets it: the primary colour takes its linked accents along. */
export function setThemeSetting(doc: StudioDocument, key: string, value: unknown): StudioDocument {
  return key === 'primary_color' && typeof value === 'string' ? setPrimaryColor(doc, value) : setSetting(doc, key, value);
}

/** Sets the primary colour; linked accents follow, and the button text stays readable on it. */
export function setPrimaryColor(doc: StudioDocument, color: string): StudioDocument {
  const before = doc.settings.primary_color;
  let next = setSetting(doc, 'primary_color', color);
  for (const key of FOLLOWS_PRIMARY) if (same(doc.settings[key], before)) next = setSetting(next, key, color);
  if (same(next.settings.button_primary_bg_color, color)) {
    for (const key of TEXT_ON_BUTTON) {
      next = setSetting(next, key, readableOn(color, next.settings[key], [next.settings.background_color, next.settings.text_color]));
    }
  }
  return next;
}

export const THEME_STYLES = THEME_PRESET_CHOICES;

/** Every setting from the chosen preset (colour schemes included), in one edit; the owner's own CSS stays. */
export function applyThemeStyle(doc: StudioDocument, name: ThemePresetName): StudioDocument {
  const { custom_css: _ownCss, ...style } = THEME_PRESETS[name] as Record<string, unknown>;
  return { ...doc, settings: { ...doc.settings, ...style } };
}
