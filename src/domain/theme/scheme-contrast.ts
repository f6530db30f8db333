/**
 * The studio warns when a colour scheme's text or button text would be hard to read (decision 34):
 * WCAG AA asks 4.5:1 for normal text. Only hex colours are measured, as everywhere in the theme
 * (contrast.ts); a pair that cannot be measured is not reported.
 */
import type { SchemeColours } from './color-schemes';
import { AA_TEXT_CONTRAST, contrastRatio, parseHexColor } from './contrast';

export type ContrastPair = 'text' | 'button';

export interface ContrastWarning {
  pair: ContrastPair;
  /** Rounded down to two decimals, so a shown 4.49 never hides a failing 4.499. */
  ratio: number;
  message: string;
}

const PAIRS: ReadonlyArray<{ pair: ContrastPair; fore: keyof SchemeColours; back: keyof SchemeColours; label: string }> = [
  { pair: 'text', fore: 'text', back: 'background', label: 'Text on background' },
  { pair: 'button', fore: 'button_text', back: 'button_bg', label: 'Button text on button background' },
];

export function pairContrast(foreground: string, background: string): number | null {
  const fore = parseHexColor(foreground);
  const back = parseHexColor(background);
  return fore && back ? contrastRatio(fore, back) : null;
}

export function schemeContrastWarnings(colours: SchemeColours): ContrastWarning[] {
  return PAIRS.flatMap(({ pair, fore, back, label }) => {
    const ratio = pairContrast(colours[fore], colours[back]);
    if (ratio === null || ratio >= AA_TEXT_CONTRAST) return [];
    const shown = Math.floor(ratio * 100) / 100;
    return [{ pair, ratio: shown, message: `${label}: contrast ${shown.toFixed(2)}:1, below the 4.5:1 that WCAG AA asks for` }];
  });
}
