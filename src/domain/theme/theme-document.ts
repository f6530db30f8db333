/**
 * themeData is a JSON string owned by the store owner (and the editor). Parsing never throws:
 * corrupt JSON, a missing field or a malformed section gives defaults and drops only what is broken.
 */
import { FRAME_SECTION_TYPES, isSectionTypeId, SECTION_TYPE_ID } from '../sections/section-types';
import type { Section } from '../sections/section';
import {
  parseCustomPages,
  parseTemplates,
  TEMPLATE_NAMES,
  type CustomPageSections,
  type PageTemplates,
  type SectionGroups,
} from './theme-pages';

export interface ThemeDocument {
  /** Raw theme settings; `parseThemeSettings` applies defaults. */
  settings: Record<string, unknown>;
  theme_css: string;
  creator_theme_css: string;
  csx: string;
  /** Home-page sections in order (the header and footer are in `groups`). */
  sections: Section[];
  /** The header and footer groups, shown on every page (decision 35). */
  groups: SectionGroups;
  /** Sections around the built-in product, listing and cart pages. */
  templates: PageTemplates;
  /** Each custom page's sections, by page id. */
  pages: CustomPageSections;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const asString = (value: unknown): string => (typeof value === 'string' ? value : '');

export function parseSection(value: unknown, index: number): Section | null {
  if (!isRecord(value)) return null;
  const type = typeof value.section_type_id === 'string' ? Number(value.section_type_id) : value.section_type_id;
  if (!isSectionTypeId(type)) return null;
  const tempId = typeof value.temp_id === 'string' && value.temp_id.length > 0 ? value.temp_id : `section-${index}`;
  return {
    temp_id: tempId,
    section_type_id: type,
    is_hidden: value.is_hidden === true,
    style: isRecord(value.style) ? value.style : {},
    content: isRecord(value.content) ? value.content : {},
  };
}

export function parseSections(value: unknown): Section[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item, index) => {
    const section = parseSection(item, index);
    return section ? [section] : [];
  });
}

/**
 * A document saved before pages joined the theme (decision 35) kept its header (type 1) and footer (type 2) among the home
 * sections: they become the groups, so every theme reads the same way.
 */
function homeAndGroups(doc: Record<string, unknown>): { sections: Section[]; groups: SectionGroups } {
  const all = parseSections(doc.sections);
  if (isRecord(doc.groups)) {
    return { sections: all, groups: { header: parseSections(doc.groups.header), footer: parseSections(doc.groups.footer) } };
  }
  return {
    sections: all.filter((s) => !FRAME_SECTION_TYPES.includes(s.section_type_id)),
    groups: {
      header: all.filter((s) => s.section_type_id === SECTION_TYPE_ID.header),
      footer: all.filter((s) => s.section_type_id === SECTION_TYPE_ID.footer),
    },
  };
}

export function parseThemeDocument(themeData: string | null | undefined): ThemeDocument {
  let raw: unknown = null;
  try {
    raw = themeData ? JSON.parse(themeData) : null;
  } catch {
    raw = null;
  }
  const doc = isRecord(raw) ? raw : {};
  return {
    settings: isRecord(doc.settings) ? doc.settings : {},
    theme_css: asString(doc.theme_css),
    creator_theme_css: asString(doc.creator_theme_css),
    csx: asString(doc.csx),
    ...homeAndGroups(doc),
    templates: parseTemplates(doc.templates, parseSections),
    pages: parseCustomPages(doc.pages, parseSections),
  };
}

/** Every section list of the document, each under the name the studio's page picker gives it. */
export function everySectionList(doc: ThemeDocument): Array<[string, Section[]]> {
  return [
    ['home', doc.sections],
    ['header', doc.groups.header],
    ['footer', doc.groups.footer],
    ...Object.entries(doc.templates).map(([name, template]): [string, Section[]] => [name, template.sections]),
    ...Object.entries(doc.pages).map(([id, sections]): [string, Section[]] => [`page:${id}`, sections]),
  ];
}

/** Applies one change to every section list (sanitising owner HTML on the server), keeping the shape. */
export function mapSectionLists(doc: ThemeDocument, change: (sections: Section[]) => Section[]): ThemeDocument {
  return {
    ...doc,
    sections: change(doc.sections),
    groups: { header: change(doc.groups.header), footer: change(doc.groups.footer) },
    templates: Object.fromEntries(
      TEMPLATE_NAMES.map((name) => [name, { ...doc.templates[name], sections: change(doc.templates[name].sections) }]),
    ) as PageTemplates,
    pages: Object.fromEntries(Object.entries(doc.pages).map(([id, sections]) => [id, change(sections)])),
  };
}
