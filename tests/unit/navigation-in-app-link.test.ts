import { describe, expect, it } from 'vitest';
import { inAppPath, jumpWithinPage } from '../../src/domain/navigation/in-app-link';

const here = { origin: 'http://aurora.localhost:3000', pathname: '/laptops', search: '?page=2' };
const plain = { button: 0, modified: false, defaultPrevented: false };
const link = (href: string, over: Partial<{ target: string; download: boolean; rel: string }> = {}) => ({
  href,
  target: '',
  download: false,
  rel: '',
  ...over,
});

describe('which link clicks the storefront follows in the page', () => {
  it('follows a plain click on a link to another storefront page, keeping query and hash', () => {
    expect(inAppPath(plain, link('http://aurora.localhost:3000/phones'), here)).toBe('/phones');
    expect(inAppPath(plain, link('/satin-maxi-dress?v=3#reviews'), here)).toBe('/satin-maxi-dress?v=3#reviews');
    expect(inAppPath(plain, link('/cart', { target: '_self' }), here)).toBe('/cart');
  });

  it('leaves new-tab, middle, modified and already handled clicks to the browser', () => {
    expect(inAppPath({ ...plain, button: 1 }, link('/phones'), here)).toBeNull();
    expect(inAppPath({ ...plain, modified: true }, link('/phones'), here)).toBeNull();
    expect(inAppPath({ ...plain, defaultPrevented: true }, link('/phones'), here)).toBeNull();
    expect(inAppPath(plain, link('/phones', { target: '_blank' }), here)).toBeNull();
    expect(inAppPath(plain, link('/phones', { download: true }), here)).toBeNull();
    expect(inAppPath(plain, link('/phones', { rel: 'noopener external' }), here)).toBeNull();
  });

  it('leaves other origins, jumps within the page and the builder pages to the browser', () => {
    expect(inAppPath(plain, link('https://instagram.example/aurora'), here)).toBeNull();
    expect(inAppPath(plain, link('http://nordic.localhost:3000/'), here)).toBeNull();
    expect(inAppPath(plain, link('/laptops?page=2#results'), here)).toBeNull();
    expect(inAppPath(plain, link('/editor'), here)).toBeNull();
    expect(inAppPath(plain, link('/phones'), { ...here, pathname: '/preview' })).toBeNull();
    expect(inAppPath(plain, link('mailto:hello@aurora.example'), here)).toBeNull();
  });

  it('names the #target of a jump within the page, and only of a plain click in this tab', () => {
    expect(jumpWithinPage(plain, link('/laptops?page=2#results'), here)).toBe('#results');
    expect(jumpWithinPage(plain, link('http://aurora.localhost:3000/laptops?page=2#top'), here)).toBe('#top');
    expect(jumpWithinPage(plain, link('/phones#results'), here)).toBeNull();
    expect(jumpWithinPage(plain, link('/laptops?page=3#results'), here)).toBeNull();
    expect(jumpWithinPage({ ...plain, modified: true }, link('/laptops?page=2#results'), here)).toBeNull();
    expect(jumpWithinPage(plain, link('/laptops?page=2#results', { target: '_blank' }), here)).toBeNull();
  });

  it("leaves the host's own files and APIs to the browser", () => {
    for (const path of [
      '/sitemap.xml',
      '/robots.txt',
      '/favicon.svg',
      '/dev/mailbox',
      '/media/aurora/a.svg',
      '/img/w_300/x.jpg',
      '/api/track/report',
      '/store-api/Web/GetWebInfo',
      '/store-not-found?ec=01',
    ]) {
      expect(inAppPath(plain, link(path), here)).toBeNull();
    }
  });
});
