/** axe on a page at WCAG 2.1 AA: each violation as one line naming the rule and its first nodes, so a failure says what to fix. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits until no finite animation or transition runs, two checks a frame apart: axe weighs a
 * colour by its element's opacity, so text caught fading in (a section coming in as it scrolls
 * into view) reads as failing contrast that no shopper sees once it is in.
 */
async function motionSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const running = () =>
          document
            .getAnimations()
            .some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
        if (running()) return resolve(false);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(!running())));
      }),
    undefined,
    { polling: 100 },
  );
}

export async function violations(page: Page, exclude: string[] = []): Promise<string[]> {
  await motionSettled(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations: found } = await builder.analyze();
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? ''}`)
        .join(' | ')}`,
  );
}
