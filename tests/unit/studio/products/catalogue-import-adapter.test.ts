import { describe, expect, it, vi } from 'vitest';
import { HttpCatalogueImportApi } from '../../../../src/adapters/http/http-catalogue-import-api';
import { fileNameOf } from '../../../../src/adapters/http/owner-call-helpers';

const envelope = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ status, message: status === 200 ? 'OK' : 'Status must be one of all, active, draft, archived', data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('the catalogue import over HTTP', () => {
  it('sends the file with the owner token and asks for a page of rows by filter', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => envelope({ import: { importID: 7 } }));
    const api = new HttpCatalogueImportApi({ baseUrl: '/store-api', token: () => 'T', fetch });
    const uploaded = await api.upload('products.csv', 'SGFuZGxl');
    expect(uploaded).toEqual({ ok: true, value: { importID: 7 } });
    expect(fetch).toHaveBeenLastCalledWith('/store-api/Owner/UploadCatalogueImport', {
      method: 'POST',
      headers: { authorization: 'Bearer T', 'content-type': 'application/json' },
      body: JSON.stringify({ FileName: 'products.csv', Base64: 'SGFuZGxl' }),
    });
    fetch.mockResolvedValueOnce(envelope({ rows: [], total: 0, pageSize: 50 }));
    expect(await api.rows(7, 'refuse', 2)).toEqual({ ok: true, value: { rows: [], total: 0, pageSize: 50, page: 2 } });
    expect(fetch.mock.lastCall![0]).toBe('/store-api/Owner/CatalogueImportRows?ImportID=7&Show=refuse&Page=2');
  });

  it('downloads the export under the name its answer gives, and says why a refused one was refused', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response('Handle,Title\n', {
          headers: { 'content-disposition': `attachment; filename="x.csv"; filename*=UTF-8''aurora%20products.csv` },
        }),
    );
    const api = new HttpCatalogueImportApi({ baseUrl: '/store-api', token: () => 'T', fetch });
    const result = await api.exportProducts('draft');
    expect(fetch.mock.lastCall![0]).toBe('/store-api/Owner/ExportProducts?Status=draft');
    expect(result.ok && result.value.fileName).toBe('aurora products.csv');
    expect(result.ok && (await result.value.blob.text())).toBe('Handle,Title\n');
    fetch.mockResolvedValueOnce(envelope(null, 400));
    expect(await api.exportProducts('draft')).toMatchObject({
      ok: false,
      status: 400,
      message: 'Status must be one of all, active, draft, archived',
    });
  });

  it('reads the file name of either spelling of content-disposition', () => {
    expect(fileNameOf('attachment; filename="products-2026-12-03.csv"')).toBe('products-2026-12-03.csv');
    expect(fileNameOf('attachment; filename=products.csv')).toBe('products.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''caf%C3%A9.csv")).toBe('café.csv');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
