/**
 * A form post flooded with fields (decision 68): one anonymous post of `a=&` repeated used to hold
 * the event loop for 20 s (a form reader copied its list of values on every repeat), and every
 * store with it. Each form the host reads refuses such a post at once, unread, and the health call
 * sent beside it answers as quickly. The bound is generous (the old build took 20 s and more): it
 * holds on a loaded machine half as fast.
 */
import { describe, expect, it } from 'vitest';
import { startSsrHostForFile } from './support/ssr-host';

const server = startSsrHostForFile();

const QUICK_MS = 1500;
const FLOOD = 100_000;

const FORMS = [
  { path: '/contact?store=aurora', head: '__wx_source=contact&Name=x&Email=x%40x.example&Message=hello&' },
  { path: '/maintenance?store=vault', head: 'password=x&' },
  { path: '/signin?store=aurora', head: 'Login=x%40x.example&Password=x&' },
];

const FLOODS = {
  'one name repeated': 'a=&'.repeat(FLOOD),
  'distinct names': Array.from({ length: FLOOD }, (_, i) => `f${i}=`).join('&'),
};

let address = 0;
async function timed(path: string, init: RequestInit = {}) {
  const start = performance.now();
  const response = await fetch(`${server.origin}${path}`, { redirect: 'manual', ...init });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - start };
}

/** A post from a page of the host itself, as the browser sends the form. */
const post = (path: string, body: string) =>
  timed(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.origin,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': `198.51.100.${++address}`,
    },
    body,
  });

describe('a form post flooded with fields', () => {
  for (const form of FORMS)
    for (const [flood, fields] of Object.entries(FLOODS))
      it(`POST ${form.path.split('?')[0]} with ${FLOOD.toLocaleString('en')} fields (${flood}) is refused at once, and /healthz beside it stays quick`, async () => {
        const posted = post(form.path, form.head + fields);
        // Sent while the post is read: a reader that holds the event loop holds this answer too.
        const health = new Promise((resolve) => setTimeout(resolve, 10)).then(() => timed('/healthz'));
        const [answer, healthz] = await Promise.all([posted, health]);
        expect(answer.status).toBe(413);
        expect(answer.text).toMatch(/so it was not read/);
        expect(answer.ms).toBeLessThan(QUICK_MS);
        expect(healthz.status).toBe(200);
        expect(healthz.ms).toBeLessThan(QUICK_MS);
      });

  it('counts the fields of a post within the size limit before reading it', async () => {
    const contact = await post('/contact?store=aurora', FORMS[0]!.head + 'a=&'.repeat(2_000));
    expect([contact.status, contact.text]).toEqual([413, 'This form has more fields than it can have (902 at most), so it was not read.']);
    expect((await post('/maintenance?store=vault', 'password=x&' + 'a=&'.repeat(20))).status).toBe(413);
    expect((await post('/signin?store=aurora', FORMS[2]!.head + 'a=&'.repeat(3_000))).status).toBe(413);
  });

  it('still reads a forms-section post with every box of its fields ticked', async () => {
    // 30 fields of 30 choices each and the two naming the form: the most a forms section can post.
    const ticked = Array.from({ length: 30 * 30 }, (_, i) => `Field${i % 30}=Choice${i}`).join('&');
    const answer = await post('/contact?store=aurora', `__wx_source=form&__wx_form=temp-nosuchform&${ticked}`);
    expect(answer.status).toBe(303);
  });
});
