import type { ResolvedPage } from '../../domain/catalog/resolved-page';

/** Resolves flat URLs of the current store; null when no page has that slug. */
export interface PagePort {
  resolvePage(slug: string): Promise<ResolvedPage | null>;
  /** A custom page's sections (JSON array string, the home page's shape). */
  customPageSections(pageId: number): Promise<string>;
  collections(): Promise<
    Array<{ collectionID: number; name: string; slug: string; url: string; description: string; imageFile: string; productCount: number }>
  >;
}
