/**
 * What the editor and preview chunk borrows from the storefront entry (modules that already sit in
 * chunks of their own, like use-store, it imports directly). The route hands these in
 * instead of the chunk importing them: the bundler would otherwise split every module the two share
 * into its own small file, and the shopper's first load would pay for each one.
 */
import type { ComponentType } from 'react';
import type { ResolvedSectionData, Section } from '../../domain/sections/section';
import type { SectionRendererProps } from '../sections/section-renderer';

export interface BuilderDeps {
  SectionRenderer: ComponentType<SectionRendererProps>;
  /** Catalogue data for sections the editor added (products, categories, brands). */
  resolveSections: (sections: Section[]) => Promise<ResolvedSectionData>;
  /** Keeps the studio's read-only preview token (in memory) for the catalogue calls that follow. */
  grantAccess: (previewToken: string) => void;
}
