/**
 * A section type is registered in one list (section-types.ts) and found everywhere else from it. The
 * compiler holds the modules' record to the list; this holds the rest: the lazy views (found by file
 * name), the storefront's catalogue types and the files under types/ to the same list, both ways.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE_DATA_NEEDS } from '../../../src/domain/sections/section-data-needs';
import { SECTION_TYPE_MODULE_LIST, SECTION_TYPE_MODULES } from '../../../src/domain/sections/section-type-modules';
import { FRAME_SECTION_TYPES, SECTION_TYPE_IDS, SECTION_TYPES } from '../../../src/domain/sections/section-types';
import { STATIC_SECTION_TYPES, viewFileOf } from '../../../src/ui/sections/section-registry';

const VIEWS = import.meta.glob<Record<string, unknown>>('../../../src/ui/sections/*-section.tsx', { eager: true });
const TYPE_FILES = import.meta.glob<Record<string, unknown>>('../../../src/domain/sections/types/*.ts', { eager: true });
const VIEW_SOURCES = import.meta.glob<string>('../../../src/ui/sections/*-section.tsx', { query: '?raw', import: 'default', eager: true });
const viewOf = (file: string) => VIEWS[file.replace('./', '../../../src/ui/sections/')];

describe('section type registration', () => {
  it('numbers the types 1..N without gaps (the store API names the range in its message)', () => {
    expect(SECTION_TYPE_IDS).toEqual(SECTION_TYPE_IDS.map((_, i) => i + 1));
  });

  it("has one module per listed type, carrying that type's id and name", () => {
    expect(SECTION_TYPE_MODULE_LIST.map((type) => [type.id, type.name])).toEqual(SECTION_TYPE_IDS.map((id) => [id, SECTION_TYPES[id]]));
  });

  it("presets only fields the type's parser reads: a new section shows no field the page ignores", () => {
    const ignored = SECTION_TYPE_MODULE_LIST.flatMap((type) => {
      const parsed = type.parse(type.preset) as Record<string, unknown>;
      return Object.keys(type.preset as Record<string, unknown>)
        .filter((key) => !(key in parsed))
        .map((key) => `${type.name}.${key}`);
    });
    expect(ignored).toEqual([]);
  });

  it("has every file under types/ in the modules' record, and nothing else there", () => {
    const modules = new Set<unknown>(Object.values(SECTION_TYPE_MODULES));
    const exported = Object.values(TYPE_FILES).flatMap((file) => Object.values(file));
    expect(exported.filter((module) => !modules.has(module))).toEqual([]);
    expect(exported).toHaveLength(SECTION_TYPE_IDS.length);
  });

  it('has a view for every listed type, its component the default export, and no view without a type', () => {
    for (const type of SECTION_TYPE_IDS) {
      expect(typeof viewOf(viewFileOf(type))?.default, `${viewFileOf(type)} has a default export`).toBe('function');
    }
    const listed = new Set(SECTION_TYPE_IDS.map((type) => viewOf(viewFileOf(type))));
    expect(Object.keys(VIEWS).filter((file) => !listed.has(VIEWS[file]))).toEqual([]);
  });

  it("names every type with a data need among the storefront's catalogue types, and only those", () => {
    const withNeed = SECTION_TYPE_MODULE_LIST.filter((type) => type.dataNeed !== undefined);
    expect(Object.keys(CATALOGUE_DATA_NEEDS)).toEqual(withNeed.map((type) => type.name));
    for (const type of withNeed) expect(CATALOGUE_DATA_NEEDS[type.name]).toBe(type.dataNeed);
  });

  it('gives rich-text fields only where the content has that field, and frames only to header and footer', () => {
    for (const type of SECTION_TYPE_MODULE_LIST) {
      const content = type.parse({}) as Record<string, unknown>;
      for (const field of type.richText) expect(typeof content[field], `${type.name}.${field}`).toBe('string');
    }
    expect(FRAME_SECTION_TYPES.map((id) => SECTION_TYPES[id])).toEqual(['header', 'footer']);
  });

  it('names as static only listed body types whose view calls no hook and sets no handler (section-islands.tsx keeps their HTML)', () => {
    expect(new Set(STATIC_SECTION_TYPES).size).toBe(STATIC_SECTION_TYPES.length);
    for (const type of STATIC_SECTION_TYPES) {
      expect(SECTION_TYPE_IDS).toContain(type);
      expect(FRAME_SECTION_TYPES).not.toContain(type);
      const source = VIEW_SOURCES[viewFileOf(type).replace('./', '../../../src/ui/sections/')];
      expect(source?.match(/\buse[A-Z]\w*\(|\bon[A-Z]\w*=/g) ?? [], SECTION_TYPES[type]).toEqual([]);
    }
  });
});
