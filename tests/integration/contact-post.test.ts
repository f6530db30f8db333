/**
 * POST /contact, the no-JavaScript path of every form: url-encoded and multipart posts reach the
 * store API and come back as a 303 to the page with the outcome in the query.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formFiles, formSubmissions } from '../../server/store-api/db/schema';
import { parseFormOutcome } from '../../src/domain/forms/form-outcome';
import { startStoreApiWithOpenStores } from './support/test-server';

// Atelier's forms section is the one with every field kind; the seed keeps the store in maintenance.
const server = startStoreApiWithOpenStores(['atelier']);

let address = 0;
/** A post as the browser sends a form of the host's own page; `from` replaces its origin headers. */
async function post(host: string, referer: string | undefined, form: URLSearchParams | FormData, from?: Record<string, string>) {
  const request = new Request('http://local/contact', { method: 'POST', body: form });
  const response = await server.host.app.inject({
    method: 'POST',
    url: '/contact',
    headers: {
      host,
      'content-type': request.headers.get('content-type')!,
      'x-forwarded-for': `192.0.2.${++address}`,
      ...(from ?? { origin: `http://${host}`, 'sec-fetch-site': 'same-origin' }),
      ...(referer ? { referer } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  const location = String(response.headers.location ?? '');
  return {
    status: response.statusCode,
    body: response.body,
    location,
    outcome: parseFormOutcome(new URL(location, 'http://x').searchParams),
  };
}

const submissionCount = async () => (await server.host.database!.db.select({ id: formSubmissions.id }).from(formSubmissions)).length;

const latest = async () => (await server.host.database!.db.select().from(formSubmissions).orderBy(formSubmissions.id)).at(-1);

describe('POST /contact', () => {
  it('stores a url-encoded contact message and redirects back to the page with 303', async () => {
    const form = new URLSearchParams({
      __wx_source: 'contact',
      __wx_form: 'temp-contactpage',
      Name: 'Ann',
      Email: 'ann@example.com',
      Message: 'Please call me back.',
    });
    const result = await post('aurora.localhost', 'http://aurora.localhost/contact?ref=menu', form);
    expect(result.status).toBe(303);
    expect(result.location).toBe('/contact?ref=menu&form=temp-contactpage&form_status=sent#temp-contactpage-form');
    expect(await latest()).toMatchObject({ source: 'contact', pagePath: '/contact', sectionId: 'temp-contactpage' });
  });

  it('sends the field errors back as codes for the page to word', async () => {
    const form = new URLSearchParams({
      __wx_source: 'contact',
      __wx_form: 'temp-contactpage',
      Name: '',
      Email: 'nope',
      Message: 'Hi there, a question.',
    });
    const result = await post('aurora.localhost', 'http://aurora.localhost/contact?form=old&form_status=sent', form);
    expect(result.outcome).toEqual({
      formId: 'temp-contactpage',
      status: 'invalid',
      errors: [
        { field: 'Name', code: 'required' },
        { field: 'Email', code: 'email' },
      ],
    });
    expect(result.location.match(/form_status/g)).toHaveLength(1);
  });

  it('stores a multipart forms-section post with its file and ticked boxes', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      __wx_source: 'form',
      __wx_form: 'temp-ateform00007',
      'Your name': 'Ann',
      Email: 'ann@example.com',
      Piece: 'Vase',
      Details: 'Tall',
    }))
      form.append(key, value);
    form.append('Extras', 'Gift wrap');
    form.append('Extras', 'Personal stamp');
    form.append('Reference picture', new File([new Uint8Array([137, 80, 78, 71])], 'sketch.png', { type: 'image/png' }));
    const result = await post('atelier.localhost', 'http://atelier.localhost/', form);
    expect(result.outcome).toEqual({ formId: 'temp-ateform00007', status: 'sent' });
    const row = await latest();
    expect(row?.fields).toContainEqual({ fieldName: 'Extras', value: ['Gift wrap', 'Personal stamp'] });
    const [file] = await server.host.database!.db.select().from(formFiles).where(eq(formFiles.submissionId, row!.id));
    expect(file).toMatchObject({ fileName: 'sketch.png', size: 4, dataBase64: 'iVBORw==' });
  });

  it('treats an empty file input as no file', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      __wx_source: 'form',
      __wx_form: 'temp-ateform00007',
      'Your name': 'Bo',
      Email: 'bo@example.com',
      Piece: 'Mug',
      Details: 'One',
    }))
      form.append(key, value);
    form.append('Reference picture', new File([], '', { type: 'application/octet-stream' }));
    expect((await post('atelier.localhost', 'http://atelier.localhost/', form)).outcome?.status).toBe('sent');
  });

  it('never redirects to another site, and reports a post it cannot use as failed', async () => {
    const foreign = await post(
      'aurora.localhost',
      'https://evil.example/phish',
      new URLSearchParams({ __wx_source: 'subscribe', Email: 'ann@example.com' }),
    );
    expect(foreign.location).toBe('/contact?form=contact&form_status=sent#contact-form');
    const noSource = await post('aurora.localhost', undefined, new URLSearchParams({ Email: 'ann@example.com' }));
    expect(noSource.outcome?.status).toBe('failed');
    const unknownStore = await post(
      'nobody.localhost',
      undefined,
      new URLSearchParams({ __wx_source: 'subscribe', Email: 'ann@example.com' }),
    );
    expect(unknownStore.outcome?.status).toBe('failed');
  });

  it("refuses a post from another site's page (403) and the owner's inbox stays as it was", async () => {
    const before = await submissionCount();
    const message = new URLSearchParams({
      __wx_source: 'contact',
      __wx_form: 'temp-contactpage',
      Name: 'Mallory',
      Email: 'mallory@evil.example',
      Message: 'Sent through a visitor of evil.example.',
    });
    const crossSite = await post('aurora.localhost', 'http://evil.example/', message, {
      origin: 'http://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect([crossSite.status, crossSite.body]).toEqual([
      403,
      'This form was sent from another site, so it was not accepted. Open the page again and send it from there.',
    ]);
    // An older browser that sends only the Origin, and a post that says nothing of where it came from.
    expect((await post('aurora.localhost', undefined, message, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await post('aurora.localhost', undefined, message, {})).status).toBe(403);
    expect(await submissionCount()).toBe(before);
  });
});
