/**
 * Request ids (docs/deploy.md, "Logs"): each answer names its request in X-Request-Id, a proxy's id is
 * kept when it looks like one, and an id is otherwise a fresh UUID, never a per-process counter that
 * repeats across a fleet.
 */
import { describe, expect, it } from 'vitest';
import { startSsrHostForFile } from './support/ssr-host';

const server = startSsrHostForFile();
const SHOPPER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const get = (url: string, headers: Record<string, string> = {}) =>
  server.host.app.inject({ method: 'GET', url, headers: { host: 'aurora.localhost:3000', 'user-agent': SHOPPER, ...headers } });

describe('request ids', () => {
  it("keep the proxy's X-Request-Id on a page, a store API call and the health call", async () => {
    for (const url of ['/dresses', '/store-api/Web/GetWebInfo?Domain=aurora', '/healthz']) {
      const answer = await get(url, { 'x-request-id': 'edge-7f3a:42' });
      expect(answer.headers['x-request-id'], url).toBe('edge-7f3a:42');
    }
  });

  it('are fresh UUIDs where none is given, or where the given one is not an id', async () => {
    const ids = await Promise.all([get('/'), get('/'), get('/healthz')]).then((answers) =>
      answers.map((a) => String(a.headers['x-request-id'])),
    );
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
    for (const bad of ['two words', 'x'.repeat(129), 'line\\nbreak', '']) {
      expect(String((await get('/healthz', { 'x-request-id': bad })).headers['x-request-id'])).toMatch(UUID);
    }
  });
});
