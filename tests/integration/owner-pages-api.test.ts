/**
 * The studio's custom pages (decision 35) on the embedded store API: slug rules (form, reserved paths,
 * unique in the store, not hiding a catalogue page), store scoping (one store's owner never lists,
 * changes or deletes another's pages), and the page's life: unpublished until the theme is
 * published with its sections, then found at its slug and in the sitemap, and gone once deleted.
 */
import { describe, expect, it } from 'vitest';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- envelopes of many shapes
type Any = any;
let addressCounter = 0;
const freshAddress = () => `198.51.101.${++addressCounter}`;

async function call(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const headers = new Headers({ 'x-forwarded-for': freshAddress() });
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { status: number; message: string; data: Any } };
}

async function ownerToken(store: string): Promise<string> {
  const answer = await call('/Owner/SignIn', {
    method: 'POST',
    body: { Store: store, Email: `owner@${store}.example`, Password: 'Studio-2026' },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.ownerToken as string;
}

const guestToken = async (store: string) => (await call(`/Web/GetWebInfo?Domain=${store}`)).body.data.tokens.accessToken as string;
const create = (token: string, body: Record<string, unknown>) => call('/Pages/Create', { method: 'POST', token, body });
const fieldOf = (answer: { body: { data: Any } }) =>
  (answer.body.data?.errors as Array<{ field: string }> | undefined)?.map((e) => e.field);

describe('custom pages: slug rules', () => {
  it('creates a page with its SEO fields, unpublished; the slug is cleaned and checked', async () => {
    const token = await ownerToken('aurora');
    const made = await create(token, {
      Title: 'Our story',
      Slug: ' Our-Story ',
      MetaTitle: 'Our story | Aurora',
      MetaDescription: 'How we started.',
    });
    expect(made.status).toBe(200);
    expect(made.body.data.page).toMatchObject({
      title: 'Our story',
      slug: 'our-story',
      metaTitle: 'Our story | Aurora',
      metaDescription: 'How we started.',
      isPublished: false,
    });
    const listed = (await call('/Pages/List', { token })).body.data.pages as Any[];
    expect(listed.map((p) => p.slug)).toContain('our-story');
  });

  it('refuses a malformed, reserved, taken or catalogue slug with a 4xx naming the field, writing nothing', async () => {
    const token = await ownerToken('aurora');
    const before = (await call('/Pages/List', { token })).body.data.pages.length;
    for (const slug of ['', 'a b', '-lead', 'ünïcode', 'x'.repeat(81), 'cart', 'checkout', 'editor', 'shop', 'store-api']) {
      const answer = await create(token, { Title: 'Any', Slug: slug });
      expect(answer.status, slug).toBe(400);
      expect(fieldOf(answer), slug).toEqual(['Slug']);
    }
    const missingTitle = await create(token, { Slug: 'no-title' });
    expect(missingTitle.status).toBe(400);
    expect(fieldOf(missingTitle)).toEqual(['Title']);
    // A seeded page's slug, and a product's: the page would clash or be hidden by the product.
    const product = (await call('/Catalog/GetProducts?Source=latest&Limit=1', { token: await guestToken('aurora') })).body.data[0];
    const productSlug = String(product.productURL ?? '').replace(/^\//, '');
    expect(productSlug).not.toBe('');
    for (const slug of ['about-us', productSlug]) {
      const answer = await create(token, { Title: 'Clash', Slug: slug });
      expect(answer.status, slug).toBe(409);
      expect(fieldOf(answer), slug).toEqual(['Slug']);
    }
    expect((await call('/Pages/List', { token })).body.data.pages.length).toBe(before);
  });

  it("renames a page and moves it to a new slug; another page's slug is refused", async () => {
    const token = await ownerToken('aurora');
    const page = (await create(token, { Title: 'Team', Slug: 'team' })).body.data.page;
    const renamed = await call('/Pages/Update', {
      method: 'POST',
      token,
      body: { PageID: page.pageID, Title: 'The team', Slug: 'the-team', MetaTitle: '', MetaDescription: 'Who we are' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.page).toMatchObject({ title: 'The team', slug: 'the-team', metaDescription: 'Who we are' });
    const clash = await call('/Pages/Update', {
      method: 'POST',
      token,
      body: { PageID: page.pageID, Title: 'The team', Slug: 'about-us' },
    });
    expect(clash.status).toBe(409);
    const unknownField = await call('/Pages/Update', {
      method: 'POST',
      token,
      body: { PageID: page.pageID, Title: 'x', Slug: 'x', Sections: [] },
    });
    expect(unknownField.status).toBe(400);
  });
});

describe('custom pages: store scoping', () => {
  it("an owner never sees, changes or deletes another store's page; guests and customers get 401", async () => {
    const aurora = await ownerToken('aurora');
    const nordic = await ownerToken('nordic');
    const page = (await create(aurora, { Title: 'Aurora only', Slug: 'aurora-only' })).body.data.page;
    expect(((await call('/Pages/List', { token: nordic })).body.data.pages as Any[]).map((p) => p.pageID)).not.toContain(page.pageID);
    expect(
      (await call('/Pages/Update', { method: 'POST', token: nordic, body: { PageID: page.pageID, Title: 'Taken', Slug: 'taken' } })).status,
    ).toBe(404);
    expect((await call('/Pages/Delete', { method: 'POST', token: nordic, body: { PageID: page.pageID } })).status).toBe(404);
    // The same slug is free in another store.
    expect((await create(nordic, { Title: 'Also here', Slug: 'aurora-only' })).status).toBe(200);
    const guest = await guestToken('aurora');
    expect((await call('/Pages/List', { token: guest })).status).toBe(401);
    expect((await create(guest, { Title: 'x', Slug: 'guest-page' })).status).toBe(401);
    expect(((await call('/Pages/List', { token: aurora })).body.data.pages as Any[]).find((p) => p.pageID === page.pageID)).toMatchObject({
      title: 'Aurora only',
    });
  });
});

describe('custom pages: drafted and published with the theme', () => {
  it('is not found until the theme is published with its sections; then at its slug and in the sitemap; gone once deleted', async () => {
    const token = await ownerToken('sakura');
    const guest = await guestToken('sakura');
    const page = (await create(token, { Title: 'Opening hours', Slug: 'opening-hours', MetaTitle: 'When we are open' })).body.data.page;
    expect((await call('/Page/Resolve?Slug=opening-hours', { token: guest })).status).toBe(404);

    const draft = (await call('/Theme/GetDraft', { token })).body.data;
    const section = {
      temp_id: 'temp-openinghours1',
      section_type_id: 8,
      is_hidden: false,
      style: {},
      content: { heading: 'Open every day', body: '<p>9 to 5</p><script>x()</script>' },
    };
    const themeData = { ...draft.themeData, pages: { ...draft.themeData.pages, [page.pageID]: [section] } };
    const saved = await call('/Theme/SaveDraft', { method: 'POST', token, body: { ThemeData: themeData, Revision: draft.revision } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.themeData.pages[page.pageID][0].content.body).not.toContain('script');
    expect((await call('/Page/Resolve?Slug=opening-hours', { token: guest })).status).toBe(404);

    expect((await call('/Theme/Publish', { method: 'POST', token })).status).toBe(200);
    const resolved = await call('/Page/Resolve?Slug=opening-hours', { token: guest });
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({ page_type_id: 2, page_id: page.pageID, seo: { title: 'When we are open' } });
    const sitemap = JSON.stringify((await call('/Catalog/GetSitemap', { token: guest })).body.data);
    expect(sitemap).toContain('opening-hours');
    const live = JSON.parse((await call('/Web/GetWebInfo?Domain=sakura')).body.data.themeSettings.themeData as string);
    expect(live.pages[page.pageID][0].content.heading).toBe('Open every day');

    expect((await call('/Pages/Delete', { method: 'POST', token, body: { PageID: page.pageID } })).status).toBe(200);
    expect((await call('/Page/Resolve?Slug=opening-hours', { token: guest })).status).toBe(404);
    expect(JSON.stringify((await call('/Catalog/GetSitemap', { token: guest })).body.data)).not.toContain('opening-hours');
    expect((await call('/Pages/Delete', { method: 'POST', token, body: { PageID: page.pageID } })).status).toBe(404);
  });

  it("keeps templates and groups in the draft, refusing a body placed past the template's sections", async () => {
    const token = await ownerToken('sakura');
    const draft = (await call('/Theme/GetDraft', { token })).body.data;
    expect(draft.themeData.groups.header.length).toBeGreaterThan(0);
    const banner = { temp_id: 'temp-producttempl1', section_type_id: 9, is_hidden: false, style: {}, content: { heading: 'Free returns' } };
    const bad = { ...draft.themeData, templates: { ...draft.themeData.templates, product: { sections: [banner], main_index: 2 } } };
    const refused = await call('/Theme/SaveDraft', { method: 'POST', token, body: { ThemeData: bad, Revision: draft.revision } });
    expect(refused.status).toBe(400);
    expect(fieldOf(refused)?.[0]).toContain('templates.product.main_index');
    const duplicate = {
      ...draft.themeData,
      templates: {
        ...draft.themeData.templates,
        product: { sections: [{ ...banner, temp_id: draft.themeData.groups.header[0].temp_id }], main_index: 0 },
      },
    };
    expect(
      (await call('/Theme/SaveDraft', { method: 'POST', token, body: { ThemeData: duplicate, Revision: draft.revision } })).status,
    ).toBe(400);
    const good = { ...draft.themeData, templates: { ...draft.themeData.templates, product: { sections: [banner], main_index: 1 } } };
    const saved = await call('/Theme/SaveDraft', { method: 'POST', token, body: { ThemeData: good, Revision: draft.revision } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.themeData.templates.product).toEqual({ sections: [banner], main_index: 1 });
    // A stale tab still gets its conflict.
    expect((await call('/Theme/SaveDraft', { method: 'POST', token, body: { ThemeData: good, Revision: draft.revision } })).status).toBe(
      409,
    );
  });
});
