/**
 * The one list of section types: the specification's 22 (section 3), by type id, ids 1..N without
 * gaps. A type is registered here and nowhere else by number; its module (types/<name>.ts) and its
 * view (ui/sections/<name>-section.tsx) are found by the name (docs/sections.md). Small on purpose:
 * the storefront's entry imports it.
 */
export const SECTION_TYPES = {
  1: 'header',
  2: 'footer',
  3: 'products',
  4: 'categories',
  5: 'brands',
  6: 'hero-banner',
  7: 'banners',
  8: 'content',
  9: 'cta',
  10: 'about',
  11: 'services',
  12: 'features',
  13: 'clients',
  14: 'testimonials',
  15: 'promotion',
  16: 'pricing',
  17: 'team',
  18: 'contact',
  19: 'social-media',
  20: 'subscribe',
  21: 'forms',
  22: 'html',
} as const;

export type SectionTypeId = keyof typeof SECTION_TYPES;
export type SectionTypeName = (typeof SECTION_TYPES)[SectionTypeId];

export const SECTION_TYPE_IDS = Object.keys(SECTION_TYPES).map(Number) as SectionTypeId[];

/** The highest type id: every check and schema bound derives from the table, so a new type needs no second edit. */
export const LAST_SECTION_TYPE_ID = Math.max(...SECTION_TYPE_IDS) as SectionTypeId;

export function isSectionTypeId(value: unknown): value is SectionTypeId {
  return typeof value === 'number' && (SECTION_TYPE_IDS as number[]).includes(value);
}

/** A type's id by its name (`SECTION_TYPE_ID.header` is 1), typed as that very id, so code names types and never restates a number. */
export const SECTION_TYPE_ID = Object.fromEntries(SECTION_TYPE_IDS.map((id) => [SECTION_TYPES[id], id])) as {
  readonly [Id in SectionTypeId as (typeof SECTION_TYPES)[Id]]: Id;
};

/** Header and footer frame every page; the other types make up page bodies. */
export const FRAME_SECTION_TYPES: readonly SectionTypeId[] = [SECTION_TYPE_ID.header, SECTION_TYPE_ID.footer];
