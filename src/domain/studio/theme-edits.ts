/**
 * The edits an owner makes in the Theme Studio, as pure functions over the theme document. Each
 * acts on one page's section list (the home page, the header or footer group, a template, a custom
 * page), returns a new document and keeps every untouched object as it was (other pages' lists,
 * untouched sections), so the frame only re-renders what changed and undo restores exactly.
 * A template's list has one fixed row, its built-in body (the product, the listing, the cart):
 * sections move above or below it, it never moves or goes away itself.
 */
import type { Section } from '../sections/section';
import type { SectionTypeId } from '../sections/section-types';
import type { ThemeDocument } from '../theme/theme-document';
import { customPageId, isGroupName, isTemplateName, type ThemePageKey } from '../theme/theme-pages';

export type StudioDocument = ThemeDocument;

/** One row of a page's list: a section, or null for a template's built-in body. */
export type PageRow = Section | null;

export function pageRows(doc: StudioDocument, page: ThemePageKey): PageRow[] {
  if (page === 'home') return doc.sections;
  if (isGroupName(page)) return doc.groups[page];
  if (isTemplateName(page)) {
    const { sections, main_index: at } = doc.templates[page];
    return [...sections.slice(0, at), null, ...sections.slice(at)];
  }
  return doc.pages[String(customPageId(page))] ?? [];
}

/** The page's sections alone (a template's without its body row). */
export const pageSections = (doc: StudioDocument, page: ThemePageKey): Section[] =>
  pageRows(doc, page).filter((row): row is Section => row !== null);

function withPageRows(doc: StudioDocument, page: ThemePageKey, rows: PageRow[]): StudioDocument {
  const sections = rows.filter((row): row is Section => row !== null);
  if (page === 'home') return { ...doc, sections };
  if (isGroupName(page)) return { ...doc, groups: { ...doc.groups, [page]: sections } };
  if (isTemplateName(page)) {
    const body = rows.indexOf(null);
    return { ...doc, templates: { ...doc.templates, [page]: { sections, main_index: body < 0 ? sections.length : body } } };
  }
  return { ...doc, pages: { ...doc.pages, [String(customPageId(page))]: sections } };
}

const onPage = (doc: StudioDocument, page: ThemePageKey, change: (rows: PageRow[]) => PageRow[] | null): StudioDocument => {
  const next = change(pageRows(doc, page));
  return next === null ? doc : withPageRows(doc, page, next);
};

const replaceSection = (doc: StudioDocument, page: ThemePageKey, tempId: string, change: (s: Section) => Section): StudioDocument =>
  onPage(doc, page, (rows) => (rows.some((s) => s?.temp_id === tempId) ? rows.map((s) => (s?.temp_id === tempId ? change(s) : s)) : null));

export function setSetting(doc: StudioDocument, key: string, value: unknown): StudioDocument {
  return { ...doc, settings: { ...doc.settings, [key]: value } };
}

export function setSectionField(
  doc: StudioDocument,
  page: ThemePageKey,
  tempId: string,
  part: 'style' | 'content',
  key: string,
  value: unknown,
): StudioDocument {
  return replaceSection(doc, page, tempId, (s) => ({ ...s, [part]: { ...s[part], [key]: value } }));
}

export function toggleHidden(doc: StudioDocument, page: ThemePageKey, tempId: string): StudioDocument {
  return replaceSection(doc, page, tempId, (s) => ({ ...s, is_hidden: !s.is_hidden }));
}

export function removeSection(doc: StudioDocument, page: ThemePageKey, tempId: string): StudioDocument {
  return onPage(doc, page, (rows) => (rows.some((s) => s?.temp_id === tempId) ? rows.filter((s) => s?.temp_id !== tempId) : null));
}

/** Every section row moves; a template's body row stays put (the others move around it). */
export const isMovable = (row: PageRow): row is Section => row !== null;

/** Moves a section to a row index of its page (a template's body row counts), clamped to the list. */
export function moveSection(doc: StudioDocument, page: ThemePageKey, tempId: string, toIndex: number): StudioDocument {
  return onPage(doc, page, (rows) => {
    const from = rows.findIndex((s) => s?.temp_id === tempId);
    if (from < 0) return null;
    const to = Math.max(0, Math.min(rows.length - 1, toIndex));
    if (to === from) return null;
    const rest = rows.filter((_, i) => i !== from);
    return [...rest.slice(0, to), rows[from]!, ...rest.slice(to)];
  });
}

/** Inserts after `afterTempId` when it is on this page, else at the end of the page. */
export function insertSection(doc: StudioDocument, page: ThemePageKey, section: Section, afterTempId: string | null): StudioDocument {
  return onPage(doc, page, (rows) => {
    const after = afterTempId === null ? -1 : rows.findIndex((s) => s?.temp_id === afterTempId);
    const at = after >= 0 ? after + 1 : rows.length;
    return [...rows.slice(0, at), section, ...rows.slice(at)];
  });
}

export function duplicateSection(doc: StudioDocument, page: ThemePageKey, tempId: string, newTempId: string): StudioDocument {
  const original = pageSections(doc, page).find((s) => s.temp_id === tempId);
  if (!original) return doc;
  const copy: Section = structuredClone({ ...original, temp_id: newTempId });
  return insertSection(doc, page, copy, tempId);
}

/** A custom page made in the studio starts with an empty list in the draft, so publishing the draft publishes it. */
export function addCustomPage(doc: StudioDocument, pageId: number): StudioDocument {
  const key = String(pageId);
  return key in doc.pages ? doc : { ...doc, pages: { ...doc.pages, [key]: [] } };
}

/** A custom page's list goes with the page (deleted in the studio's page manager). */
export function dropCustomPage(doc: StudioDocument, pageId: number): StudioDocument {
  const key = String(pageId);
  if (!(key in doc.pages)) return doc;
  const pages = { ...doc.pages };
  delete pages[key];
  return { ...doc, pages };
}

export function newSection(type: SectionTypeId, tempId: string, content: Record<string, unknown>): Section {
  return { temp_id: tempId, section_type_id: type, is_hidden: false, style: {}, content };
}
