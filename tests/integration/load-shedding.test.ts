/**
 * Load shedding on the real host: past the page renders and their short queue a page is refused,
 * past the in-flight limit every page and store API call is, each with 503 and Retry-After, while
 * both health calls still answer; a request whose client left before the host got to it is never
 * handled.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_OVERLOAD } from '../../server/config';
import { storeShareOf } from '../../server/host/store-shares';
import { startTestStoreApi, type TestStoreApi } from './support/test-server';

let server: TestStoreApi;
let release: () => void = () => undefined;
let held = new Promise<void>((resolve) => {
  release = resolve;
});
const handled: string[] = [];
let entered = 0;

beforeAll(async () => {
  server = await startTestStoreApi({
    beforeRoutes: async (app) => {
      // Stand in for slow pages and slow calls: they answer when the test lets them.
      const slow = async () => {
        entered += 1;
        await held;
        return 'done';
      };
      app.get('/__test/slow', slow);
      app.get('/api/__test/slow', slow);
      app.get('/__test/count', async (request) => {
        handled.push(request.url);
        return 'counted';
      });
      app.post('/api/__test/beacon', async (request) => {
        handled.push(request.url);
        return 'stored';
      });
    },
  });
});
afterAll(async () => {
  release();
  await server?.host.close();
});

const timed = async (url: string) => {
  const started = performance.now();
  const response = await fetch(url);
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    text: await response.text(),
    ms: performance.now() - started,
  };
};

/**
 * Writes a raw request and closes the client's side with it, as a page that is closing does; resolves
 * with whatever the host answered once it closes the connection (or after 3 s), the socket destroyed.
 */
async function sendAndLeave(raw: string): Promise<string> {
  const { port } = new URL(server.origin);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.on('error', () => undefined);
  const answer: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => answer.push(chunk));
  socket.end(raw);
  await new Promise((resolve) => {
    socket.once('close', resolve);
    setTimeout(resolve, 3000);
  });
  expect(socket.destroyed).toBe(true);
  return Buffer.concat(answer).toString();
}

/** Sends `count` requests to a slow route (`path(i)` for the i-th) and waits until the host holds them all. */
async function holdRequests(path: string | ((i: number) => string), count: number) {
  entered = 0;
  const requests = Array.from({ length: count }, (_, i) => fetch(`${server.origin}${typeof path === 'string' ? path : path(i)}`));
  await vi.waitFor(() => expect(entered).toBe(count), { timeout: 10_000, interval: 20 });
  return requests;
}

describe('load shedding', () => {
  it('answers pages past the page renders and their short queue with 503 and Retry-After, while calls and health still answer', async () => {
    const { maxPageRenders, pageQueue } = DEFAULT_OVERLOAD;
    const rendering = await holdRequests('/__test/slow', maxPageRenders);
    const more = await Promise.all(Array.from({ length: pageQueue + 1 }, () => timed(`${server.origin}/dresses?store=aurora`)));
    // One found the queue full, the others waited their longest: all are refused, none slowly.
    for (const answer of more) {
      expect(answer).toMatchObject({ status: 503, retryAfter: '1' });
      expect(answer.text).toMatch(/busy/i);
      expect(answer.ms).toBeLessThan(2000);
    }
    expect((await fetch(`${server.baseUrl}/Web/GetWebInfo?store=aurora`)).status).not.toBe(503);
    expect((await fetch(`${server.baseUrl}/Health`)).status).toBe(200);
    release();
    expect((await Promise.all(rendering)).map((response) => response.status)).toEqual(rendering.map(() => 200));
    expect((await fetch(`${server.origin}/__test/count?after-release`)).status).toBe(200);
  });

  it('answers every page and call with 503 at the in-flight limit, never the health calls', async () => {
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Spread over two stores: one store alone holds at most its share (store-shares.ts).
    const calls = await holdRequests((i) => `/api/__test/slow?store=flood-${i % 2}`, DEFAULT_OVERLOAD.maxInFlight);
    const page = await timed(`${server.origin}/dresses?store=aurora`);
    expect(page).toMatchObject({ status: 503, retryAfter: '1' });
    const api = await fetch(`${server.baseUrl}/Web/GetWebInfo?store=aurora`);
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('1');
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(await api.json()).toMatchObject({ status: 503, data: null });

    const health = await timed(`${server.baseUrl}/Health`);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toMatchObject({ data: { healthy: true } });
    const healthz = await timed(`${server.origin}/healthz`);
    expect(healthz.status).toBe(200);
    expect(JSON.parse(healthz.text)).toEqual({ status: 'ok', database: 'ok' });

    release();
    expect((await Promise.all(calls)).map((response) => response.status)).toEqual(calls.map(() => 200));
    expect((await fetch(`${server.origin}/__test/count?after-release`)).status).toBe(200);
  });

  it("sheds one store's flood at its share of the host while another store's requests still get in", async () => {
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const share = storeShareOf(DEFAULT_OVERLOAD.maxInFlight);
    const flood = await holdRequests('/api/__test/slow?store=flood', share);
    const more = await timed(`${server.origin}/api/__test/slow?store=flood`);
    expect(more).toMatchObject({ status: 503, retryAfter: '1' });
    handled.length = 0;
    expect((await fetch(`${server.origin}/__test/count?store=quiet`)).status).toBe(200);
    expect(handled).toEqual(['/__test/count?store=quiet']);
    release();
    expect((await Promise.all(flood)).map((response) => response.status)).toEqual(flood.map(() => 200));
    expect((await fetch(`${server.origin}/api/__test/slow?store=flood`)).status).toBe(200);
  });

  it('never runs the handler of a request whose client left before the host read it', async () => {
    handled.length = 0;
    // The request and the client's end of stream go out together: the host reads the request first.
    const answer = await sendAndLeave('GET /__test/count?gone HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    // The host closes the connection without an answer.
    expect(answer).toBe('');
    expect(handled).toEqual([]);
    expect((await fetch(`${server.origin}/__test/count?present`)).status).toBe(200);
    expect(handled).toEqual(['/__test/count?present']);
  });

  it('still handles a write whose client left: a beacon sent as its page closes is stored', async () => {
    handled.length = 0;
    await sendAndLeave('POST /api/__test/beacon HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\nhi');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(handled).toEqual(['/api/__test/beacon']);
  });
});
