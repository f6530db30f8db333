/**
 * The shopper's forms without JavaScript (issue 17): each host POST route refuses a post from
 * another site, sends a closed store's post to its gate, names every bad field in a 400 page, and
 * otherwise does the job and redirects (303). Pages are rendered by the real server entry.
 */
import { describe, expect, it } from 'vitest';
import { startSsrHostForFile } from './support/ssr-host';

const server = startSsrHostForFile();
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0 Safari/537.36';

let address = 0;
export async function postForm(path: string, store: string, fields: Record<string, string> | URLSearchParams, headers: Record<string, string> = {}) {
  const host = `${store}.localhost:3000`;
  const response = await server.host.app.inject({
    method: 'POST',
    url: path,
    headers: { host, origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER, 'x-forwarded-for': `203.0.113.${++address % 250}`, ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return { status: response.statusCode, location: String(response.headers.location ?? ''), body: response.body, cookies };
}

/** The text beside a field: the error paragraph the input's aria-describedby names. */
const fieldMessage = (html: string, name: string) => {
  const input = html.match(new RegExp(`<input[^>]*name="${name.replace('.', '\\.')}"[^>]*>`))?.[0] ?? '';
  const id = input.match(/aria-describedby="([^" ]*-error)/)?.[1];
  // The message is the paragraph's text without its decorative "!" badge.
  return id ? html.match(new RegExp(`id="${id}"[^>]*>(?:<span aria-hidden="true"[^>]*>!</span>)?([^<]*)<`))?.[1] ?? null : null;
};

describe('POST /signin and /signup', () => {
  it('signs in, writes the token cookies and redirects (303) where the shopper was going', async () => {
    const result = await postForm('/signin?redirect=%2Forderlist', 'aurora', { Login: 'demo@aurora.example', Password: 'Shopper-2026' });
    expect(result.status).toBe(303);
    expect(result.location).toBe('/orderlist');
    expect(result.cookies.some((cookie) => /^at_aurora_localhost=ey/.test(cookie))).toBe(true);
    expect(result.cookies.some((cookie) => /^rt_aurora_localhost=/.test(cookie))).toBe(true);
  });

  it('shows the page again with every missing field named beside it (400)', async () => {
    const result = await postForm('/signin', 'aurora', { Login: '', Password: '' });
    expect(result.status).toBe(400);
    expect(fieldMessage(result.body, 'Login')).toBe('Email is required');
    expect(fieldMessage(result.body, 'Password')).toBe('Password is required');
  });

  it('keeps what was typed and says why a wrong password was refused', async () => {
    const result = await postForm('/signin', 'aurora', { Login: 'demo@aurora.example', Password: 'not-the-password' });
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expect(result.body).toContain('value="demo@aurora.example"');
    expect(fieldMessage(result.body, 'Password')).toBe('The email or password is not correct');
  });

  it('names every sign-up mistake at once, and signs a new customer in', async () => {
    const bad = await postForm('/signup', 'aurora', { FirstName: '', Email: 'not-an-email', Password: 'short', CustomerType: '1' });
    expect(bad.status).toBe(400);
    expect(fieldMessage(bad.body, 'FirstName')).toBe('First name is required');
    expect(fieldMessage(bad.body, 'Email')).toBe('Email must be a valid email');
    expect(fieldMessage(bad.body, 'Password')).toMatch(/at least/);
    expect(bad.body).toContain('value="not-an-email"');
    expect(bad.body).not.toContain('value="short"');

    const email = `nojs-${Date.now()}@example.com`;
    const good = await postForm('/signup', 'aurora', { FirstName: 'Noa', LastName: 'Script', Email: email, Password: 'Quiet-Harbour-2026', CustomerType: '1' });
    expect(good.status).toBe(303);
    expect(good.location).toBe('/account');
    expect(good.cookies.some((cookie) => /^at_aurora_localhost=ey/.test(cookie))).toBe(true);
  });
});

describe('every shopper form route', () => {
  const routes: Array<[string, Record<string, string>]> = [
    ['/signin', { Login: 'demo@aurora.example', Password: 'Shopper-2026' }],
    ['/signup', { FirstName: 'Eve', Email: 'eve@example.com', Password: 'Quiet-Harbour-2026' }],
  ];

  it.each(routes)('%s refuses a post from another site or from nowhere (403)', async (path, fields) => {
    expect((await postForm(path, 'aurora', fields, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await postForm(path, 'aurora', fields, { origin: 'null' })).status).toBe(403);
    expect((await postForm(path, 'aurora', fields, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await postForm(path, 'aurora', fields, { 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await postForm(path, 'aurora', fields, { origin: '', referer: 'http://evil.example/page' })).status).toBe(403);
    expect((await postForm(path, 'aurora', fields, { origin: '' })).status).toBe(403);
  });

  it.each(routes)('%s sends a closed store\'s post to its gate', async (path, fields) => {
    for (const store of ['atelier', 'vault']) {
      const result = await postForm(path, store, fields);
      expect(result.status).toBe(303);
      expect(result.location).toBe('/maintenance');
    }
  });

  it.each(routes)('%s takes only url-encoded forms', async (path) => {
    const host = 'aurora.localhost:3000';
    const result = await server.host.app.inject({ method: 'POST', url: path, headers: { host, origin: `http://${host}`, 'content-type': 'application/json' }, payload: '{"Login":"x"}' });
    expect(result.statusCode).toBe(415);
  });
});
