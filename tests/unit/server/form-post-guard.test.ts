/** The field count the form guard reads from a raw body before any parser does (decision 68). */
import { describe, expect, it } from 'vitest';
import { countFormFields } from '../../../server/host/form-post-guard';

const URL_ENCODED = 'application/x-www-form-urlencoded';

async function multipart(form: FormData) {
  const request = new Request('http://local/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

describe('countFormFields', () => {
  it('counts the pairs of a url-encoded body, as text or bytes', () => {
    expect(countFormFields('', URL_ENCODED)).toBe(0);
    expect(countFormFields('Name=Ann', URL_ENCODED)).toBe(1);
    expect(countFormFields('Name=Ann&Extras=a&Extras=b', URL_ENCODED)).toBe(3);
    expect(countFormFields(Buffer.from('a=&'.repeat(100_000)), URL_ENCODED)).toBe(100_001);
    // An escaped ampersand is part of a value, not a field.
    expect(countFormFields(new URLSearchParams({ Message: 'Salt & pepper' }).toString(), URL_ENCODED)).toBe(1);
  });

  it('counts the parts of a multipart body, files included', async () => {
    const form = new FormData();
    form.append('Name', 'Ann');
    form.append('Extras', 'a');
    form.append('Extras', 'b');
    form.append('Picture', new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' }));
    const { body, type } = await multipart(form);
    expect(countFormFields(body, type)).toBe(4);
    expect(countFormFields(body, 'multipart/form-data')).toBe(0);
  });

  it('reads a quoted boundary', () => {
    const body = Buffer.from('--b 1\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--b 1--\r\n');
    expect(countFormFields(body, 'multipart/form-data; boundary="b 1"')).toBe(1);
  });
});
