/**
 * themeData is a JSON string owned by the store owner (and the editor). Parsing never throws:
 * corrupt JSON, a missing field or a malformed section gives defaults and drops only what is broken.
 */
import { isSectionTypeId } from '../sections/section-types';
import type { Section } from '../sections/section';

export interface ThemeDocument {
  /** Raw theme settings; `parseThemeSettings` applies defaults. */
  settings: Record<string, unknown>;
  theme_css: string;
  creator_theme_css: string;
  csx: string;
  /** Home-page sections in order, header and footer included. */
  sections: Section[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
    sections: parseSections(doc.sections),
  };
}
