/**
 * Fetches what the page's sections need from the catalogue, in parallel. A failing section gets no
 * data (it renders its empty state) instead of failing the page; the editor frame asks for a failure
 * note instead (`failures: 'note'`), so the owner sees why a section is empty.
 */
import { SECTION_DATA_FAILURE, type ResolvedSectionData, type Section } from '../../domain/sections/section';
import { sectionDataNeed } from '../../domain/sections/section-data-needs';
import type { CatalogPort } from '../ports/catalog.port';
import { storeApiStatus } from '../ports/store-api-error';
import type { Logger } from '../ports/logger.port';

export async function resolveSectionData(
  deps: { catalog: CatalogPort; logger: Logger },
  sections: readonly Section[],
  options: { failures: 'omit' | 'note' } = { failures: 'omit' },
): Promise<ResolvedSectionData> {
  const entries = await Promise.all(
    sections
      .filter((s) => !s.is_hidden)
      .map(async (section) => {
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
          // A closed store refusing a visitor (403/503) is expected: the page is on its way to /maintenance.
          if (!isClosedStoreRefusal(error)) deps.logger.warn(`Section ${section.temp_id} data failed to load`, error);
          return options.failures === 'note' ? ([section.temp_id, SECTION_DATA_FAILURE] as const) : null;
        }
      }),
  );
  return Object.fromEntries(entries.filter((e): e is NonNullable<typeof e> => e !== null));
}

/** The store gate's answer to a visitor of a closed store. */
function isClosedStoreRefusal(error: unknown): boolean {
  const status = storeApiStatus(error);
  return status === 403 || status === 503;
}
