import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { REMEMBERED_STORE_COOKIE, rememberStoreCookie, requestHost, requestStore, requestStoreDomain } from '../../../server/request-store';

const PLATFORM = ['localhost', '127.0.0.1'];
const request = (url: string, host: string | undefined, cookies: Record<string, string> = {}) =>
  ({ url, headers: host === undefined ? {} : { host }, cookies }) as unknown as FastifyRequest;

describe('requestStoreDomain', () => {
  it("is the host on a store's own domain, whatever the query or remembered store say", () => {
    expect(
      requestStoreDomain(request('/?store=aurora', 'www.sakura.example:8443', { [REMEMBERED_STORE_COOKIE]: 'nordic' }), PLATFORM),
    ).toBe('sakura.example');
  });

  it('on a shared host takes ?store=, else the remembered store, else the host', () => {
    expect(requestStoreDomain(request('/dresses?store=Aurora', 'localhost:3000', { [REMEMBERED_STORE_COOKIE]: 'nordic' }), PLATFORM)).toBe(
      'aurora',
    );
    expect(requestStoreDomain(request('/dresses', 'localhost:3000', { [REMEMBERED_STORE_COOKIE]: 'nordic' }), PLATFORM)).toBe('nordic');
    expect(requestStoreDomain(request('/dresses?store=../x', 'localhost:3000'), PLATFORM)).toBe('localhost');
  });

  it('reads the store from the page a form was posted from when given', () => {
    const posted = request('/contact', 'localhost:3000');
    expect(requestStoreDomain(posted, PLATFORM, new URL('http://localhost:3000/about?store=vault'))).toBe('vault');
  });

  it('takes a request without a Host header as one for localhost', () => {
    expect(requestHost(request('/', undefined))).toBe('localhost');
    expect(requestStoreDomain(request('/?store=atelier', undefined), PLATFORM)).toBe('atelier');
  });
});

describe('requestStore', () => {
  it('names the store, whether the host is shared, and the host its token cookies are named after', () => {
    expect(requestStore(request('/?store=aurora', 'localhost:3000'), PLATFORM)).toEqual({
      host: 'localhost:3000',
      domain: 'aurora',
      platform: true,
      tokenHost: 'aurora.localhost',
    });
    const own = requestStore(request('/?store=aurora', 'www.sakura.example'), PLATFORM);
    expect(own).toMatchObject({ host: 'www.sakura.example', domain: 'sakura.example', platform: false });
  });

  it("stands the fallback in for a missing Host, and reads a posted page's address when given", () => {
    expect(requestStore(request('/', undefined), PLATFORM, { fallbackHost: 'localhost:4000' }).host).toBe('localhost:4000');
    expect(
      requestStore(request('/contact', 'localhost:3000'), PLATFORM, { page: new URL('http://localhost:3000/?store=vault') }).domain,
    ).toBe('vault');
  });
});

describe('rememberStoreCookie', () => {
  it('remembers a valid ?store= on a shared host only', () => {
    expect(rememberStoreCookie(new URL('http://localhost:3000/?store=Aurora'), true)).toBe(
      `${REMEMBERED_STORE_COOKIE}=aurora; Path=/; SameSite=Lax; HttpOnly`,
    );
    expect(rememberStoreCookie(new URL('http://sakura.example/?store=aurora'), false)).toBeNull();
    expect(rememberStoreCookie(new URL('http://localhost:3000/?store=../x'), true)).toBeNull();
    expect(rememberStoreCookie(new URL('http://localhost:3000/'), true)).toBeNull();
  });
});
