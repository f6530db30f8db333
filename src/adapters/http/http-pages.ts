/** PagePort over HTTP: /Page/Resolve, /Page/GetCustomPage and /Catalog/GetCollections, read through pages.wire.ts. */
import type { StoreApiClient } from './store-api-client';
import type { PagePort } from '../../application/ports/page.port';
import { StoreApiError } from '../../application/ports/store-api-error';
import type { ResolvedPage } from '../../domain/catalog/resolved-page';
import { collectionsFromWire, customPageSectionsFromWire, resolvedPageFromWire } from '../../contracts/pages.wire';
import { readStoreApi } from './store-api-client';

export class HttpPages implements PagePort {
  constructor(private readonly deps: { client: StoreApiClient }) {}

  async resolvePage(slug: string): Promise<ResolvedPage | null> {
    try {
      return await readStoreApi(this.deps.client.get('Page/Resolve', { searchParams: { Slug: slug } }), resolvedPageFromWire);
    } catch (error) {
      if (error instanceof StoreApiError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  }

  customPageSections(pageId: number): Promise<string> {
    return readStoreApi(
      this.deps.client.get('Page/GetCustomPage', { searchParams: { PageID: String(pageId) } }),
      customPageSectionsFromWire,
    );
  }

  collections(): ReturnType<PagePort['collections']> {
    return readStoreApi(this.deps.client.get('Catalog/GetCollections'), collectionsFromWire);
  }
}
