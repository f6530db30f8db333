/**
 * What a section type is, in one module per type (types/<name>.ts): its name and label, how its
 * content is parsed, what a newly added one starts with, what catalogue data it needs and which of
 * its fields hold rich text. The id comes from the one list (section-types.ts) by name, so a module
 * cannot claim another type's id.
 */
import type { ProductSource } from '../catalog/catalog-types';
import { SECTION_TYPE_IDS, SECTION_TYPES, type SectionTypeId, type SectionTypeName } from './section-types';

export type DataNeed =
  | { kind: 'products'; source: ProductSource; limit: number }
  | { kind: 'categories'; limit: number }
  | { kind: 'brands'; limit: number };

/** The id the list gives a name. */
export type SectionTypeIdOf<N extends SectionTypeName> = { [K in SectionTypeId]: (typeof SECTION_TYPES)[K] extends N ? K : never }[SectionTypeId];

export interface SectionTypeSpec<C> {
  /** How the studio's Add menu and section list name the type. */
  readonly label: string;
  /** Never throws: corrupt content gives the schema's defaults. */
  readonly parse: (raw: unknown) => C;
  /** What a newly added section starts with: enough to be visible and selectable in the preview. */
  readonly preset: Readonly<Record<string, unknown>>;
  /** Catalogue data the page loader resolves before the section renders, from raw content (types without it never fetch). */
  readonly dataNeed?: (content: unknown) => DataNeed;
  /** Fields holding owner HTML, sanitised by the server on save and by the editor frame on push. */
  readonly richText?: readonly (keyof C & string)[];
}

export interface SectionTypeModule<N extends SectionTypeName = SectionTypeName, C = unknown> extends SectionTypeSpec<C> {
  readonly id: SectionTypeIdOf<N>;
  readonly name: N;
  readonly richText: readonly (keyof C & string)[];
}

export function defineSectionType<N extends SectionTypeName, C>(name: N, spec: SectionTypeSpec<C>): SectionTypeModule<N, C> {
  const id = SECTION_TYPE_IDS.find((type) => SECTION_TYPES[type] === name) as SectionTypeIdOf<N>;
  return { ...spec, id, name, richText: spec.richText ?? [] };
}
