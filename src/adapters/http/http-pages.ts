/** PagePort over HTTP: /Page/Resolve, /Page/GetCustomPage and /Catalog/GetCollections. */
import type { StoreApiClient } from './store-api-client';
import type { PagePort } from '../../application/ports/page.port';
import { StoreApiError } from '../../application/ports/store-api-error';
import type { ResolvedPage } from '../../domain/catalog/resolved-page';
import { callStoreApi } from './store-api-client';

export class HttpPages implements PagePort {
  constructor(private readonly deps: { client: StoreApiClient }) {}

  async resolvePage(slug: string): Promise<ResolvedPage | null> {
    try {
      return await callStoreApi<ResolvedPage>(this.deps.client.get('Page/Resolve', { searchParams: { Slug: slug } }));
    } catch (error) {
      if (error instanceof StoreApiError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  }

  async customPageSections(pageId: number): Promise<string> {
    const data = await callStoreApi<{ sections: string }>(this.deps.client.get('Page/GetCustomPage', { searchParams: { PageID: String(pageId) } }));
    return data.sections;
  }

  collections(): ReturnType<PagePort['collections']> {
    return callStoreApi(this.deps.client.get('Catalog/GetCollections'));
  }
}
