/**
 * POST /Form/Submit and GET /Form/GetSubmission on the embedded store API (PGlite, or PostgreSQL
 * with TEST_DATABASE_URL): what lands in the database, validation against the form's own fields,
 * tenancy, malformed payloads and the per-address rate limit.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formFiles, formSubmissions } from '../../server/store-api/db/schema';
import { FORM_RATE_LIMIT } from '../../server/store-api/forms/forms.controller';
import { startStoreApiWithOpenStores } from './support/test-server';

// Atelier's forms section is the one with every field kind; the seed keeps the store in maintenance.
const server = startStoreApiWithOpenStores(['atelier']);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- envelopes of many shapes
type Any = any;
let addressCounter = 0;
/** Each test posts from its own address, so the rate limit of one test never trips another. */
const freshAddress = () => `198.51.100.${++addressCounter}`;

async function call(path: string, init: RequestInit & { token?: string; address?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  headers.set('x-forwarded-for', init.address ?? freshAddress());
  const response = await fetch(`${server.baseUrl}${path}`, { ...init, headers });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as { status: number; message: string; data: Any },
  };
}

const tokens = new Map<string, string>();
async function guestToken(domain: string): Promise<string> {
  if (!tokens.has(domain)) tokens.set(domain, (await call(`/Web/GetWebInfo?Domain=${domain}`)).body.data.tokens.accessToken);
  return tokens.get(domain)!;
}

const submit = async (domain: string, body: unknown, address?: string) =>
  call('/Form/Submit', {
    method: 'POST',
    token: await guestToken(domain),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(address ? { address } : {}),
  });

const CONTACT = {
  source: 'contact',
  pagePath: '/contact',
  fields: [
    { fieldName: 'Name', value: 'Ann' },
    { fieldName: 'Email', value: 'ann@example.com' },
    { fieldName: 'Message', value: 'Is the linen dress lined?' },
  ],
};
const COMMISSION = (extra: Any[] = []) => ({
  source: 'form',
  sectionId: 'temp-ateform00007',
  pagePath: '/',
  fields: [
    { fieldName: 'Your name', value: 'Ann' },
    { fieldName: 'Email', value: 'ann@example.com' },
    { fieldName: 'Piece', value: 'Bowl' },
    { fieldName: 'Details', value: 'Two, oat glaze' },
    ...extra,
  ],
});

describe('POST /Form/Submit', () => {
  it('stores a contact message in form_submissions, scoped to the store', async () => {
    const { status, body } = await submit('aurora.localhost', CONTACT);
    expect(status).toBe(200);
    expect(body.message).toBe('Operation completed successfully');
    const [row] = await server.host.database!.db.select().from(formSubmissions).where(eq(formSubmissions.id, body.data.submissionID));
    const aurora = (await call('/Web/GetWebInfo?Domain=aurora')).body.data.webID;
    expect(row).toMatchObject({ storeId: aurora, source: 'contact', pagePath: '/contact', receipt: body.data.receipt });
    expect(row?.fields.map((f) => f.fieldName)).toEqual(['Name', 'Email', 'Message']);
  });

  it('keeps a file in form_files and only its name, type and size in the submission', async () => {
    const base64 = Buffer.from('GIF89a tiny picture').toString('base64');
    const { status, body } = await submit(
      'atelier.localhost',
      COMMISSION([{ fieldName: 'Reference picture', value: '', file: { name: 'ref.gif', type: 'image/gif', base64 } }]),
    );
    expect(status).toBe(200);
    const db = server.host.database!.db;
    const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, body.data.submissionID));
    expect(row?.sectionId).toBe('temp-ateform00007');
    expect(JSON.stringify(row?.fields)).not.toContain(base64);
    const files = await db.select().from(formFiles).where(eq(formFiles.submissionId, body.data.submissionID));
    expect(files).toEqual([
      expect.objectContaining({
        fieldName: 'Reference picture',
        fileName: 'ref.gif',
        contentType: 'image/gif',
        size: 19,
        dataBase64: base64,
      }),
    ]);
  });

  it('answers 400 naming a missing mandatory field, even when the request leaves the field out', async () => {
    const { status, body } = await submit('atelier.localhost', {
      ...COMMISSION(),
      fields: COMMISSION().fields.filter((f) => f.fieldName !== 'Details'),
    });
    expect(status).toBe(400);
    expect(body.message).toBe('Invalid form: Details');
    expect(body.data.errors).toEqual([{ field: 'Details', message: 'Details is required', code: 'required' }]);
  });

  it('refuses a tampered field set: invented fields, a value outside the options, a second copy', async () => {
    const { status, body } = await submit(
      'atelier.localhost',
      COMMISSION([
        { fieldName: 'Price', value: '0' },
        { fieldName: 'Glaze', value: 'Gold leaf' },
        { fieldName: 'Email', value: 'b@example.com' },
      ]),
    );
    expect(status).toBe(400);
    expect(body.data.errors.map((e: Any) => `${e.field}:${e.code}`).sort()).toEqual([
      'Email:duplicateField',
      'Glaze:notAnOption',
      'Price:unknownField',
    ]);
  });

  it("never finds another store's form or submission", async () => {
    const foreign = await submit('aurora.localhost', COMMISSION());
    expect(foreign.status).toBe(400);
    expect(foreign.body.data.errors[0]).toMatchObject({ field: 'sectionId' });
    const mine = await submit('atelier.localhost', COMMISSION());
    const read = async (domain: string) =>
      call(`/Form/GetSubmission?Receipt=${mine.body.data.receipt}`, { token: await guestToken(domain) });
    expect((await read('atelier.localhost')).body.data.fields[2]).toEqual({ fieldName: 'Piece', value: 'Bowl' });
    expect((await read('aurora.localhost')).status).toBe(404);
  });

  it('answers malformed payloads with a 4xx naming the field, never a 5xx', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'source'],
      [{ ...CONTACT, source: 'newsletter' }, 'source'],
      [{ source: 'form', fields: [] }, 'sectionId'],
      [{ ...CONTACT, sectionId: '<script>' }, 'sectionId'],
      [{ ...CONTACT, pagePath: '//evil.example' }, 'pagePath'],
      [{ ...CONTACT, fields: 'all of them' }, 'fields'],
      [{ ...CONTACT, fields: [{ fieldName: '', value: 'x' }] }, 'fields.0.fieldName'],
      [{ ...CONTACT, fields: [{ fieldName: 'Name', value: { $ne: 1 } }] }, 'fields.0.value'],
    ];
    for (const [payload, field] of cases) {
      const { status, body } = await submit('aurora.localhost', payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.data.errors.map((e: Any) => e.field)).toContain(field);
    }
    const token = await guestToken('aurora.localhost');
    const broken = await call('/Form/Submit', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: '{"source":',
    });
    expect(broken.status).toBe(400);
    const noToken = await call('/Form/Submit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CONTACT),
    });
    expect(noToken.status).toBe(401);
    expect((await call('/Form/GetSubmission?Receipt=x', { token })).status).toBe(400);
  });

  it('limits submissions per address with a 429 and Retry-After', async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < FORM_RATE_LIMIT.max; i += 1) {
      expect((await submit('aurora.localhost', CONTACT, address)).status).toBe(200);
    }
    const limited = await submit('aurora.localhost', CONTACT, address);
    expect(limited.status).toBe(429);
    expect(limited.body.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many submissions/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await submit('aurora.localhost', CONTACT, '203.0.113.10')).status).toBe(200);
  });
});
