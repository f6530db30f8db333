/** axe on a page at WCAG 2.1 AA: each violation as one line naming the rule and its first nodes, so a failure says what to fix. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function violations(page: Page, exclude: string[] = []): Promise<string[]> {
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
