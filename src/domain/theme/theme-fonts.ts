/** Which font families and weights a theme actually renders, so a page loads nothing else. */
import type { FontFamilyName } from './fonts';
import type { ThemeSettings } from './theme-settings';

/** Weights the component styles use on top of the owner's choices: product names 500; prices, badges and <strong> 700. */
const BODY_COMPONENT_WEIGHTS = [500, 700] as const;

export function themeFontUsage(s: ThemeSettings): { family: FontFamilyName; weights: number[] }[] {
  const usage = new Map<FontFamilyName, Set<number>>();
  const add = (family: FontFamilyName, weights: readonly number[]) => {
    const set = usage.get(family) ?? new Set<number>();
    for (const weight of weights) set.add(weight);
    usage.set(family, set);
  };
  add(s.font_family, [s.font_weight, s.button_font_weight, ...BODY_COMPONENT_WEIGHTS]);
  add(s.heading_font_family, [s.heading_font_weight]);
  add(s.sub_heading_font_family, [s.sub_heading_font_weight]);
  return [...usage].map(([family, weights]) => ({ family, weights: [...weights].sort((a, b) => a - b) }));
}
