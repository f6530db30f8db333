/** The embedded store API over HTTP on both databases: answers, validation, tenancy, theme choice. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores, themes } from '../../server/store-api/db/schema';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- envelopes of many shapes
type Any = any;
const api = (path: string, init?: RequestInit) => fetch(`${server.baseUrl}${path}`, init);
const json = async (path: string, init?: RequestInit) => {
  const response = await api(path, init);
  return { status: response.status, body: (await response.json()) as { status: number; message: string; data: Any } };
};
async function guestToken(domain: string): Promise<string> {
  const { body } = await json(`/Web/GetWebInfo?Domain=${domain}`);
  return body.data.tokens.accessToken;
}

describe('GET /Web/GetWebInfo', () => {
  it('answers the store for its host name and for its bare name', async () => {
    const byHost = await json('/Web/GetWebInfo?Domain=nordic.localhost');
    const byName = await json('/Web/GetWebInfo?Domain=nordic');
    expect(byHost.status).toBe(200);
    expect(byHost.body.data.webID).toBe(byName.body.data.webID);
    expect(byHost.body.data.siteConfig.currency).toEqual({ currencyAbbreviation: 'EUR', currencyRate: 0.92, currencySymbol: '€' });
    expect(byHost.body.data.siteSettings.add_to_card_action).toBe('OPEN_CART');
  });

  it('names the field of a malformed request in a 400', async () => {
    const missing = await json('/Web/GetWebInfo');
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors.map((e: { field: string }) => e.field)).toContain('Domain');
    const badTheme = await json('/Web/GetWebInfo?Domain=aurora&WebThemeID=abc');
    expect(badTheme.status).toBe(400);
    expect(badTheme.body.message).toContain('WebThemeID');
    const badDomain = await json('/Web/GetWebInfo?Domain=%3Cscript%3E');
    expect(badDomain.status).toBe(400);
  });

  it('answers 404 CODE_0001 for an unknown store', async () => {
    const unknown = await json('/Web/GetWebInfo?Domain=nobody.localhost');
    expect(unknown).toMatchObject({ status: 404, body: { message: 'CODE_0001' } });
  });

  it('serves a chosen theme of the store, and the active theme for a theme of another store', async () => {
    const { db } = server.host.database!;
    const [aurora] = await db.select().from(stores).where(eq(stores.name, 'aurora'));
    const [nordic] = await db.select().from(stores).where(eq(stores.name, 'nordic'));
    const auroraThemes = await db.select().from(themes).where(eq(themes.storeId, aurora!.id));
    const other = auroraThemes.find((t) => t.id !== aurora!.activeThemeId)!;
    const chosen = await json(`/Web/GetWebInfo?Domain=aurora&WebThemeID=${other.id}`);
    expect(chosen.body.data.themeSettings.themeID).toBe(other.id);
    const foreign = await json(`/Web/GetWebInfo?Domain=aurora&WebThemeID=${nordic!.activeThemeId}`);
    expect(foreign.body.data.themeSettings.themeID).toBe(aurora!.activeThemeId);
  });

  it('sanitises owner HTML in sections before serving it', async () => {
    const { db } = server.host.database!;
    const [vault] = await db.select().from(stores).where(eq(stores.name, 'vault'));
    const [theme] = await db.select().from(themes).where(eq(themes.id, vault!.activeThemeId!));
    const doc = JSON.parse(theme!.themeData);
    doc.sections.push({
      temp_id: 'temp-xssxssxssxss',
      section_type_id: 22,
      content: { html: '<p>Hi</p><script>alert(1)</script><img src=x onerror="alert(2)">' },
    });
    await db
      .update(themes)
      .set({ themeData: JSON.stringify(doc), updatedAt: new Date() })
      .where(eq(themes.id, theme!.id));
    const { body } = await json('/Web/GetWebInfo?Domain=vault');
    const served = JSON.parse(body.data.themeSettings.themeData);
    const html = JSON.stringify(served.sections.find((s: { temp_id: string }) => s.temp_id === 'temp-xssxssxssxss'));
    expect(html).toContain('<p>Hi</p>');
    expect(html).not.toMatch(/<script|onerror/i);
  });
});

describe('catalogue calls', () => {
  it('are scoped to the store of the token', async () => {
    const auroraToken = await guestToken('aurora');
    const response = await json('/Catalog/GetProducts?Source=category&Slug=sofas&Limit=10', {
      headers: { authorization: `Bearer ${auroraToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([]);
    const nordicToken = await guestToken('nordic');
    const sofas = await json('/Catalog/GetProducts?Source=category&Slug=sofas&Limit=10', {
      headers: { authorization: `Bearer ${nordicToken}` },
    });
    expect(sofas.body.data.length).toBeGreaterThan(0);
  });

  it('refuse a missing or forged token with 401', async () => {
    expect((await api('/Catalog/GetBrands')).status).toBe(401);
    expect((await api('/Catalog/GetBrands', { headers: { authorization: 'Bearer forged.token.value' } })).status).toBe(401);
  });

  it('name the malformed parameter in a 400', async () => {
    const headers = { authorization: `Bearer ${await guestToken('aurora')}` };
    const badSource = await json('/Catalog/GetProducts?Source=everything', { headers });
    expect(badSource.status).toBe(400);
    expect(badSource.body.message).toContain('Source');
    const badLimit = await json('/Catalog/GetProducts?Source=latest&Limit=1000', { headers });
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.message).toContain('Limit');
    const badSlug = await json('/Catalog/GetProducts?Source=category&Slug=%27%3Bdrop', { headers });
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.message).toContain('Slug');
  });
});

describe('POST /Auth/refresh', () => {
  it('rotates a guest pair and refuses an access token used as a refresh token', async () => {
    const { body } = await json('/Web/GetWebInfo?Domain=aurora');
    const refreshed = await json('/Auth/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body.data.tokens),
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.accessToken).toBeTruthy();
    const misuse = await json('/Auth/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: body.data.tokens.accessToken }),
    });
    expect(misuse.status).toBe(401);
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const response = await api('/Auth/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"refreshToken":',
    });
    expect(response.status).toBe(400);
    const empty = await json('/Auth/refresh', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('refreshToken');
  });
});

describe('static CDN', () => {
  it('serves generated media and placeholders', async () => {
    const media = await fetch(`${server.origin}/media/aurora/logo.svg`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toContain('image/svg+xml');
    const placeholder = await fetch(`${server.origin}/placeholder/400x300.svg`);
    expect(await placeholder.text()).toContain('width="400"');
    expect((await fetch(`${server.origin}/media/../../etc/passwd`)).status).toBe(404);
  });

  it('answers an unknown call with a 404 envelope', async () => {
    const response = await json('/Nothing/Here');
    expect(response.status).toBe(404);
  });
});
