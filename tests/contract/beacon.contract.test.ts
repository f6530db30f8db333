import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendBeacon } from '../../src/adapters/beacon/send-beacon';
import type { Beacon } from '../../src/application/ports/beacon.port';
import { beaconContract } from './beacon.contract';

/** The in-memory fake the machine tests use. */
class RecordingBeacon implements Beacon {
  readonly sent: Array<{ path: string; payload: unknown }> = [];
  send(path: string, payload: unknown) {
    this.sent.push({ path, payload: JSON.parse(JSON.stringify(payload)) });
  }
}

beaconContract('in-memory fake', () => {
  const beacon = new RecordingBeacon();
  return { beacon, delivered: async () => beacon.sent, warnings: [] };
});

beaconContract('SendBeacon over navigator.sendBeacon', () => {
  const calls: Array<Promise<{ path: string; payload: unknown }>> = [];
  const warnings: unknown[] = [];
  const beacon = new SendBeacon({
    sendBeacon: (url, data) => {
      calls.push(data.text().then((text) => ({ path: url, payload: JSON.parse(text) })));
      return true;
    },
    fetch: () => Promise.reject(new Error('fetch must not be used when sendBeacon accepts')),
    logger: { warn: (m) => warnings.push(m), error: (m) => warnings.push(m) },
  });
  return { beacon, delivered: () => Promise.all(calls), warnings };
});

// The fallback against a real HTTP server: what a browser without sendBeacon (or with a full queue) does.
const received: Array<{ path: string; payload: unknown; keepaliveJson: boolean }> = [];
let origin = '';
const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => {
    body += chunk.toString('utf8');
  });
  request.on('end', () => {
    received.push({
      path: request.url ?? '',
      payload: JSON.parse(body),
      keepaliveJson: request.headers['content-type'] === 'application/json',
    });
    response.statusCode = request.url?.includes('refuse') ? 500 : 204;
    response.end();
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function fallbackRig(refuse: boolean) {
  const warnings: unknown[] = [];
  const pending: Array<Promise<unknown>> = [];
  const beacon = new SendBeacon({
    sendBeacon: refuse ? () => false : undefined,
    fetch: (input, init) => {
      const p = fetch(`${origin}${String(input)}`, init);
      pending.push(p.catch(() => undefined));
      return p;
    },
    logger: { warn: (m) => warnings.push(m), error: (m) => warnings.push(m) },
  });
  return { beacon, warnings, pending };
}

beaconContract('SendBeacon falling back to fetch keepalive (real server)', () => {
  received.length = 0;
  const rig = fallbackRig(true);
  return {
    beacon: rig.beacon,
    warnings: rig.warnings,
    delivered: async () => {
      await Promise.all(rig.pending);
      return [...received].sort((a, b) => a.path.localeCompare(b.path)).map(({ path, payload }) => ({ path, payload }));
    },
  };
});

describe('SendBeacon failures (spec section 8: only logged as warnings)', () => {
  it('warns when the server refuses or cannot be reached, and never throws', async () => {
    const rig = fallbackRig(false);
    rig.beacon.send('/refuse', { a: 1 });
    await Promise.all(rig.pending);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(rig.warnings).toEqual(['Tracking beacon to /refuse failed']);
    expect(received.at(-1)?.keepaliveJson).toBe(true);

    const warnings: unknown[] = [];
    const offline = new SendBeacon({
      fetch: () => Promise.reject(new TypeError('offline')),
      logger: { warn: (m) => warnings.push(m), error: () => undefined },
    });
    expect(() => offline.send('/api/track/event', {})).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(warnings).toEqual(['Tracking beacon to /api/track/event failed']);
  });
});
