/**
 * Section style fields (spec section 3) as owners and the editor store them: loosely typed, often
 * strings. Parsing never throws and accepts only values that are safe to put in an inline style, so an
 * owner-typed "red; position:fixed" or "url(javascript:...)" never reaches the page.
 */
import { isColorSchemeId, SECTION_SCHEME_FIELD, type ColorSchemeId } from '../theme/scheme-ids';

export type SectionWidth = 'default' | 'fluid' | 'stretched' | 'full';
export type Alignment = 'start' | 'center' | 'end';
export type ButtonSize = 'sm' | 'md' | 'lg';
export type ButtonStyle = 'primary' | 'secondary' | 'outline' | 'link';
export type TransparentHeader = 'none' | 'desktop' | 'mobile' | 'all';

export interface SectionStyle {
  width: SectionWidth;
  bgColor: string | null;
  bgImage: string;
  bgParallax: boolean;
  paddingTop: number | null;
  paddingBottom: number | null;
  transparentHeader: boolean;
  transparentHeaderMobile: boolean;
  removeSectionSpace: boolean;
  /** null lets each section keep its own natural alignment (a CTA centres, a footer starts). */
  alignment: Alignment | null;
  positionX: string | null;
  positionY: string | null;
  textColor: string | null;
  fontSize: number | null;
  buttonSize: ButtonSize;
  buttonStyle: ButtonStyle;
  buttonSpace: number | null;
  columnSpacing: number | null;
  /** The colour scheme the section wears; null (none chosen, or an id no scheme has) keeps the page's colours. */
  colorScheme: ColorSchemeId | null;
}

const COLOR = [
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  /^(?:rgba?|hsla?)\((?:[\d.\s,/%+-]|deg)+\)$/i,
  /^[a-z]{3,24}$/i,
  /^var\(--[a-z0-9-]{1,40}\)$/i,
];

export function parseColor(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return text.length <= 64 && COLOR.some((re) => re.test(text)) ? text : null;
}

/** Pixel amounts arrive as 40, "40" or "40px"; out-of-range values are clamped, garbage is dropped. */
export function parsePixels(value: unknown, max: number): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,6}(?:\.\d+)?)(?:px)?$/i.exec(text);
  return match ? Math.min(max, Math.round(Number(match[1]))) : null;
}

const isOn = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

function parsePosition(value: unknown, keywords: readonly string[]): string | null {
  if (typeof value === 'string' && keywords.includes(value.trim())) return value.trim();
  const percent = parsePixels(typeof value === 'string' ? value.replace(/%$/, '') : value, 100);
  return percent === null ? null : `${percent}%`;
}

export function parseSectionStyle(raw: unknown): SectionStyle {
  const s = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const align = s.alignment === 'left' ? 'start' : s.alignment === 'right' ? 'end' : s.alignment;
  return {
    width: pick(s.section_width, ['default', 'fluid', 'stretched', 'full'], 'default'),
    bgColor: parseColor(s.section_bg_color),
    bgImage: typeof s.section_bg_image === 'string' ? s.section_bg_image.trim() : '',
    bgParallax: isOn(s.section_bg_image_parallax),
    paddingTop: parsePixels(s.section_padding_top, 400),
    paddingBottom: parsePixels(s.section_padding_bottom, 400),
    transparentHeader: isOn(s.is_transparent_header),
    transparentHeaderMobile: isOn(s.is_transparent_header_mobile),
    removeSectionSpace: isOn(s.is_remove_section_space),
    alignment: (['start', 'center', 'end'] as const).find((item) => item === align) ?? null,
    positionX: parsePosition(s.position_x, ['left', 'center', 'right']),
    positionY: parsePosition(s.position_y, ['top', 'center', 'bottom']),
    textColor: parseColor(s.text_color),
    fontSize: parsePixels(s.font_size, 96),
    buttonSize: pick(s.button_size, ['sm', 'md', 'lg'], 'md'),
    buttonStyle: pick(s.button_style, ['primary', 'secondary', 'outline', 'link'], 'primary'),
    buttonSpace: parsePixels(s.button_space, 200),
    columnSpacing: parsePixels(s.column_spacing, 200),
    colorScheme: isColorSchemeId(s[SECTION_SCHEME_FIELD]) ? s[SECTION_SCHEME_FIELD] : null,
  };
}
