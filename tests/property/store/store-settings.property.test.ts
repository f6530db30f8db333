/**
 * The store settings' rules (docs/back-office.md): each script id by its vendor's format, AdRoll's pair, the
 * Conversions API token, currency and password, and the history's words for a change.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  adRollProblem,
  normalizeScriptId,
  pixelTokenProblem,
  SCRIPT_ID_FORMATS,
  SCRIPT_ID_KEYS,
  scriptIdProblem,
  type ScriptIdKey,
} from '../../../src/domain/store/script-id-formats';
import {
  currencyProblems,
  customScriptProblem,
  describeSettingsChanges,
  storePasswordProblem,
  type OwnerStoreSettings,
} from '../../../src/domain/store/store-settings';
import { planOwnerScripts } from '../../../src/domain/tracking/owner-scripts';
import { siteScriptsWith } from '../../../src/domain/store/site-scripts';
import { keptReturnPolicy, RETURN_DAYS_MAX } from '../../../src/domain/store/return-policy';

/** Real-looking ids of each vendor, generated from the documented shapes (not from the rule's own regex). */
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split('');
const chars = (alphabet: string[], min: number, max: number) =>
  fc.array(fc.constantFrom(...alphabet), { minLength: min, maxLength: max }).map((a) => a.join(''));
const digits = (min: number, max: number) => chars('0123456789'.split(''), min, max);
const hex = chars('0123456789abcdef'.split(''), 16, 16);
const VALID: Record<ScriptIdKey, fc.Arbitrary<string>> = {
  gA4ID: chars(ALNUM, 10, 10).map((s) => `G-${s}`),
  googleAnalyticsID: fc.oneof(
    fc.tuple(digits(8, 8), fc.integer({ min: 1, max: 99 })).map(([a, p]) => `UA-${a}-${p}`),
    chars(ALNUM, 10, 10).map((s) => `G-${s}`),
  ),
  tagManagerID: chars(ALNUM, 7, 7).map((s) => `GTM-${s}`),
  facebookPixelID: fc.oneof(digits(15, 15), digits(16, 16)),
  tiktokPixelID: chars(ALNUM, 20, 20),
  adRollID: chars(ALNUM, 22, 22),
  adRollPixelID: chars(ALNUM, 22, 22),
  addThisID: hex.map((h) => `ra-${h}`),
  liveChatID: fc.integer({ min: 1000, max: 99_999_999 }).map(String),
};
const key = fc.constantFrom(...SCRIPT_ID_KEYS);
const keyAndId = key.chain((k) => VALID[k].map((id) => [k, id] as const));
const space = fc.constantFrom('', ' ', '  ', '\t');

describe('script ids, each by its own format', () => {
  test.prop([keyAndId, space, space])(
    'a real id is accepted, with spaces around it and in either case, and stored as the vendor prints it',
    ([k, id], before, after) => {
      expect(scriptIdProblem(k, id)).toBeNull();
      const { letters } = SCRIPT_ID_FORMATS[k];
      const typed = `${before}${letters === 'upper' ? id.toLowerCase() : letters === 'lower' ? id.toUpperCase() : id}${after}`;
      expect(scriptIdProblem(k, typed)).toBeNull();
      expect(normalizeScriptId(k, typed)).toBe(id);
    },
  );

  test.prop([key, fc.string({ maxLength: 40 })])(
    'normalising is idempotent, and whatever is accepted matches the format exactly',
    (k, text) => {
      const once = normalizeScriptId(k, text);
      expect(normalizeScriptId(k, once)).toBe(once);
      if (scriptIdProblem(k, text) === null && once !== '') expect(SCRIPT_ID_FORMATS[k].pattern.test(once)).toBe(true);
    },
  );

  test.prop([key, fc.string({ maxLength: 40 })])('an accepted id is always a plain token, safe inside an inline snippet', (k, text) => {
    if (scriptIdProblem(k, text) === null) expect(normalizeScriptId(k, text)).toMatch(/^[A-Za-z0-9-]*$/);
  });

  test.prop([keyAndId, fc.constantFrom("'", '"', '<', ';', ' x', '\\', '/', ')')])(
    "an id with anything foreign in it is refused, with the vendor's example",
    ([k, id], junk) => {
      const problem = scriptIdProblem(k, `${id.slice(0, 3)}${junk}${id.slice(3)}`);
      expect(problem).toContain(SCRIPT_ID_FORMATS[k].example);
    },
  );

  test.prop([keyAndId])('one character too many is refused where the vendor fixes the length', ([k, id]) => {
    if (['tiktokPixelID', 'adRollID', 'adRollPixelID', 'addThisID'].includes(k)) expect(scriptIdProblem(k, `${id}0`)).not.toBeNull();
  });

  test.prop([keyAndId, VALID.adRollID, VALID.adRollPixelID])(
    'every accepted id is planned as a script tag on the storefront',
    ([k, id], adRoll, adRollPixel) => {
      const normalized = normalizeScriptId(k, id);
      const scripts = siteScriptsWith({ adRollID: adRoll, adRollPixelID: adRollPixel, [k]: normalized });
      const plan = planOwnerScripts(scripts, { pathname: '/', search: '', builder: false });
      expect(plan.tags.some((tag) => `${tag.src ?? ''}${tag.inline ?? ''}`.includes(normalized))).toBe(true);
    },
  );

  it('checks the examples it shows', () => {
    for (const k of SCRIPT_ID_KEYS) expect(scriptIdProblem(k, SCRIPT_ID_FORMATS[k].example), k).toBeNull();
    expect(scriptIdProblem('gA4ID', 'UA-12345678-1')).not.toBeNull();
    expect(scriptIdProblem('facebookPixelID', '12345678901234a')).not.toBeNull();
    expect(scriptIdProblem('tagManagerID', 'G-ABCDEFG')).not.toBeNull();
  });

  test.prop([fc.oneof(fc.constant(''), VALID.adRollID), fc.oneof(fc.constant(''), VALID.adRollPixelID)])(
    'AdRoll needs both of its ids or neither, and names the missing one',
    (advertiser, pixel) => {
      const problem = adRollProblem({ adRollID: advertiser, adRollPixelID: pixel });
      expect(problem === null).toBe((advertiser === '') === (pixel === ''));
      if (problem) expect(problem.field).toBe(advertiser === '' ? 'adRollID' : 'adRollPixelID');
    },
  );
});

describe('secrets, currency and the custom script', () => {
  test.prop([chars([...ALNUM, ...'abcdefghijklmnopqrstuvwxyz'.split('')], 20, 200)])(
    'a Conversions API token is EAA and letters and digits',
    (body) => {
      expect(pixelTokenProblem(`EAA${body}`)).toBeNull();
      expect(pixelTokenProblem(`EAA${body}'`)).not.toBeNull();
      expect(pixelTokenProblem(body.startsWith('EAA') ? `x${body}` : body)).not.toBeNull();
    },
  );

  test.prop([fc.string({ maxLength: 220 })])('a store password has 6 to 200 characters', (password) => {
    expect(storePasswordProblem(password) === null).toBe(password.trim().length >= 6 && password.length <= 200);
  });

  test.prop([
    chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''), 3, 3),
    fc.constantFrom('$', '€', 'CHF ', '¥', 'kr'),
    fc.integer({ min: 1, max: 99_999_999 }),
    fc.integer({ min: 0, max: 6 }),
  ])('a currency is an ISO code, a short symbol and a positive rate of at most 6 decimals', (abbreviation, symbol, whole, decimals) => {
    const rate =
      decimals === 0 ? String(whole) : `${Math.floor(whole / 10 ** decimals)}.${String(whole % 10 ** decimals).padStart(decimals, '0')}`;
    expect(currencyProblems({ abbreviation, symbol, rate })).toEqual({});
    expect(
      Object.keys(currencyProblems({ abbreviation: abbreviation.toLowerCase(), symbol: `<${symbol}`, rate: `-${rate}` })).sort(),
    ).toEqual(['abbreviation', 'rate', 'symbol']);
  });

  it('takes script elements or plain JavaScript as the custom script, and refuses broken markup', () => {
    expect(customScriptProblem('<script src="https://cdn.example/a.js"></script><script>window.a = 1</script>')).toBeNull();
    expect(customScriptProblem('window.a = 1;')).toBeNull();
    expect(customScriptProblem('<script>window.a = 1')).not.toBeNull();
    expect(customScriptProblem('<script src="javascript:alert(1)"></script>')).not.toBeNull();
    expect(customScriptProblem('x'.repeat(20_001))).not.toBeNull();
  });
});

const settings = fc.record({
  scripts: fc
    .record({ ...VALID, customScript: fc.constantFrom('', '<script>window.secretThing = 42;</script>', 'window.other = 1') })
    .chain(
      (s) =>
        fc.record(Object.fromEntries(Object.entries(s).map(([k, v]) => [k, fc.constantFrom(v, '')]))) as fc.Arbitrary<
          OwnerStoreSettings['scripts']
        >,
    ),
  currency: fc.record({
    abbreviation: fc.constantFrom('USD', 'EUR'),
    symbol: fc.constantFrom('$', '€'),
    rate: fc.constantFrom('1', '0.92'),
  }),
  show_currency: fc.boolean(),
  add_to_card_action: fc.constantFrom('OPEN_DRAWER' as const, 'OPEN_CART' as const),
  account_mode: fc.constantFrom(1 as const, 2 as const, 3 as const),
  contact_requirement_mode: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const, 5 as const, 6 as const),
  zoom_style: fc.constantFrom('' as const, 'no_zoom' as const, 'zoom' as const, 'inner_zoom_circle' as const),
  return_policy: fc
    .record({
      mode: fc.constantFrom('unstated' as const, 'none' as const, 'within' as const),
      days: fc.integer({ min: 1, max: RETURN_DAYS_MAX }),
      fees: fc.constantFrom('free' as const, 'customer' as const),
    })
    .map(keptReturnPolicy),
  ownerNotifications: fc.record({ newOrder: fc.boolean(), newMessage: fc.boolean() }),
  pixelTokenSet: fc.boolean(),
  passwordProtected: fc.boolean(),
});

describe("the history's words", () => {
  test.prop([settings, settings])('a save with no change says nothing; any change says something', (before, after) => {
    expect(describeSettingsChanges(before, before)).toEqual([]);
    const { pixelTokenSet: _a, passwordProtected: _b, ...shownBefore } = before;
    const {
      pixelTokenSet: _c,
      passwordProtected: _d,
      ...shownAfter
    } = { ...after, pixelTokenSet: before.pixelTokenSet, passwordProtected: before.passwordProtected };
    expect(
      describeSettingsChanges(before, { ...after, pixelTokenSet: before.pixelTokenSet, passwordProtected: before.passwordProtected })
        .length > 0,
    ).toBe(JSON.stringify(shownBefore) !== JSON.stringify(shownAfter));
  });

  test.prop([settings, settings, fc.constantFrom('EAAsecretTokenValue1234567890', 'a-long-store-password')])(
    "never repeats a secret or the custom script's text",
    (before, after, secret) => {
      const lines = describeSettingsChanges(before, after, {
        pixelToken: { action: 'set', value: secret },
        password: { action: 'set', value: secret },
      }).join('\n');
      expect(lines).not.toContain(secret);
      expect(lines).not.toContain('secretThing');
      expect(lines).toMatch(before.pixelTokenSet ? /Conversions API token replaced/ : /Conversions API token set/);
      expect(lines).toMatch(before.passwordProtected ? /Store password changed/ : /Store password set/);
    },
  );
});
