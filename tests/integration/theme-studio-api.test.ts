/**
 * The Theme Studio's owner calls on the embedded store API: owner sign-in, the theme draft, publish,
 * versions and restore, media, and the owner's SetMaintenance. Owner-only: a customer's (guest's)
 * token is refused everywhere, and an owner never reaches another store's theme.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeOwners, stores, studioAccounts } from '../../server/store-api/db/schema';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- envelopes of many shapes
type Any = any;
let addressCounter = 0;
const freshAddress = () => `198.51.100.${++addressCounter}`;

async function call(path: string, init: { method?: string; token?: string; body?: unknown; address?: string } = {}) {
  const headers = new Headers({ 'x-forwarded-for': init.address ?? freshAddress() });
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { status: number; message: string; data: Any } };
}

async function signIn(store: string, email = `owner@${store}.example`, password = 'Studio-2026') {
  return call('/Owner/SignIn', { method: 'POST', body: { Store: store, Email: email, Password: password } });
}

async function ownerToken(store: string): Promise<string> {
  const answer = await signIn(store);
  expect(answer.status).toBe(200);
  return answer.body.data.ownerToken as string;
}

const guestToken = async (store: string) => (await call(`/Web/GetWebInfo?Domain=${store}`)).body.data.tokens.accessToken as string;
const liveThemeData = async (store: string, query = '') =>
  JSON.parse((await call(`/Web/GetWebInfo?Domain=${store}${query}`)).body.data.themeSettings.themeData as string);

describe('owner sign-in', () => {
  it("signs in the seeded owner and names the store; a wrong password or another store's owner gets one 401", async () => {
    const ok = await signIn('aurora');
    expect(ok.body.data).toMatchObject({ storeName: 'aurora', email: 'owner@aurora.example' });
    expect((await signIn('aurora', 'owner@aurora.example', 'wrong')).status).toBe(401);
    const crossed = await signIn('nordic', 'owner@aurora.example');
    expect(crossed.status).toBe(401);
    expect(crossed.body.message).toBe((await signIn('aurora', 'nobody@aurora.example')).body.message);
  });

  it('needs no store name when the e-mail owns one store', async () => {
    const answer = await call('/Owner/SignIn', { method: 'POST', body: { Email: 'owner@nordic.example', Password: 'Studio-2026' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ storeName: 'nordic', email: 'owner@nordic.example' });
    const blank = await call('/Owner/SignIn', {
      method: 'POST',
      body: { Store: ' ', Email: 'owner@nordic.example', Password: 'Studio-2026' },
    });
    expect(blank.body.data).toMatchObject({ storeName: 'nordic' });
    const wrong = await call('/Owner/SignIn', { method: 'POST', body: { Email: 'owner@nordic.example', Password: 'wrong' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(
      (await call('/Owner/SignIn', { method: 'POST', body: { Email: 'nobody@nordic.example', Password: 'wrong' } })).body.message,
    );
  });

  it('offers an owner of several stores, and only one who knows the password, those stores to choose from', async () => {
    const db = server.host.database!.db;
    const [vault] = await db.select().from(stores).where(eq(stores.name, 'vault'));
    const [account] = await db.select().from(studioAccounts).where(eq(studioAccounts.email, 'owner@atelier.example'));
    await db.insert(storeOwners).values({ storeId: vault!.id, accountId: account!.id });
    const unnamed = await call('/Owner/SignIn', { method: 'POST', body: { Email: 'owner@atelier.example', Password: 'Studio-2026' } });
    expect(unnamed.status).toBe(200);
    expect(unnamed.body.data).toEqual({
      chooseStore: [
        { storeName: 'atelier', storeTitle: 'Atelier Clay' },
        { storeName: 'vault', storeTitle: 'The Vault Cellar' },
      ],
    });
    const wrong = await call('/Owner/SignIn', { method: 'POST', body: { Email: 'owner@atelier.example', Password: 'wrong' } });
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(wrong.body)).not.toContain('vault');
    const named = await call('/Owner/SignIn', {
      method: 'POST',
      body: { Store: 'vault', Email: 'owner@atelier.example', Password: 'Studio-2026' },
    });
    expect(named.body.data).toMatchObject({ storeName: 'vault' });
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const store = await call('/Owner/SignIn', {
      method: 'POST',
      body: { Store: 'aurora/../x', Email: 'owner@aurora.example', Password: 'x' },
    });
    expect(store.status).toBe(400);
    expect(store.body.data.errors[0].field).toBe('Store');
    const answer = await call('/Owner/SignIn', { method: 'POST', body: { Store: 'aurora', Email: 'not-an-email', Password: 'x' } });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0].field).toBe('Email');
  });

  it("limits guesses per address and owner: the eleventh in five minutes is a 429, another store's owner still signs in", async () => {
    const address = freshAddress();
    // An e-mail no owner has: the real owner's account would also lock (sign-in-lockout.test.ts), and later tests sign it in.
    for (let i = 0; i < 10; i++)
      expect(
        (
          await call('/Owner/SignIn', {
            method: 'POST',
            address,
            body: { Store: 'sakura', Email: 'guesser@sakura.example', Password: `guess-${i}` },
          })
        ).status,
      ).toBe(401);
    const refused = await call('/Owner/SignIn', {
      method: 'POST',
      address,
      body: { Store: 'sakura', Email: 'guesser@sakura.example', Password: 'Studio-2026' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts: try again in \d+ (seconds|minutes)$/);
    expect(
      (
        await call('/Owner/SignIn', {
          method: 'POST',
          address,
          body: { Store: 'aurora', Email: 'owner@aurora.example', Password: 'Studio-2026' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('theme calls are owner-only', () => {
  const calls = [
    ['GET', '/Theme/GetDraft', undefined],
    ['POST', '/Theme/SaveDraft', { ThemeData: { sections: [] } }],
    ['POST', '/Theme/Publish', {}],
    ['GET', '/Theme/ListVersions', undefined],
    ['POST', '/Theme/RestoreVersion', { VersionID: 1 }],
    ['GET', '/Theme/Media', undefined],
    ['POST', '/Theme/RevokePreviewLinks', {}],
    ['POST', '/Web/SetMaintenance', { IsMaintenance: true }],
  ] as const;

  it('refuses a customer (guest) token, a forged token and no token with 401, changing nothing', async () => {
    const guest = await guestToken('aurora');
    const before = await liveThemeData('aurora');
    for (const [method, path, body] of calls) {
      for (const token of [guest, `${guest.slice(0, -4)}abcd`, undefined]) {
        const answer = await call(path, { method, ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) });
        expect(answer.status, `${method} ${path}`).toBe(401);
      }
    }
    expect(await liveThemeData('aurora')).toEqual(before);
  });

  it('never hands an owner token to a customer call: the cart refuses it', async () => {
    const owner = await ownerToken('aurora');
    expect((await call('/Cart/GetCart?CartCodes=', { token: owner })).status).toBe(401);
  });
});

describe('draft, preview, publish, versions and restore', () => {
  it('saves a draft the live store does not show, the preview key does, and publish makes live', async () => {
    const token = await ownerToken('nordic');
    const draft = (await call('/Theme/GetDraft', { token })).body.data;
    const sections = draft.themeData.sections as Any[];
    const hero = { temp_id: 'temp-newhero00001', section_type_id: 6, is_hidden: false, style: {}, content: { heading: 'Draft hero' } };
    const themeData = {
      ...draft.themeData,
      settings: { ...draft.themeData.settings, primary_color: '#ff0055' },
      sections: [sections[0], hero, ...sections.slice(1)],
    };

    const saved = await call('/Theme/SaveDraft', { method: 'POST', token, body: { ThemeData: themeData, Revision: draft.revision } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.revision).toBe(draft.revision + 1);

    expect((await liveThemeData('nordic')).settings.primary_color).not.toBe('#ff0055');
    const preview = await liveThemeData('nordic', `&WebThemeID=${draft.themeID}&Preview=${draft.previewKey}`);
    expect(preview.settings.primary_color).toBe('#ff0055');
    expect(preview.sections[1].temp_id).toBe('temp-newhero00001');
    // A wrong key shows the published theme, not the draft.
    expect((await liveThemeData('nordic', `&WebThemeID=${draft.themeID}&Preview=nope`)).settings.primary_color).not.toBe('#ff0055');

    const published = await call('/Theme/Publish', { method: 'POST', token });
    expect(published.status).toBe(200);
    expect((await liveThemeData('nordic')).settings.primary_color).toBe('#ff0055');
    const versions = (await call('/Theme/ListVersions', { token })).body.data.versions as Any[];
    expect(versions[0]).toMatchObject({
      versionID: published.body.data.versionID,
      publishedBy: 'owner@nordic.example',
      note: '1 setting changed, 1 section added',
    });
    // The theme the store was created with is the first version, to go back to.
    expect(versions.at(-1)).toMatchObject({ publishedBy: '', note: 'Original theme' });
  });

  it('revokes every preview link shared so far: the old key shows the live theme, the new one the draft', async () => {
    const token = await ownerToken('sakura');
    const draft = (await call('/Theme/GetDraft', { token })).body.data;
    const themeData = { ...draft.themeData, settings: { ...draft.themeData.settings, primary_color: '#00aa11' } };
    expect(
      (await call('/Theme/SaveDraft', { method: 'POST', token, body: { ThemeData: themeData, Revision: draft.revision } })).status,
    ).toBe(200);
    const via = (key: string) => liveThemeData('sakura', `&WebThemeID=${draft.themeID}&Preview=${key}`);
    expect((await via(draft.previewKey)).settings.primary_color).toBe('#00aa11');

    const revoked = await call('/Theme/RevokePreviewLinks', { method: 'POST', token, body: {} });
    expect(revoked.status).toBe(200);
    const fresh = revoked.body.data.previewKey as string;
    expect(fresh).not.toBe(draft.previewKey);
    expect((await via(draft.previewKey)).settings.primary_color).not.toBe('#00aa11');
    expect(
      (await call(`/Web/GetWebInfo?Domain=sakura&WebThemeID=${draft.themeID}&Preview=${draft.previewKey}`)).body.data.previewToken,
    ).toBeUndefined();
    expect((await via(fresh)).settings.primary_color).toBe('#00aa11');
    // The studio signs a fresh key each time it opens the draft (its expiry counts from now, so it
    // need not equal `fresh`); what matters is that it opens the draft under the new generation.
    expect((await via((await call('/Theme/GetDraft', { token })).body.data.previewKey)).settings.primary_color).toBe('#00aa11');
  });

  it('refuses a stale revision with 409 and keeps the newer draft', async () => {
    const token = await ownerToken('sakura');
    const draft = (await call('/Theme/GetDraft', { token })).body.data;
    const first = await call('/Theme/SaveDraft', { method: 'POST', token, body: { ThemeData: draft.themeData, Revision: draft.revision } });
    expect(first.status).toBe(200);
    const stale = await call('/Theme/SaveDraft', {
      method: 'POST',
      token,
      body: { ThemeData: { ...draft.themeData, sections: [] }, Revision: draft.revision },
    });
    expect(stale.status).toBe(409);
    expect((await call('/Theme/GetDraft', { token })).body.data.themeData.sections.length).toBe(draft.themeData.sections.length);
  });

  it('restores a published version into the draft; the live store changes only on the next publish', async () => {
    const token = await ownerToken('aurora');
    const start = (await call('/Theme/GetDraft', { token })).body.data;
    const v1 = (await call('/Theme/Publish', { method: 'POST', token })).body.data.versionID as number;
    const changed = { ...start.themeData, settings: { ...start.themeData.settings, heading_font_family: 'Playfair Display' } };
    await call('/Theme/SaveDraft', { method: 'POST', token, body: { ThemeData: changed } });
    await call('/Theme/Publish', { method: 'POST', token });
    expect((await liveThemeData('aurora')).settings.heading_font_family).toBe('Playfair Display');

    const restored = await call('/Theme/RestoreVersion', { method: 'POST', token, body: { VersionID: v1 } });
    expect(restored.status).toBe(200);
    expect(restored.body.data.themeData.settings.heading_font_family).toBe(start.themeData.settings.heading_font_family);
    expect((await liveThemeData('aurora')).settings.heading_font_family).toBe('Playfair Display');
    await call('/Theme/Publish', { method: 'POST', token });
    expect((await liveThemeData('aurora')).settings.heading_font_family).toBe(start.themeData.settings.heading_font_family);
  });

  it("keeps owners in their own store: another store's version id is not found", async () => {
    const aurora = await ownerToken('aurora');
    const vault = await ownerToken('vault');
    const auroraVersion = (await call('/Theme/ListVersions', { token: aurora })).body.data.versions[0].versionID as number;
    expect((await call('/Theme/RestoreVersion', { method: 'POST', token: vault, body: { VersionID: auroraVersion } })).status).toBe(404);
    const vaultDraft = (await call('/Theme/GetDraft', { token: vault })).body.data;
    const auroraDraft = (await call('/Theme/GetDraft', { token: aurora })).body.data;
    expect(vaultDraft.themeID).not.toBe(auroraDraft.themeID);
    const images = (await call('/Theme/Media', { token: vault })).body.data.images as string[];
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((path) => path.startsWith('media://vault/'))).toBe(true);
  });
});

describe("the editor frame's read-only preview token (docs/editor.md)", () => {
  it("is issued to the store's owner only, and reads that store's catalogue cards", async () => {
    expect((await call('/Theme/PreviewAccess', { method: 'POST', body: {} })).status).toBe(401);
    expect((await call('/Theme/PreviewAccess', { method: 'POST', body: {}, token: await guestToken('aurora') })).status).toBe(401);
    const issued = await call('/Theme/PreviewAccess', { method: 'POST', body: {}, token: await ownerToken('sakura') });
    expect(issued.status).toBe(200);
    expect(issued.body.data.expiresInSeconds).toBeGreaterThan(60);
    const token = issued.body.data.token as string;
    const cards = await call('/Catalog/GetProducts?Source=latest&Limit=4', { token });
    expect(cards.status).toBe(200);
    const sakuraCards = await call('/Catalog/GetProducts?Source=latest&Limit=4', { token: await guestToken('sakura') });
    expect(cards.body.data).toEqual(sakuraCards.body.data);
    expect((await call('/Catalog/GetCategories?Limit=4', { token })).status).toBe(200);
    expect((await call('/Catalog/GetBrands?Limit=4', { token })).status).toBe(200);
  });

  it('reads nothing personal and changes nothing: carts, accounts, orders, forms and wishlists refuse it', async () => {
    const token = (await call('/Theme/PreviewAccess', { method: 'POST', body: {}, token: await ownerToken('aurora') })).body.data
      .token as string;
    const refused = [
      await call('/Cart/GetCart', { token }),
      await call('/Cart/AddCartItem', { method: 'POST', token, body: { CartCodes: '', CartCode: '1_1_0_', CartItemID: '0' } }),
      await call('/Account/GetProfile', { token }),
      await call('/Wishlist/GetWishlist', { token }),
      await call('/Order/GetOrderList', { token }),
      await call('/Order/PlaceOrder', { method: 'POST', token, body: {} }),
      await call('/Checkout/GetCheckoutOptions', { token }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual(refused.map(() => 401));
    // Nor does it refresh into a session of any kind.
    const refresh = await call('/Auth/refresh', { method: 'POST', body: { refreshToken: token } });
    expect(refresh.status).toBeGreaterThanOrEqual(400);
    expect(refresh.status).toBeLessThan(500);
  });

  it('comes with GetWebInfo only for a valid preview key (the signed preview link)', async () => {
    const draft = (await call('/Theme/GetDraft', { token: await ownerToken('nordic') })).body.data;
    const signed = (await call(`/Web/GetWebInfo?Domain=nordic&WebThemeID=${draft.themeID}&Preview=${draft.previewKey}`)).body.data;
    expect(typeof signed.previewToken).toBe('string');
    expect((await call('/Catalog/GetCategories?Limit=2', { token: signed.previewToken })).status).toBe(200);
    expect((await call(`/Web/GetWebInfo?Domain=nordic&WebThemeID=${draft.themeID}&Preview=nope`)).body.data.previewToken).toBeUndefined();
    expect((await call('/Web/GetWebInfo?Domain=nordic')).body.data.previewToken).toBeUndefined();
  });
});

describe('saved drafts are validated and sanitised', () => {
  it('answers 400 naming the field for malformed setting names, bad section types and duplicate temp_ids, storing nothing', async () => {
    const token = await ownerToken('atelier');
    const before = (await call('/Theme/GetDraft', { token })).body.data;
    const bad = [
      { settings: { 'Not a setting!': 1 }, sections: [] },
      { sections: [{ temp_id: 'a', section_type_id: 99 }] },
      {
        sections: [
          { temp_id: 'a', section_type_id: 8 },
          { temp_id: 'a', section_type_id: 8 },
        ],
      },
      { sections: 'nope' },
    ];
    const fields = [];
    for (const themeData of bad) {
      const answer = await call('/Theme/SaveDraft', { method: 'POST', token, body: { ThemeData: themeData } });
      expect(answer.status).toBe(400);
      fields.push(answer.body.data.errors[0].field);
    }
    expect(fields).toEqual([
      'ThemeData.settings.Not a setting!',
      'ThemeData.sections.0.section_type_id',
      'ThemeData.sections.1.temp_id',
      'ThemeData.sections',
    ]);
    expect((await call('/Theme/GetDraft', { token })).body.data.revision).toBe(before.revision);
  });

  it("keeps a section's colour scheme only when the theme has it: an unknown scheme id is a 400 naming the field, storing nothing", async () => {
    const token = await ownerToken('atelier');
    const before = (await call('/Theme/GetDraft', { token })).body.data;
    const section = (scheme: unknown) => ({
      temp_id: 'temp-scheme00001',
      section_type_id: 8,
      is_hidden: false,
      style: { color_scheme: scheme },
      content: {},
    });
    for (const unknown of ['scheme-9', 'dark', 3]) {
      const refused = await call('/Theme/SaveDraft', {
        method: 'POST',
        token,
        body: { ThemeData: { sections: [section(unknown)] }, Revision: before.revision },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.data.errors[0].field).toBe('ThemeData.sections.0.style.color_scheme');
    }
    expect((await call('/Theme/GetDraft', { token })).body.data.revision).toBe(before.revision);
    for (const known of ['scheme-3', '']) {
      const revision = (await call('/Theme/GetDraft', { token })).body.data.revision;
      const saved = await call('/Theme/SaveDraft', {
        method: 'POST',
        token,
        body: { ThemeData: { sections: [section(known)] }, Revision: revision },
      });
      expect(saved.status).toBe(200);
      expect((await call('/Theme/GetDraft', { token })).body.data.themeData.sections[0].style.color_scheme).toBe(known);
    }
  });

  it('strips scripts and handlers from an HTML section before storing the draft', async () => {
    const token = await ownerToken('atelier');
    const html = {
      temp_id: 'temp-html0000001',
      section_type_id: 22,
      is_hidden: false,
      style: {},
      content: { html: '<p onclick="steal()">Hi</p><script>steal()</script><img src=x onerror=steal()>' },
    };
    const saved = await call('/Theme/SaveDraft', { method: 'POST', token, body: { ThemeData: { sections: [html] } } });
    expect(saved.status).toBe(200);
    const stored = JSON.stringify((await call('/Theme/GetDraft', { token })).body.data.themeData);
    expect(stored).toContain('Hi');
    expect(stored).not.toMatch(/steal|script|onerror|onclick/);
  });
});

describe('maintenance from the studio', () => {
  it('lets the owner token turn maintenance on and off for its own store only', async () => {
    const token = await ownerToken('sakura');
    expect((await call('/Web/SetMaintenance', { method: 'POST', token, body: { IsMaintenance: true } })).status).toBe(200);
    expect((await call('/Web/GetWebInfo?Domain=sakura')).body.data.isMaintenance).toBe(true);
    expect((await call('/Web/GetWebInfo?Domain=aurora')).body.data.isMaintenance).toBe(false);
    expect((await call('/Web/SetMaintenance', { method: 'POST', token, body: { IsMaintenance: false } })).status).toBe(200);
    expect((await call('/Web/GetWebInfo?Domain=sakura')).body.data.isMaintenance).toBe(false);
  });
});
