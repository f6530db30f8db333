/**
 * Loading a list of the theme's sections for a page (docs/editor.md, "Pages"): the catalogue data they need and the
 * code of their views, so the server renders them and the browser hydrates them in one pass. The
 * header and footer groups load once, with the root route; a template's sections with its page.
 */
import { resolveSectionData } from '../../application/storefront/resolve-section-data';
import type { ResolvedSectionData, Section } from '../../domain/sections/section';
import { parseThemeDocument, type ThemeDocument } from '../../domain/theme/theme-document';
import type { TemplateName } from '../../domain/theme/theme-pages';
import { preloadSections } from './section-renderer';
import type { servicesFrom } from '../app/services-holder';
import type { StoreInfo } from '../app/store-loader';

type Services = ReturnType<typeof servicesFrom>;

export async function loadSections(services: Services, sections: readonly Section[]): Promise<ResolvedSectionData> {
  if (sections.length === 0) return {};
  const [resolved] = await Promise.all([resolveSectionData(services, sections), preloadSections(sections.map((s) => s.section_type_id))]);
  return resolved;
}

/** The store's theme document, from the server's shared parses where there are some (theme-document-memo.ts). */
export function themeDocumentOf(services: Services, store: StoreInfo): ThemeDocument {
  return (services.themeDocument ?? parseThemeDocument)(store.themeSettings.themeData);
}

export function loadGroups(services: Services, store: StoreInfo): Promise<ResolvedSectionData> {
  const { groups } = themeDocumentOf(services, store);
  return loadSections(services, [...groups.header, ...groups.footer]);
}

/** A template's sections' data; the template's name travels with it so the page knows which to show. */
export interface TemplateData {
  template: TemplateName;
  resolved: ResolvedSectionData;
}

export async function loadTemplate(services: Services, store: StoreInfo, template: TemplateName): Promise<TemplateData> {
  const { templates } = themeDocumentOf(services, store);
  return { template, resolved: await loadSections(services, templates[template].sections) };
}
