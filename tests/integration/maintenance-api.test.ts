/**
 * Store access on the embedded store API and host: the store password (right, wrong, rate limited),
 * the bypass check, the owner's SetMaintenance guard, the live event stream and the no-JS form post.
 */
import { describe, expect, it } from 'vitest';
import { startOwnedStoreApiForFile } from './support/test-server';

const OWNER = 'owner-token-for-tests';
const server = startOwnedStoreApiForFile(OWNER);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- envelopes of many shapes
type Any = any;
let addressCounter = 0;
const freshAddress = () => `203.0.113.${++addressCounter}`;

async function call(path: string, init: RequestInit & { token?: string; address?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('content-type', 'application/json');
  headers.set('x-forwarded-for', init.address ?? freshAddress());
  const response = await fetch(`${server.baseUrl}${path}`, { ...init, headers });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as { status: number; message: string; data: Any },
  };
}

async function webInfo(domain: string): Promise<{ webID: number; token: string; isMaintenance: boolean }> {
  const { body } = await call(`/Web/GetWebInfo?Domain=${domain}`);
  return { webID: body.data.webID, token: body.data.tokens.accessToken, isMaintenance: body.data.isMaintenance };
}

const verifyPassword = (token: string, password: unknown, address?: string) =>
  call('/Web/VerifyStorePassword', {
    method: 'POST',
    token,
    body: JSON.stringify({ Password: password }),
    ...(address ? { address } : {}),
  });

describe('POST /Web/VerifyStorePassword', () => {
  it('answers a bypass that VerifyBypass accepts for the right password', async () => {
    const vault = await webInfo('vault');
    const answer = await verifyPassword(vault.token, 'opensesame');
    expect(answer.status).toBe(200);
    const bypass = answer.body.data.bypass as string;
    expect(bypass.length).toBeGreaterThan(20);
    const check = await call('/Web/VerifyBypass', { method: 'POST', token: vault.token, body: JSON.stringify({ Bypass: bypass }) });
    expect(check.body.data).toEqual({ valid: true });
    // The bypass is bound to its store: another store's token does not accept it.
    const aurora = await webInfo('aurora');
    const elsewhere = await call('/Web/VerifyBypass', { method: 'POST', token: aurora.token, body: JSON.stringify({ Bypass: bypass }) });
    expect(elsewhere.body.data).toEqual({ valid: false });
  });

  it('refuses a wrong password with a 422 naming the field', async () => {
    const vault = await webInfo('vault');
    const answer = await verifyPassword(vault.token, 'open-sesame');
    expect(answer.status).toBe(422);
    expect(answer.body.data.errors[0].field).toBe('Password');
  });

  it('answers 400 naming the field for a malformed body, and 401 without a token', async () => {
    const vault = await webInfo('vault');
    const malformed = await verifyPassword(vault.token, 42);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('Password');
    expect((await call('/Web/VerifyStorePassword', { method: 'POST', body: JSON.stringify({ Password: 'x' }) })).status).toBe(401);
  });

  it('limits guesses: the sixth in a minute is a 429 with Retry-After', async () => {
    const vault = await webInfo('vault');
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await verifyPassword(vault.token, `guess-${i}`, address)).status).toBe(422);
    const limited = await verifyPassword(vault.token, 'opensesame', address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts guesses per address and store, so a fresh guest token for each guess gains nothing', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await verifyPassword((await webInfo('vault')).token, `guess-${i}`, address)).status).toBe(422);
    expect((await verifyPassword((await webInfo('vault')).token, 'opensesame', address)).status).toBe(429);
  });
});

describe('POST /Web/SetMaintenance', () => {
  it('is refused with 403 without the owner token or with a wrong one', async () => {
    const aurora = await webInfo('aurora');
    const body = JSON.stringify({ IsMaintenance: true });
    expect((await call('/Web/SetMaintenance', { method: 'POST', token: aurora.token, body })).status).toBe(403);
    expect(
      (await call('/Web/SetMaintenance', { method: 'POST', token: aurora.token, body, headers: { 'x-owner-token': 'nope' } })).status,
    ).toBe(403);
  });

  it('answers 400 naming IsMaintenance for a malformed body', async () => {
    const aurora = await webInfo('aurora');
    const answer = await call('/Web/SetMaintenance', {
      method: 'POST',
      token: aurora.token,
      body: JSON.stringify({ IsMaintenance: 'yes' }),
      headers: { 'x-owner-token': OWNER },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('IsMaintenance');
  });

  it('changes the flag, GetWebInfo shows it at once, and the event stream sends it', async () => {
    const stream = await fetch(`${server.origin}/api/maintenance/stream?store=nordic`);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const until = async (needle: string) => {
      while (!received.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        received += decoder.decode(value);
      }
    };
    await until('"isMaintenance":false');

    const nordic = await webInfo('nordic');
    const set = (on: boolean) =>
      call('/Web/SetMaintenance', {
        method: 'POST',
        token: nordic.token,
        body: JSON.stringify({ IsMaintenance: on }),
        headers: { 'x-owner-token': OWNER },
      });
    expect((await set(true)).status).toBe(200);
    await until('"isMaintenance":true');
    expect((await webInfo('nordic')).isMaintenance).toBe(true);
    expect((await set(false)).status).toBe(200);
    received = '';
    await until('"isMaintenance":false');
    await reader.cancel();
  });

  it('answers 400 for a stream without a valid store and 404 for an unknown one', async () => {
    expect((await fetch(`${server.origin}/api/maintenance/stream`)).status).toBe(400);
    expect((await fetch(`${server.origin}/api/maintenance/stream?store=nosuchstore`)).status).toBe(404);
  });
});

describe('POST /maintenance, the password form with and without JavaScript', () => {
  /** The form as the browser posts it from the host's own page; `from` replaces its origin headers. */
  const sameOrigin = () => ({ origin: server.origin, 'sec-fetch-site': 'same-origin' });
  const post = (password: string, address = freshAddress(), from: Record<string, string> = sameOrigin()) =>
    fetch(`${server.origin}/maintenance?store=vault`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address, ...from },
      body: new URLSearchParams({ password }),
    });

  it('sets the pass as a cookie no page script can read and goes home on the right password', async () => {
    const answer = await post('opensesame');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/');
    const vault = await webInfo('vault');
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`mbypass_${vault.webID}=`);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
  });

  it('marks the pass Secure behind an HTTPS proxy', async () => {
    const answer = await fetch(`${server.origin}/maintenance?store=vault`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': freshAddress(),
        'x-forwarded-proto': 'https',
        ...sameOrigin(),
      },
      body: new URLSearchParams({ password: 'opensesame' }),
    });
    expect(answer.headers.get('set-cookie')).toMatch(/; HttpOnly; Secure/);
  });

  it('asks for the password when none was typed', async () => {
    const answer = await post('');
    expect(answer.headers.get('location')).toBe('/maintenance?error=empty');
  });

  it('goes back to /maintenance with the error on a wrong password', async () => {
    const answer = await post('wrong');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/maintenance?error=wrong');
  });

  it("refuses a post from another site's page (403) without checking its password, so no guess is counted", async () => {
    const visitor = freshAddress();
    // More than the five guesses a minute an address has (PASSWORD_RATE_LIMIT), each from a hostile page.
    for (let guess = 0; guess < 7; guess++) {
      const crossSite = await post(`guess-${guess}`, visitor, { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' });
      expect(crossSite.status).toBe(403);
      expect(crossSite.headers.get('set-cookie')).toBeNull();
    }
    expect((await post('opensesame', visitor, { referer: 'http://evil.example/' })).status).toBe(403);
    // The visitor's own guesses were never spent: their right password still opens the store.
    const own = await post('opensesame', visitor);
    expect([own.status, own.headers.get('location')]).toEqual([303, '/']);
  });
});
