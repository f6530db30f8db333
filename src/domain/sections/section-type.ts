/**
 * What a section type is, in one module per type (types/<name>.ts): its name and label, how its
 * content is parsed, what a newly added one starts with, what catalogue data it needs and which of
 * its fields hold rich text. The id comes from the one list (section-types.ts) by name, so a module
 * cannot claim another type's id.
 */
import type { ProductSource } from '../catalog/catalog-types';
import { SECTION_TYPE_IDS, SECTION_TYPES, type SectionTypeId, type SectionTypeName } from './section-types';

export type DataNeed =
  { kind: 'products'; source: ProductSource; limit: number } | { kind: 'categories'; limit: number } | { kind: 'brands'; limit: number };

/** The id the list gives a name. */
export type SectionTypeIdOf<N extends SectionTypeName> = {
  [K in SectionTypeId]: (typeof SECTION_TYPES)[K] extends N ? K : never;
}[SectionTypeId];

/** The content fields of C that hold a list. */
type ListField<C> = { [K in keyof C]: C[K] extends readonly unknown[] ? K : never }[keyof C] & string;

/**
 * A section's blocks (decision 39): the items of one of its content lists (a hero's slides, a menu's
 * links), each a row of its own under the section in the studio with its own settings form, and an
 * element of its own in the editor frame (marked with its index in the list, `data-block-index`).
 */
export interface BlockSpec<C = unknown> {
  /** The content list that holds the blocks. */
  readonly field: ListField<C>;
  /** What one block is called ('Slide', 'Feature'). */
  readonly label: string;
  /** The block's field that names it in the studio's list (its heading, title, name or label). */
  readonly titleField: string;
  /** What a newly added block holds: every field of an item, so its form shows them all. */
  readonly preset: Readonly<Record<string, unknown>>;
  /** How many the list keeps (its parser's limit): no block is added beyond it. */
  readonly max: number;
}

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
  /** Which list holds the type's blocks; types without blocks edit their lists as plain fields. */
  readonly blocks?: BlockSpec<C>;
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
