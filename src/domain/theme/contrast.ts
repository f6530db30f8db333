/**
 * WCAG 2 contrast for the theme's own colours, so the compiled theme can choose the text colours
 * that read on it: the secondary-text opacity and the text on primary-coloured bars. Only hex
 * colours are measured (the editor's picker writes hex); a named or functional colour gives null
 * and the caller keeps its default.
 */
export type Rgb = readonly [number, number, number];

/** WCAG AA for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

export function parseHexColor(value: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** What text of colour `text` at `opacity` looks like over `background`. */
export function blend(text: Rgb, background: Rgb, opacity: number): Rgb {
  return text.map((channel, i) => channel * opacity + background[i]! * (1 - opacity)) as unknown as Rgb;
}
