/**
 * The edits an owner makes in the Theme Studio, as pure functions over the theme document. Each
 * returns a new document and keeps every untouched section object as it was, so the frame only
 * re-renders what changed. Header stays first and footer last whatever the owner drags.
 */
import type { Section } from '../sections/section';
import { FRAME_SECTION_TYPES, SECTION_TYPE_ID, type SectionTypeId } from '../sections/section-types';
import type { ThemeDocument } from '../theme/theme-document';

export type StudioDocument = ThemeDocument;

const replaceSection = (doc: StudioDocument, tempId: string, change: (s: Section) => Section): StudioDocument => ({
  ...doc,
  sections: doc.sections.map((s) => (s.temp_id === tempId ? change(s) : s)),
});

export function setSetting(doc: StudioDocument, key: string, value: unknown): StudioDocument {
  return { ...doc, settings: { ...doc.settings, [key]: value } };
}

export function setSectionField(doc: StudioDocument, tempId: string, part: 'style' | 'content', key: string, value: unknown): StudioDocument {
  return replaceSection(doc, tempId, (s) => ({ ...s, [part]: { ...s[part], [key]: value } }));
}

export function toggleHidden(doc: StudioDocument, tempId: string): StudioDocument {
  return replaceSection(doc, tempId, (s) => ({ ...s, is_hidden: !s.is_hidden }));
}

export function removeSection(doc: StudioDocument, tempId: string): StudioDocument {
  return { ...doc, sections: doc.sections.filter((s) => s.temp_id !== tempId) };
}

/** Body sections may move; header (1) and footer (2) frame the page and stay where they are. */
export const isMovable = (section: Section): boolean => !FRAME_SECTION_TYPES.includes(section.section_type_id);

export function moveSection(doc: StudioDocument, tempId: string, toIndex: number): StudioDocument {
  const from = doc.sections.findIndex((s) => s.temp_id === tempId);
  const moving = doc.sections[from];
  if (!moving || !isMovable(moving)) return doc;
  const first = doc.sections.findIndex(isMovable);
  const last = doc.sections.findLastIndex(isMovable);
  const to = Math.max(first, Math.min(last, toIndex));
  if (to === from) return doc;
  const rest = doc.sections.filter((_, i) => i !== from);
  return { ...doc, sections: [...rest.slice(0, to), moving, ...rest.slice(to)] };
}

/** Inserts after `afterTempId` when given, else before the footer (or at the end). */
export function insertSection(doc: StudioDocument, section: Section, afterTempId: string | null): StudioDocument {
  const after = afterTempId === null ? -1 : doc.sections.findIndex((s) => s.temp_id === afterTempId);
  const footer = doc.sections.findIndex((s) => s.section_type_id === SECTION_TYPE_ID.footer);
  let at = after >= 0 ? after + 1 : footer >= 0 ? footer : doc.sections.length;
  if (footer >= 0 && at > footer) at = footer;
  if (doc.sections[0]?.section_type_id === SECTION_TYPE_ID.header && at === 0) at = 1;
  return { ...doc, sections: [...doc.sections.slice(0, at), section, ...doc.sections.slice(at)] };
}

export function duplicateSection(doc: StudioDocument, tempId: string, newTempId: string): StudioDocument {
  const original = doc.sections.find((s) => s.temp_id === tempId);
  if (!original) return doc;
  const copy: Section = structuredClone({ ...original, temp_id: newTempId });
  return insertSection(doc, copy, tempId);
}

export function newSection(type: SectionTypeId, tempId: string, content: Record<string, unknown>): Section {
  return { temp_id: tempId, section_type_id: type, is_hidden: false, style: {}, content };
}
