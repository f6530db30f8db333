import { describe, expect, it } from 'vitest';
import { escapeInlineJson } from '../../../src/domain/seo/escape-inline';
import { DEFAULT_TITLE, pageName, pageRobots, pageTitle } from '../../../src/domain/seo/page-meta';
import { resolveMediaUrl } from '../../../src/domain/media/media-url';

describe('page titles and robots (spec section 2)', () => {
  it('uses the fixed titles', () => {
    expect(pageTitle({ pageKey: 'forgotpassword', siteTitle: 'Aurora' })).toBe('Forgot Password | Aurora');
    expect(pageTitle({ pageKey: 'resetpassword', siteTitle: 'Aurora' })).toBe('Reset Password | Aurora');
    expect(pageName('changepassword')).toBe('Change Password');
    expect(pageName('orderlist')).toBe('Order List');
    expect(pageName('orderdetail')).toBe('Order Detail');
  });

  it('capitalises other names and turns hyphens into spaces', () => {
    expect(pageName('signin')).toBe('Signin');
    expect(pageName('gift-cards')).toBe('Gift cards');
  });

  it('defaults the site title to Webx Store', () => {
    expect(pageTitle({ pageKey: 'home', siteTitle: '' })).toBe(DEFAULT_TITLE);
    expect(pageTitle({ pageKey: 'signin' })).toBe(`Signin | ${DEFAULT_TITLE}`);
  });

  it('keeps private and transactional pages out of the index', () => {
    for (const key of [
      'maintenance',
      'cart',
      'wishlist',
      'checkout',
      'account',
      'editor',
      'preview',
      'changepassword',
      'orderlist',
      'orderdetail',
    ]) {
      expect(pageRobots(key)).toBe('noindex, nofollow');
    }
    for (const key of ['signin', 'forgotpassword', 'resetpassword', 'home']) expect(pageRobots(key)).toBe('index, follow');
  });
});

describe('inline JSON', () => {
  it('cannot close its script element', () => {
    const out = escapeInlineJson(JSON.stringify({ a: '</script><script>alert(1)</script>&' }));
    expect(out).not.toMatch(/<|>|&/);
    expect(JSON.parse(out)).toEqual({ a: '</script><script>alert(1)</script>&' });
  });
});

describe('media URLs', () => {
  it('rewrites scheme-prefixed paths to the static CDN and gives placeholders for empty images', () => {
    expect(resolveMediaUrl('media://aurora/logo.svg', 'https://cdn.example.com/')).toBe('https://cdn.example.com/aurora/logo.svg');
    expect(resolveMediaUrl('', '/media')).toBe('/placeholder/400x300.svg');
    expect(resolveMediaUrl(null, '/media', { width: 4000, height: 300 })).toBe('/placeholder/4000x300.svg');
    expect(resolveMediaUrl('https://img.example.com/a.png', '/media')).toBe('https://img.example.com/a.png');
  });
});
