import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { REMEMBERED_STORE_COOKIE, requestHost, requestStoreDomain } from '../../../server/host/request-store';

const PLATFORM = ['localhost', '127.0.0.1'];
const request = (url: string, host: string | undefined, cookies: Record<string, string> = {}) =>
  ({ url, headers: host === undefined ? {} : { host }, cookies }) as unknown as FastifyRequest;

describe('requestStoreDomain', () => {
  it('is the host on a store\'s own domain, whatever the query or remembered store say', () => {
    expect(requestStoreDomain(request('/?store=aurora', 'www.sakura.example:8443', { [REMEMBERED_STORE_COOKIE]: 'nordic' }), PLATFORM)).toBe('sakura.example');
  });

  it('on a shared host takes ?store=, else the remembered store, else the host', () => {
    expect(requestStoreDomain(request('/dresses?store=Aurora', 'localhost:3000', { [REMEMBERED_STORE_COOKIE]: 'nordic' }), PLATFORM)).toBe('aurora');
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
