/**
 * What catalogue data a section needs before it can render. The page loader resolves each need
 * through the store API and stores the answer (ProductCard[], CategoryCard[] or BrandCard[]) under
 * the section's temp_id in ResolvedSectionData; sections themselves never fetch.
 *
 * The storefront's loaders run on first load, so this reads the catalogue types' parsers and needs
 * from their content file instead of importing every type's module (section-type-modules.ts, with
 * all parsers and presets); section-registration.test.ts holds the two to the same types.
 */
import { brandsDataNeed, categoriesDataNeed, productsDataNeed } from './content/catalog-content';
import type { Section } from './section';
import type { DataNeed } from './section-type';
import { SECTION_TYPES, type SectionTypeName } from './section-types';

export type { DataNeed } from './section-type';

/** By type name, the types whose module has a dataNeed. */
export const CATALOGUE_DATA_NEEDS: Partial<Record<SectionTypeName, (content: unknown) => DataNeed>> = {
  products: productsDataNeed,
  categories: categoriesDataNeed,
  brands: brandsDataNeed,
};

/** Hidden sections are never rendered, so they cost no catalogue query. */
export function sectionDataNeed(section: Section): DataNeed | null {
  if (section.is_hidden) return null;
  return CATALOGUE_DATA_NEEDS[SECTION_TYPES[section.section_type_id]]?.(section.content) ?? null;
}
