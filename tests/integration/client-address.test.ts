/**
 * The client address behind a proxy (TRUST_PROXY, server/trust-proxy.ts): with one proxy in front the
 * address that proxy appended counts, and whatever the client wrote before it does not, so forged
 * X-Forwarded-For entries neither change an echoed address nor escape a per-address limit.
 */
import { describe, expect, it } from 'vitest';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();
const ipOf = async (forwardedFor: string) =>
  ((await (await fetch(`${server.origin}/api/track/ip`, { headers: { 'x-forwarded-for': forwardedFor } })).json()) as { ip: string }).ip;

describe('behind one proxy (TRUST_PROXY=1)', () => {
  it('takes the address the proxy appended, not what the client wrote', async () => {
    expect(await ipOf('198.51.100.7')).toBe('198.51.100.7');
    expect(await ipOf('6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(await ipOf('1.1.1.1, 2.2.2.2, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts forged addresses against the real one: password guesses still hit the limit', async () => {
    const info = (await (await fetch(`${server.baseUrl}/Web/GetWebInfo?Domain=vault.localhost`)).json()) as {
      data: { tokens: { accessToken: string } };
    };
    const guess = (forged: string) =>
      fetch(`${server.baseUrl}/Web/VerifyStorePassword`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${info.data.tokens.accessToken}`,
          'x-forwarded-for': `${forged}, 203.0.113.77`,
        },
        body: JSON.stringify({ Password: 'not-it' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await guess(`10.9.9.${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});
