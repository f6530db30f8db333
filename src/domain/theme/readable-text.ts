/**
 * Text colours the theme derives so they pass WCAG AA (4.5:1) on the owner's colours: secondary
 * text is the text colour at a reduced opacity (70% measured 4.0-4.46:1 on the light demo stores),
 * and an announcement bar sits on the primary colour (white on Sakura's pink measured 3.5:1).
 */
import { AA_TEXT_CONTRAST, blend, contrastRatio, parseHexColor, type Rgb } from './contrast';
import type { ThemeSettings } from './theme-settings';

/** The lightest secondary text first: the look changes only as much as a theme needs. */
export const SECONDARY_TEXT_OPACITIES = [0.75, 0.8, 0.85, 0.9, 1] as const;

/** The lowest opacity at which the text colour passes on both the page and the card background. */
export function secondaryTextOpacity(s: Pick<ThemeSettings, 'text_color' | 'background_color' | 'card_background_color'>): number {
  const text = parseHexColor(s.text_color);
  const grounds = [s.background_color, s.card_background_color].map(parseHexColor);
  if (!text || grounds.some((ground) => ground === null)) return SECONDARY_TEXT_OPACITIES[0];
  const passes = (opacity: number) => grounds.every((ground) => contrastRatio(blend(text, ground!, opacity), ground!) >= AA_TEXT_CONTRAST);
  return SECONDARY_TEXT_OPACITIES.find(passes) ?? 1;
}

/**
 * Text on the primary colour: white where it passes (most themes, unchanged), else whichever of the
 * theme's own background, heading and text colours reads best on it.
 */
export function textOnPrimary(s: Pick<ThemeSettings, 'primary_color' | 'background_color' | 'heading_color' | 'text_color'>): string {
  const primary = parseHexColor(s.primary_color);
  if (!primary) return '#ffffff';
  const candidates = ['#ffffff', s.background_color, s.heading_color, s.text_color];
  const ratio = (colour: string) => {
    const rgb = parseHexColor(colour);
    return rgb ? contrastRatio(rgb, primary) : 0;
  };
  if (ratio('#ffffff') >= AA_TEXT_CONTRAST) return '#ffffff';
  return candidates.reduce((best, colour) => (ratio(colour) > ratio(best) ? colour : best));
}

/** Shares of the text colour mixed into the primary, least first: the brand colour changes only as much as it must. */
const PRIMARY_TEXT_SHADES = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1] as const;

const toHex = (rgb: Rgb): string => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/**
 * The primary colour used as text on the page (outline buttons, link buttons): the primary itself
 * where it passes AA on the background, else the primary mixed towards the text colour until it does
 * (Nordic's #8a6a4f measured 4.46:1 on its #f7f3ee page). A theme whose text colour itself fails
 * gets the text colour: nothing on that page reads better.
 */
export function primaryAsText(s: Pick<ThemeSettings, 'primary_color' | 'background_color' | 'text_color'>): string {
  const [primary, background, text] = [s.primary_color, s.background_color, s.text_color].map(parseHexColor);
  if (!primary || !background || !text) return s.primary_color;
  for (const share of PRIMARY_TEXT_SHADES) {
    const shade = toHex(blend(text, primary, share));
    if (contrastRatio(parseHexColor(shade)!, background) >= AA_TEXT_CONTRAST) return share === 0 ? s.primary_color : shade;
  }
  return s.text_color;
}
