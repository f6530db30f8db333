/**
 * Fetches what the page's sections need from the catalogue, in parallel. A failing section gets no
 * data (it renders its empty state) instead of failing the page.
 */
import type { ResolvedSectionData, Section } from '../../domain/sections/section';
import { sectionDataNeed } from '../../domain/sections/section-data-needs';
import type { CatalogPort } from '../ports/catalog.port';
import type { Logger } from '../ports/logger.port';

export async function resolveSectionData(
  deps: { catalog: CatalogPort; logger: Logger },
  sections: readonly Section[],
): Promise<ResolvedSectionData> {
  const entries = await Promise.all(
    sections.filter((s) => !s.is_hidden).map(async (section) => {
      const need = sectionDataNeed(section);
      if (!need) return null;
      try {
        switch (need.kind) {
          case 'products':
            return [section.temp_id, await deps.catalog.productCards(need.source, need.limit)] as const;
          case 'categories':
            return [section.temp_id, await deps.catalog.categoryCards(need.limit)] as const;
          case 'brands':
            return [section.temp_id, await deps.catalog.brandCards(need.limit)] as const;
        }
      } catch (error) {
        deps.logger.warn(`Section ${section.temp_id} data failed to load`, error);
        return null;
      }
    }),
  );
  return Object.fromEntries(entries.filter((e): e is NonNullable<typeof e> => e !== null));
}
