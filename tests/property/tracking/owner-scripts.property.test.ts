import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { extractCustomScripts } from '../../../src/domain/tracking/custom-script';
import { urlCarriesSecret } from '../../../src/domain/seo/secret-url';
import { CUSTOM_SCRIPT_ERROR, NO_SCRIPTS_NOTE, planOwnerScripts, SECRET_PAGE_NOTE } from '../../../src/domain/tracking/owner-scripts';
import { siteScriptsWith } from '../../../src/domain/store/site-scripts';

const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/);
const scripts = fc
  .record({
    facebookPixelID: fc.oneof(fc.constant(''), id),
    tiktokPixelID: fc.oneof(fc.constant(''), id),
    gA4ID: fc.oneof(fc.constant(''), id),
    tagManagerID: fc.oneof(fc.constant(''), id),
    liveChatID: fc.oneof(fc.constant(''), id),
    customScript: fc.constantFrom('', '<script>window.ownerHello = 1;</script>', '<script src="https://cdn.example/x.js"></script>'),
  })
  .map((picked) => siteScriptsWith(picked));
const path = fc.constantFrom('/', '/cart', '/p/mug', '/preview', '/editor', '/editor/x', '/preview?x=1');

describe('owner scripts (spec sections 3 and 4)', () => {
  test.prop([scripts, path])('builder mode gets no script at all, only the note', (s, pathname) => {
    expect(planOwnerScripts(s, { pathname, search: '', builder: true })).toEqual({ tags: [], notes: [NO_SCRIPTS_NOTE] });
  });

  test.prop([scripts, path])('the custom script never reaches /preview or /editor', (s, pathname) => {
    const plan = planOwnerScripts(s, { pathname, search: '', builder: false });
    const onOwnerPage = pathname.startsWith('/preview') || pathname.startsWith('/editor');
    expect(plan.tags.some((tag) => tag.id.startsWith('custom-'))).toBe(!onOwnerPage && s.customScript !== '');
  });

  test.prop([scripts, path])('every configured pixel or tag is inserted once, with its id', (s, pathname) => {
    const plan = planOwnerScripts(s, { pathname, search: '', builder: false });
    expect(new Set(plan.tags.map((tag) => tag.id)).size).toBe(plan.tags.length);
    if (s.facebookPixelID) expect(plan.tags.some((tag) => tag.inline?.includes(`fbq('init','${s.facebookPixelID}')`))).toBe(true);
    if (s.gA4ID) expect(plan.tags.some((tag) => tag.src?.endsWith(`id=${s.gA4ID}`))).toBe(true);
    if (s.tiktokPixelID) expect(plan.tags.some((tag) => tag.src?.includes(s.tiktokPixelID))).toBe(true);
  });

  test.prop([fc.string({ minLength: 1 }).filter((s) => !/^[A-Za-z0-9_-]{1,64}$/.test(s.trim()))])(
    'an id that is not a plain token never reaches a snippet',
    (bad) => {
      const plan = planOwnerScripts(siteScriptsWith({ facebookPixelID: bad, gA4ID: bad, liveChatID: bad }), {
        pathname: '/',
        search: '',
        builder: false,
      });
      expect(plan.tags).toEqual([]);
    },
  );

  const anyScript = scripts.filter((s) => Object.values(s).some((value) => value !== ''));
  const secretPage = fc.record({
    pathname: fc
      .constantFrom('/order/', '/ORDER/', '/checkout/oc/')
      .chain((prefix) => fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/).map((id) => `${prefix}${id}`)),
    search: fc
      .tuple(fc.stringMatching(/^[A-Za-z0-9_-]{0,32}$/), fc.constantFrom('', '&utm_source=mail', '&placed=1'))
      .map(([t, rest]) => `?t=${t}${rest}`),
  });

  test.prop([anyScript, secretPage])(
    'a guest order page with its secret in the address gets no owner script at all (docs/security.md)',
    (s, page) => {
      expect(planOwnerScripts(s, { ...page, builder: false })).toEqual({ tags: [], notes: [SECRET_PAGE_NOTE] });
      // The same order page without the secret (a signed-in customer's) is an ordinary page.
      expect(planOwnerScripts(s, { pathname: page.pathname, search: '', builder: false }).notes).not.toContain(SECRET_PAGE_NOTE);
    },
  );

  it('knows which addresses carry a secret', () => {
    expect(urlCarriesSecret('/order/12', '?t=abc')).toBe(true);
    expect(urlCarriesSecret('/order/12/', 't=')).toBe(true);
    expect(urlCarriesSecret('/checkout/oc/WX-1', '?t=abc')).toBe(true);
    expect(urlCarriesSecret('/resetpassword', '?token=abc')).toBe(true);
    expect(urlCarriesSecret('/order/12', '')).toBe(false);
    expect(urlCarriesSecret('/orderdetail/12', '?t=abc')).toBe(false);
    expect(urlCarriesSecret('/p/order', '?t=abc')).toBe(false);
    expect(urlCarriesSecret('/checkout', '?t=abc')).toBe(false);
  });

  it('notes no scripts when there are none, and a custom script that cannot be read', () => {
    expect(planOwnerScripts(siteScriptsWith(), { pathname: '/', search: '', builder: false }).notes).toEqual([NO_SCRIPTS_NOTE]);
    const broken = planOwnerScripts(siteScriptsWith({ customScript: '<script>alert(1)' }), { pathname: '/', search: '', builder: false });
    expect(broken).toEqual({ tags: [], notes: [CUSTOM_SCRIPT_ERROR] });
  });

  it("takes the scripts out of the owner's custom HTML", () => {
    expect(extractCustomScripts('<!-- chat --><script src="https://x.test/a.js" async></script>\n<script>go()</script>')).toEqual([
      { src: 'https://x.test/a.js' },
      { inline: 'go()' },
    ]);
    expect(extractCustomScripts('console.log(1)')).toEqual([{ inline: 'console.log(1)' }]);
    expect(extractCustomScripts('<div>hi</div>')).toBeNull();
    expect(extractCustomScripts('<script src="javascript:alert(1)"></script>')).toBeNull();
  });
});
