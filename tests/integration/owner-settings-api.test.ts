/**
 * The studio's Settings calls (docs/back-office.md "Store settings"): owner-only and
 * scoped to the owner's store; every script id checked by its own format with a 400 naming the
 * field and nothing half-written; the Conversions API token never returned; each save recorded in
 * the history in words; the storefront's GetWebInfo follows at once; and a new store password
 * turns every earlier visitor's pass away.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores, storeSettingsHistory } from '../../server/store-api/db/schema';
import { fieldsOf, identityCalls, type Any } from './support/identity-calls';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();
const { call, guest, newCustomer } = identityCalls(server);
const db = () => server.host.database!.db;

async function ownerToken(store: string): Promise<string> {
  const answer = await call('/Owner/SignIn', { body: { Store: store, Email: `owner@${store}.example`, Password: 'Studio-2026' } });
  expect(answer.status).toBe(200);
  return answer.body.data.ownerToken as string;
}

const save = (token: string, body: unknown) => call('/Owner/SaveSettings', { token, body });
const settingsOf = async (token: string) => (await call('/Owner/Settings', { token })).body.data.settings;
const webInfo = async (store: string) => (await call(`/Web/GetWebInfo?Domain=${store}`)).body.data;
const storeRow = async (name: string) => (await db().select().from(stores).where(eq(stores.name, name)))[0]!;

describe("settings calls refuse everyone but the store's owner", () => {
  it("a customer token, a guest token and no token get 401; another store's owner changes only their own store", async () => {
    const customer = await newCustomer('aurora');
    const visitor = await guest('aurora');
    for (const token of [customer.accessToken, visitor.accessToken, null]) {
      expect((await call('/Owner/Settings', { token })).status).toBe(401);
      expect((await call('/Owner/SettingsHistory', { token })).status).toBe(401);
      expect((await save(token ?? '', { show_currency: true })).status).toBe(401);
    }
    const auroraBefore = await storeRow('aurora');
    const nordic = await ownerToken('nordic');
    const saved = await save(nordic, { scripts: { tagManagerID: 'GTM-NORDIC1' } });
    expect(saved.status).toBe(200);
    expect((await settingsOf(nordic)).scripts.tagManagerID).toBe('GTM-NORDIC1');
    const auroraAfter = await storeRow('aurora');
    expect(auroraAfter.settings).toEqual(auroraBefore.settings);
    expect((await settingsOf(await ownerToken('aurora'))).scripts.tagManagerID).toBe('');
    const auroraHistory = await call('/Owner/SettingsHistory', { token: await ownerToken('aurora') });
    expect(auroraHistory.body.data.history.flatMap((e: Any) => e.changes).join(' ')).not.toContain('GTM-NORDIC1');
  });
});

describe('saving settings', () => {
  it('answers 400 naming the field for each malformed id, and writes nothing of a refused save', async () => {
    const owner = await ownerToken('sakura');
    const before = await storeRow('sakura');
    const historyBefore = await db().select().from(storeSettingsHistory).where(eq(storeSettingsHistory.storeId, before.id));
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ scripts: { gA4ID: 'UA-1234-1' } }, 'scripts.gA4ID'],
      [{ scripts: { googleAnalyticsID: 'GA-1' } }, 'scripts.googleAnalyticsID'],
      [{ scripts: { tagManagerID: 'GTM_123' } }, 'scripts.tagManagerID'],
      [{ scripts: { facebookPixelID: '12345' } }, 'scripts.facebookPixelID'],
      [{ scripts: { tiktokPixelID: 'short' } }, 'scripts.tiktokPixelID'],
      [{ scripts: { adRollID: 'ABC', adRollPixelID: 'ABCDEFGHIJ0123456789KL' } }, 'scripts.adRollID'],
      [{ scripts: { adRollID: 'ABCDEFGHIJ0123456789KL' } }, 'scripts.adRollPixelID'],
      [{ scripts: { addThisID: 'ra-xyz' } }, 'scripts.addThisID'],
      [{ scripts: { liveChatID: "1'+alert(1)+'" } }, 'scripts.liveChatID'],
      [{ scripts: { customScript: '<script>unclosed' } }, 'scripts.customScript'],
      [{ scripts: { unknownID: 'x' } }, 'scripts'],
      [{ currency: { abbreviation: 'euro', symbol: '€', rate: '1' } }, 'currency.abbreviation'],
      [{ currency: { abbreviation: 'EUR', symbol: '<b>', rate: '1' } }, 'currency.symbol'],
      [{ currency: { abbreviation: 'EUR', symbol: '€', rate: '0' } }, 'currency.rate'],
      [{ currency: { abbreviation: 'EUR', symbol: '€', rate: '1.1234567' } }, 'currency.rate'],
      [{ account_mode: 4 }, 'account_mode'],
      [{ contact_requirement_mode: 0 }, 'contact_requirement_mode'],
      [{ add_to_card_action: 'OPEN_POPUP' }, 'add_to_card_action'],
      [{ zoom_style: 'huge' }, 'zoom_style'],
      [{ return_policy: { mode: 'within', days: 0, fees: 'free' } }, 'return_policy.days'],
      [{ return_policy: { mode: 'within', days: 366, fees: 'free' } }, 'return_policy.days'],
      [{ return_policy: { mode: 'within', days: 1.5, fees: 'free' } }, 'return_policy.days'],
      [{ return_policy: { mode: 'sometimes', days: 30, fees: 'free' } }, 'return_policy.mode'],
      [{ return_policy: { mode: 'within', days: 30, fees: 'shop' } }, 'return_policy.fees'],
      [{ ownerNotifications: { newOrder: 'yes', newMessage: true } }, 'ownerNotifications.newOrder'],
      [{ pixelToken: { action: 'set', value: 'not-a-token' } }, 'pixelToken.value'],
      [{ storePassword: { action: 'set', value: 'abc' } }, 'storePassword.value'],
      [{ storePassword: { action: 'open' } }, 'storePassword.action'],
    ];
    for (const [body, field] of cases) {
      // A valid change rides along with each bad one: it must not be written either.
      const answer = await save(owner, {
        ...body,
        show_currency: !before.settings.show_currency,
        scripts: { gA4ID: 'G-HALFWRITE1', ...(body.scripts as object) },
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(answer), JSON.stringify(body)).toContain(field);
    }
    expect((await save(owner, 'text')).status).toBe(400);
    const after = await storeRow('sakura');
    expect(after.settings).toEqual(before.settings);
    expect(after.currencyAbbreviation).toBe(before.currencyAbbreviation);
    expect(await db().select().from(storeSettingsHistory).where(eq(storeSettingsHistory.storeId, before.id))).toHaveLength(
      historyBefore.length,
    );
  });

  it("saves every setting, normalises ids to the vendor's case, and the storefront serves them at once", async () => {
    const owner = await ownerToken('sakura');
    await webInfo('sakura'); // cached now: the save must make every instance forget it
    const answer = await save(owner, {
      scripts: {
        gA4ID: ' g-abc123def4 ',
        googleAnalyticsID: 'UA-12345678-1',
        tagManagerID: 'gtm-ab12cd3',
        facebookPixelID: '123456789012345',
        tiktokPixelID: 'C4D7GDGU3U8GPR0NKO30',
        adRollID: 'ABCDEFGHIJ0123456789KL',
        adRollPixelID: 'MNOPQRSTUV0123456789WX',
        addThisID: 'RA-5A1B2C3D4E5F6A7B',
        liveChatID: '12345678',
        customScript: '<script>window.sakuraHello = 1;</script>',
      },
      currency: { abbreviation: 'usd', symbol: '$', rate: 0.0067 },
      show_currency: true,
      add_to_card_action: 'OPEN_CART',
      account_mode: 3,
      contact_requirement_mode: 4,
      zoom_style: 'no_zoom',
      return_policy: { mode: 'within', days: 21, fees: 'customer' },
      ownerNotifications: { newOrder: false, newMessage: true },
    });
    expect(answer.status).toBe(200);
    const saved = answer.body.data.settings;
    expect(saved.scripts).toMatchObject({ gA4ID: 'G-ABC123DEF4', tagManagerID: 'GTM-AB12CD3', addThisID: 'ra-5a1b2c3d4e5f6a7b' });
    expect(saved.currency).toEqual({ abbreviation: 'USD', symbol: '$', rate: '0.0067' });
    expect(saved).toMatchObject({
      show_currency: true,
      add_to_card_action: 'OPEN_CART',
      account_mode: 3,
      contact_requirement_mode: 4,
      zoom_style: 'no_zoom',
      return_policy: { mode: 'within', days: 21, fees: 'customer' },
      ownerNotifications: { newOrder: false, newMessage: true },
    });
    expect(answer.body.data.changes).toContain(
      'Return policy changed from returns within 30 days, paid by the customer to returns within 21 days, paid by the customer',
    );
    const info = await webInfo('sakura');
    expect(info.siteSettings.scripts.facebookPixelID).toBe('123456789012345');
    expect(info.siteSettings).toMatchObject({
      add_to_card_action: 'OPEN_CART',
      account_mode: 3,
      contact_requirement_mode: 4,
      show_currency: true,
      zoom_style: 'no_zoom',
      return_policy: { mode: 'within', days: 21, fees: 'customer' },
    });
    expect(info.siteConfig.currency).toMatchObject({ currencyAbbreviation: 'USD', currencySymbol: '$', currencyRate: 0.0067 });
    expect(JSON.stringify(info)).not.toContain('ownerNotifications');
    // Keys the page does not edit are kept.
    expect((await storeRow('sakura')).settings).toMatchObject({ staticCDN: '/media', country: 'JP' });
  });

  it('records each save in the history with who, when and what changed in words, newest first', async () => {
    const owner = await ownerToken('nordic');
    const other = (await settingsOf(owner)).add_to_card_action === 'OPEN_CART' ? 'OPEN_DRAWER' : 'OPEN_CART';
    await save(owner, { scripts: { facebookPixelID: '1234567890123456' } });
    await save(owner, {
      scripts: { facebookPixelID: '' },
      add_to_card_action: other,
      ownerNotifications: { newOrder: true, newMessage: false },
    });
    const nothing = await save(owner, { add_to_card_action: other });
    expect(nothing.body.data.changes).toEqual([]);
    const { history } = (await call('/Owner/SettingsHistory?Limit=2', { token: owner })).body.data;
    expect(history).toHaveLength(2);
    expect(history[0].changedBy).toBe('owner@nordic.example');
    expect(Date.now() - Date.parse(history[0].changedAt)).toBeLessThan(60_000);
    expect(history[0].changes).toEqual([
      'Facebook pixel ID removed (was 1234567890123456)',
      `Add to cart now ${other === 'OPEN_CART' ? 'opens the cart page' : 'opens the cart drawer'}`,
      'New-message e-mails turned off',
    ]);
    expect(history[1].changes).toEqual(['Facebook pixel ID set to 1234567890123456']);
    expect((await call('/Owner/SettingsHistory?Limit=0', { token: owner })).status).toBe(400);
  });
});

describe('the Conversions API token', () => {
  it('is write-only: set, replaced and cleared, never returned by any call', async () => {
    const owner = await ownerToken('aurora');
    const token = `EAA${'x7'.repeat(40)}`;
    const set = await save(owner, { pixelToken: { action: 'set', value: token } });
    expect(set.status).toBe(200);
    expect(set.body.data.settings.pixelTokenSet).toBe(true);
    expect(JSON.stringify(set.body)).not.toContain(token);
    const replacement = `EAA${'q9'.repeat(40)}`;
    await save(owner, { pixelToken: { action: 'set', value: replacement } });
    const answers = [
      await call('/Owner/Settings', { token: owner }),
      await call('/Owner/SettingsHistory', { token: owner }),
      await call('/Web/GetWebInfo?Domain=aurora'),
    ];
    for (const answer of answers) {
      expect(JSON.stringify(answer.body)).not.toContain(token);
      expect(JSON.stringify(answer.body)).not.toContain(replacement);
      expect(JSON.stringify(answer.body)).not.toContain('facebookPixelToken');
    }
    expect(answers[0]!.body.data.settings.pixelTokenSet).toBe(true);
    expect(answers[1]!.body.data.history[0].changes).toEqual(['Conversions API token replaced']);
    expect((await storeRow('aurora')).settings.facebookPixelToken).toBe(replacement);
    // Keeping it (the page's default) leaves it alone; clearing removes it.
    await save(owner, { pixelToken: { action: 'keep' }, show_currency: false });
    expect((await storeRow('aurora')).settings.facebookPixelToken).toBe(replacement);
    const cleared = await save(owner, { pixelToken: { action: 'clear' } });
    expect(cleared.body.data.settings.pixelTokenSet).toBe(false);
    expect(cleared.body.data.changes).toEqual(['Conversions API token cleared']);
    expect((await storeRow('aurora')).settings.facebookPixelToken).toBe('');
  });
});

describe('the store password', () => {
  const products = (token: string, pass?: string) =>
    call('/Catalog/GetProducts?Source=latest&Limit=1', { token, ...(pass ? { headers: { 'x-store-pass': pass } } : {}) });
  const passFor = async (token: string, password: string) => call('/Web/VerifyStorePassword', { token, body: { Password: password } });

  it('changing it turns away every pass given for the old one; turning it off opens the store; setting it closes it again', async () => {
    const owner = await ownerToken('vault');
    const visitor = await guest('vault');
    const token = visitor.accessToken;
    const oldPass = (await passFor(token, 'opensesame')).body.data.bypass as string;
    expect((await products(token, oldPass)).status).toBe(200);

    const changed = await save(owner, { storePassword: { action: 'set', value: 'cellar-door-2026' } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.changes).toEqual(['Store password changed: visitors must enter the new one']);
    expect(JSON.stringify(changed.body)).not.toContain('cellar-door-2026');
    // At once, on this instance's cached gate too: the old pass is void.
    expect((await products(token, oldPass)).status).toBe(403);
    expect((await passFor(token, 'opensesame')).status).toBe(422);
    const newPass = (await passFor(token, 'cellar-door-2026')).body.data.bypass as string;
    expect((await products(token, newPass)).status).toBe(200);
    expect((await call('/Web/VerifyBypass', { token, body: { Bypass: oldPass } })).body.data.valid).toBe(false);

    // Setting the same password again still signs everyone out (a new hash, a new binding).
    await save(owner, { storePassword: { action: 'set', value: 'cellar-door-2026' } });
    expect((await products(token, newPass)).status).toBe(403);

    const off = await save(owner, { storePassword: { action: 'clear' } });
    expect(off.body.data.settings.passwordProtected).toBe(false);
    expect((await webInfo('vault')).isPasswordProtected).toBe(false);
    expect((await products(token)).status).toBe(200);

    const on = await save(owner, { storePassword: { action: 'set', value: 'opensesame' } });
    expect(on.body.data.changes).toEqual(['Store password set: the store asks visitors for it']);
    expect((await products(token)).status).toBe(403);
    expect((await products(token, newPass)).status).toBe(403);
    expect((await passFor(token, 'opensesame')).status).toBe(200);
    const history = (await call('/Owner/SettingsHistory', { token: owner })).body.data.history;
    expect(history.map((e: Any) => e.changes[0])).toEqual([
      'Store password set: the store asks visitors for it',
      'Password protection turned off: the store is open to everyone',
      'Store password changed: visitors must enter the new one',
      'Store password changed: visitors must enter the new one',
    ]);
  });
});

/** The first frame of a new stream on the store: its flag and settings' version. */
async function firstFrame(store: string): Promise<{ isMaintenance: boolean; settingsVersion?: string }> {
  const stream = new AbortController();
  const response = await fetch(`${server.origin}/api/maintenance/stream?store=${store}`, {
    headers: { 'x-forwarded-for': '198.51.100.78' },
    signal: stream.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (!/event: maintenance\ndata: .*\n/.test(text)) text += decoder.decode((await reader.read()).value, { stream: true });
    return JSON.parse(/event: maintenance\ndata: (.*)\n/.exec(text)![1]!);
  } finally {
    stream.abort();
  }
}

describe('open storefront tabs', () => {
  it("learn on joining the stream that the settings changed since their page was served: the first frame says the page's version", async () => {
    const served = (await webInfo('nordic')).settingsVersion;
    expect(served).toMatch(/^[\w-]{16}$/);
    expect((await firstFrame('nordic')).settingsVersion).toBe(served);
    await save(await ownerToken('nordic'), { scripts: { liveChatID: '11223344' } });
    const after = await firstFrame('nordic');
    expect(after.settingsVersion).toMatch(/^[\w-]{16}$/);
    expect(after.settingsVersion).not.toBe(served);
    expect((await webInfo('nordic')).settingsVersion).toBe(after.settingsVersion);
    // Another store's save leaves it as it is.
    await save(await ownerToken('aurora'), { show_currency: false });
    expect((await firstFrame('nordic')).settingsVersion).toBe(after.settingsVersion);
  });

  it("hear on the store's live stream that its owner saved the settings, and only their own store's", async () => {
    const stream = new AbortController();
    const response = await fetch(`${server.origin}/api/maintenance/stream?store=nordic`, {
      headers: { 'x-forwarded-for': '198.51.100.77' },
      signal: stream.signal,
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (wanted: string) => {
      while (!text.includes(wanted)) text += decoder.decode((await reader.read()).value, { stream: true });
    };
    try {
      await readUntil('event: maintenance');
      await save(await ownerToken('aurora'), { show_currency: true });
      await save(await ownerToken('nordic'), { scripts: { liveChatID: '87654321' } });
      await readUntil('event: settings');
      while (!/event: settings\ndata: .*\n/.test(text)) text += decoder.decode((await reader.read()).value, { stream: true });
      // The news carries the settings' new version: a tab that joins later is told it by the one that heard.
      const news = JSON.parse(/event: settings\ndata: (.*)\n/.exec(text)![1]!);
      expect(news.settingsVersion).toBe((await webInfo('nordic')).settingsVersion);
      // Whatever else arrived meanwhile: aurora's save said nothing on nordic's stream.
      const more = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 300))]);
      if (more?.value) text += decoder.decode(more.value);
      expect(text.split('event: settings').length - 1).toBe(1);
    } finally {
      stream.abort();
    }
  });
});
