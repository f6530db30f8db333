/**
 * The product page's tabs and which one is open first: site data `focus_product_tab`, set by the
 * owner's theme or a `?tab=` link (a "Read the reviews" link elsewhere), else Description. The FAQ
 * tab only exists when the product has questions.
 */

export const PRODUCT_TABS = [
  { key: 'description', label: 'Description' },
  { key: 'specifications', label: 'Specifications' },
  { key: 'reviews', label: 'Reviews' },
  { key: 'faq', label: 'FAQ' },
] as const;

export type ProductTabKey = (typeof PRODUCT_TABS)[number]['key'];

export function availableTabs(hasFaqs: boolean): ProductTabKey[] {
  return PRODUCT_TABS.map((tab) => tab.key).filter((key) => key !== 'faq' || hasFaqs);
}

/** The first of the candidates that names an available tab (case-insensitive), else the first tab. */
export function focusedTab(candidates: readonly unknown[], available: readonly ProductTabKey[]): ProductTabKey {
  for (const candidate of candidates) {
    const key = typeof candidate === 'string' ? candidate.trim().toLowerCase() : '';
    const match = available.find((tab) => tab === key);
    if (match) return match;
  }
  return available[0] ?? 'description';
}

export function tabLabel(key: ProductTabKey): string {
  return PRODUCT_TABS.find((tab) => tab.key === key)?.label ?? key;
}

/** A positive whole id from a query parameter (`?variant=12`), else null. */
export function idParam(text: string | null): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
