/**
 * Owners' picture uploads: taken for what their bytes are, re-encoded and fitted by the
 * image pipeline, stored in the shared media table with their alt text, listed in the studio's media
 * library and served at /media like every store picture. Nothing but a picture, and nothing without
 * alt text, is stored.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaSizeOf } from '../../src/domain/media/media-size';
import { identityCalls } from './support/identity-calls';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();
const { call, guest, ownerToken } = identityCalls(server);

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b45309' } })
    .png()
    .toBuffer();
const upload = (token: string | null, body: Record<string, unknown>) => call('/Theme/UploadMedia', { token, body });

describe('POST /Theme/UploadMedia', () => {
  it('stores a picture as WebP within 2560 px, named with its size, with its alt text, in the library and at /media', async () => {
    const owner = await ownerToken('aurora');
    const answer = await upload(owner, {
      FileName: 'Summer Lookbook Cover.PNG',
      Base64: (await png(3000, 1500)).toString('base64'),
      Alt: 'Three linen dresses on a rail',
    });
    expect(answer.status).toBe(200);
    const image = answer.body.data.image as string;
    // Its name states the stored picture's size, so a section reserves its shape before it loads.
    expect(image).toMatch(/^media:\/\/aurora\/uploads\/summer-lookbook-cover-[0-9a-f]{10}-2560x1280\.webp$/);
    expect(mediaSizeOf(image)).toEqual({ width: 2560, height: 1280 });
    expect(answer.body.data.alt).toBe('Three linen dresses on a rail');

    const served = await fetch(`${server.origin}/media/${image.slice('media://'.length)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2560, height: 1280 });

    const library = await call('/Theme/Media', { token: owner });
    expect(library.body.data.images).toContain(image);
    // The same picture again is the same file.
    const again = await upload(owner, {
      FileName: 'Summer Lookbook Cover.PNG',
      Base64: (await png(3000, 1500)).toString('base64'),
      Alt: 'Dresses',
    });
    expect(again.body.data.image).toBe(image);
  });

  it("refuses what is not a picture (an SVG, text with a picture's name), no alt text, and anyone but an owner", async () => {
    const owner = await ownerToken('aurora');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
    for (const [body, field] of [
      [{ FileName: 'logo.svg', Base64: svg, Alt: 'Logo' }, 'Base64'],
      [{ FileName: 'photo.png', Base64: Buffer.from('not a picture at all').toString('base64'), Alt: 'Photo' }, 'Base64'],
      [{ FileName: 'photo.png', Base64: (await png(10, 10)).toString('base64'), Alt: '   ' }, 'Alt'],
      [{ FileName: 'photo.png', Base64: 'not base64!', Alt: 'Photo' }, 'Base64'],
      [{ FileName: '', Base64: (await png(10, 10)).toString('base64'), Alt: 'Photo' }, 'FileName'],
    ] as const) {
      const answer = await upload(owner, body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.body.message).toContain(field);
    }
    const picture = (await png(10, 10)).toString('base64');
    expect((await upload(null, { FileName: 'a.png', Base64: picture, Alt: 'A' })).status).toBe(401);
    expect((await upload((await guest('aurora')).accessToken, { FileName: 'a.png', Base64: picture, Alt: 'A' })).status).toBe(401);
  });

  it("keeps each store's uploads in its own folder and library", async () => {
    const answer = await upload(await ownerToken('nordic'), {
      FileName: 'chair.png',
      Base64: (await png(40, 40)).toString('base64'),
      Alt: 'An oak chair',
    });
    expect(answer.body.data.image).toMatch(/^media:\/\/nordic\/uploads\//);
    expect((await call('/Theme/Media', { token: await ownerToken('aurora') })).body.data.images).not.toContain(answer.body.data.image);
  });
});
