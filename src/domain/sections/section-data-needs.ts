/**
 * What catalogue data a section needs before it can render. The page loader resolves each need
 * through the store API and stores the answer (ProductCard[], CategoryCard[] or BrandCard[]) under
 * the section's temp_id in ResolvedSectionData; sections themselves never fetch.
 */
import type { ProductSource } from '../catalog/catalog-types';
import { parseBrandsContent, parseCategoriesContent, parseProductsContent } from './content/catalog-content';
import type { Section } from './section';

export type DataNeed =
  | { kind: 'products'; source: ProductSource; limit: number }
  | { kind: 'categories'; limit: number }
  | { kind: 'brands'; limit: number };

/** Hidden sections are never rendered, so they cost no catalogue query. */
export function sectionDataNeed(section: Section): DataNeed | null {
  if (section.is_hidden) return null;
  switch (section.section_type_id) {
    case 3: {
      const { source, limit } = parseProductsContent(section.content);
      return { kind: 'products', source, limit };
    }
    case 4:
      return { kind: 'categories', limit: parseCategoriesContent(section.content).limit };
    case 5:
      return { kind: 'brands', limit: parseBrandsContent(section.content).limit };
    default:
      return null;
  }
}
