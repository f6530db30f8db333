/**
 * The pages of a theme besides the home page (decision 35): the header and footer groups shown on every
 * page, the product, listing, cart and maintenance templates, and the sections of each custom page. All of them
 * live in the theme document, so they are drafted, autosaved, published, versioned and restored with
 * the home page's sections. Parsing never throws, like the rest of the document.
 */
import type { Section } from '../sections/section';

/** The maintenance template frames the page a closed store shows ("We'll be back soon", or its password form). */
export const TEMPLATE_NAMES = ['product', 'listing', 'cart', 'maintenance'] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

export const GROUP_NAMES = ['header', 'footer'] as const;
export type GroupName = (typeof GROUP_NAMES)[number];

/**
 * A template's sections around the page's built-in body (the product, the listing, the cart): the
 * body sits before `sections[main_index]` (after the last section when main_index is their count).
 */
export interface PageTemplate {
  sections: Section[];
  main_index: number;
}

export type SectionGroups = Record<GroupName, Section[]>;
export type PageTemplates = Record<TemplateName, PageTemplate>;

/** Custom pages' sections by the page's id (the store's `pages` row), as text keys. */
export type CustomPageSections = Record<string, Section[]>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const emptyTemplate = (): PageTemplate => ({ sections: [], main_index: 0 });

export function parseTemplate(value: unknown, parseSections: (value: unknown) => Section[]): PageTemplate {
  if (!isRecord(value)) return emptyTemplate();
  const sections = parseSections(value.sections);
  const index = typeof value.main_index === 'number' && Number.isInteger(value.main_index) ? value.main_index : 0;
  return { sections, main_index: Math.max(0, Math.min(sections.length, index)) };
}

export function parseTemplates(value: unknown, parseSections: (value: unknown) => Section[]): PageTemplates {
  const raw = isRecord(value) ? value : {};
  return Object.fromEntries(TEMPLATE_NAMES.map((name) => [name, parseTemplate(raw[name], parseSections)])) as PageTemplates;
}

/** A custom page's key: its id as a positive integer without leading zeros. */
export const PAGE_ID_KEY = /^[1-9][0-9]{0,9}$/;

export function parseCustomPages(value: unknown, parseSections: (value: unknown) => Section[]): CustomPageSections {
  if (!isRecord(value)) return {};
  const pages: CustomPageSections = {};
  for (const [key, sections] of Object.entries(value)) {
    if (PAGE_ID_KEY.test(key)) pages[key] = parseSections(sections);
  }
  return pages;
}

/** The template's sections split around its body: what renders above it and what renders below. */
export function aroundBody(template: PageTemplate): { above: Section[]; below: Section[] } {
  return { above: template.sections.slice(0, template.main_index), below: template.sections.slice(template.main_index) };
}

/** What the studio's page picker edits: the home page, a group, a template or a custom page (`page:<id>`). */
export type ThemePageKey = 'home' | GroupName | TemplateName | `page:${number}`;

export const customPageKey = (pageId: number): ThemePageKey => `page:${pageId}`;

export function customPageId(key: ThemePageKey): number | null {
  return key.startsWith('page:') ? Number(key.slice(5)) : null;
}

export const isTemplateName = (key: string): key is TemplateName => (TEMPLATE_NAMES as readonly string[]).includes(key);
export const isGroupName = (key: string): key is GroupName => (GROUP_NAMES as readonly string[]).includes(key);
