/**
 * The host's kept pages on a fleet (decision 48, store-keyed-cache.ts): with TEST_DATABASE_URL two
 * hosts share one PostgreSQL and its event bus, and a store closed through A ends the page B kept
 * for it within a second (not when the page's five seconds run out); on the embedded database the
 * one host hears its own event at once.
 */
import { describe, expect, it } from 'vitest';
import type { RenderInput } from '../../src/ui/entry-server';
import { startSsrHostForFile } from './support/ssr-host';
import { within } from './support/within';

const twoInstances = Boolean(process.env.TEST_DATABASE_URL);
const renderedOnB: string[] = [];
const a = startSsrHostForFile();
const second = twoInstances
  ? startSsrHostForFile({ onRender: (input: RenderInput) => renderedOnB.push(new URL(input.request.url).pathname), joinDatabase: true })
  : null;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0 Safari/537.36';

const b = () => second ?? a;
const home = async () => {
  const answer = await b().host.app.inject({
    method: 'GET',
    url: '/?from=fleet',
    headers: { host: 'sakura.localhost:3000', 'user-agent': BROWSER },
  });
  return { status: answer.statusCode, location: answer.headers.location };
};

async function ownerCall(path: string, token: string | null, body: unknown) {
  const answer = await fetch(`${a.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': '198.51.100.201',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const envelope = (await answer.json()) as { status: number; data: { ownerToken?: string } };
  expect(envelope.status, path).toBe(200);
  return envelope.data;
}

describe('kept pages on every instance', () => {
  it('a store closed through one instance ends the page another kept for it', async () => {
    expect((await home()).status).toBe(200);
    expect((await home()).status).toBe(200);
    if (twoInstances) expect(renderedOnB).toEqual(['/']);
    const { ownerToken: token } = await ownerCall('/Owner/SignIn', null, {
      Store: 'sakura',
      Email: 'owner@sakura.example',
      Password: 'Studio-2026',
    });
    await ownerCall('/Web/SetMaintenance', token!, { IsMaintenance: true });
    try {
      await within(async () => (await home()).location === '/maintenance');
    } finally {
      await ownerCall('/Web/SetMaintenance', token!, { IsMaintenance: false });
    }
  });
});
