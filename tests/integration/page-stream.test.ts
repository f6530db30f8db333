/**
 * A page's head leaves before its body is rendered (server/host/ssr/page-stream.ts): the
 * host with a stand-in SSR runtime whose body is held back until the test lets it go, read over a
 * real socket. The browser has the head (stylesheets, fonts, the LCP image's preload) while the
 * server renders, compressed or not, and the whole page arrives intact after.
 */
import { describe, expect, it } from 'vitest';
import type { SsrRuntime } from '../../server/host/ssr/ssr-handler';
import { pageEncoding } from '../../server/host/ssr/page-stream';
import { startStoreApiForFile } from './support/test-server';

const TEMPLATE = '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';
const BODY = `<main id="main">${'<p>A long product text: 12,50 € — ¥1,230 · 日本語.</p>'.repeat(4000)}</main>`;

const bodies: Array<(html: Buffer) => void> = [];
const ssr: SsrRuntime = {
  template: async () => TEMPLATE,
  studioPage: async () => TEMPLATE,
  guestCookies: () => [],
  render: async () => ({
    type: 'html',
    status: 200,
    setCookies: [],
    head: '<link rel="preload" as="image" href="/hero.webp">',
    cacheControl: 'no-store',
    store: null,
    html: new Promise<Buffer>((resolve) => bodies.push(resolve)),
  }),
};

const server = startStoreApiForFile({ ssr });

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, text: { value: string }, done: (value: string) => boolean) {
  const decoder = new TextDecoder();
  while (!done(text.value)) {
    const chunk = await reader.read();
    if (chunk.done) break;
    text.value += decoder.decode(chunk.value, { stream: true });
  }
}

describe('a rendered page', () => {
  for (const encoding of ['br', 'gzip', 'identity']) {
    it(`sends its head before its body is rendered (${encoding})`, async () => {
      const answer = await fetch(`${server.origin}/`, { headers: { 'accept-encoding': encoding } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-encoding') ?? 'identity').toBe(encoding);
      const reader = answer.body!.getReader();
      const text = { value: '' };
      await readUntil(reader, text, (value) => value.includes('/hero.webp'));
      expect(text.value).toContain('<link rel="preload" as="image" href="/hero.webp">');
      expect(text.value).not.toContain('<main');
      bodies.shift()!(Buffer.from(BODY));
      await readUntil(reader, text, () => false);
      expect(text.value).toBe(
        TEMPLATE.replace('<!--app-head-->', '<link rel="preload" as="image" href="/hero.webp">').replace('<!--app-html-->', BODY),
      );
    });
  }
});

describe('pageEncoding', () => {
  it('prefers brotli, then gzip, and takes neither when refused or not offered', () => {
    expect(pageEncoding('gzip, deflate, br')).toBe('br');
    expect(pageEncoding('gzip')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pageEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pageEncoding('*')).toBe('br');
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
    expect(pageEncoding('gzip;q=0, br;q=0')).toBeNull();
  });
});
