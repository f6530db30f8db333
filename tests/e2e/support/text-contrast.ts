/**
 * The contrast a shopper sees for a piece of text, measured in the page: its computed colour,
 * faded by its own and its ancestors' opacity, over the nearest ancestor background that is painted
 * (WCAG 2 ratio). Enough for solid backgrounds, which is what the storefront's text sits on. Poll it
 * (expect.poll): a section still fading in reads lower for a moment.
 */
import type { Locator } from '@playwright/test';

export async function textContrast(text: Locator): Promise<number> {
  // In view, so a section that comes in on scroll (animate-on-scroll) is measured as the shopper sees it.
  await text.scrollIntoViewIfNeeded();
  return text.evaluate((element) => {
    const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    let opacity = 1;
    let ground: number[] | null = null;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      opacity *= Number(style.opacity);
      const background = channels(style.backgroundColor);
      if (!ground && background.length >= 3 && (background[3] ?? 1) === 1) ground = background;
    }
    ground ??= [255, 255, 255];
    const [r, g, b, a = 1] = channels(getComputedStyle(element).color);
    const alpha = a * opacity;
    const seen = [r!, g!, b!].map((c, i) => c * alpha + ground![i]! * (1 - alpha));
    const luminance = (rgb: number[]) => {
      const [x, y, z] = rgb.map((c) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * x! + 0.7152 * y! + 0.0722 * z!;
    };
    const [light, dark] = [luminance(seen), luminance(ground)].sort((p, q) => q - p);
    return (light! + 0.05) / (dark! + 0.05);
  });
}
