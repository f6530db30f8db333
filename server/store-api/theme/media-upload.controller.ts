/**
 * Owners' picture uploads for the studio's media library (docs/editor.md): `POST /Theme/UploadMedia
 * { FileName, Base64, Alt }` (THEME_CALLS.uploadMedia, with its 5 MB body limit). The file is taken for what its bytes say it is (PNG, JPEG, WebP, GIF,
 * AVIF; never SVG, which can carry script), decoded by sharp within a pixel limit, turned upright,
 * fitted within 2560 px and stored as WebP in the shared media table (so every instance of a fleet
 * serves it), under the store's folder with a content hash and its size in its name: the same picture
 * uploaded twice is one file, and a view reserves its shape before it loads. Its alt text is required and kept with it.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { imageKindOf, MAX_UPLOAD_BYTES, mediaSlug } from '../../../src/domain/media/image-sniff';
import { MAX_IMAGE_SIDE } from '../../../src/domain/media/image-modifiers';
import { sizedMediaName } from '../../../src/domain/media/media-size';
import type { Db } from '../platform/database/client';
import { media } from './theme.tables';
import { stores } from '../platform/platform.tables';
import { THEME_CALLS } from '../../../src/contracts/theme.contract';
import type { OwnerTokenService } from '../platform/owner-token.service';
import { callRegistrar, refused } from '../platform/register-call';

/** Pictures larger than this many pixels are refused before decoding (a decompression bomb costs nothing). */
const MAX_INPUT_PIXELS = 40_000_000;

export function registerMediaUpload(app: FastifyInstance, deps: { db: Db; tokens: OwnerTokenService }) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });
  register(THEME_CALLS.uploadMedia, async (body, { owner }) => {
    const bytes = Buffer.from(body.Base64, 'base64');
    if (bytes.length > MAX_UPLOAD_BYTES)
      return refused(400, `Invalid request: Base64 is too large: pictures may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`, [
        { field: 'Base64', message: 'Too large' },
      ]);
    if (!imageKindOf(bytes))
      return refused(400, 'Invalid request: Base64 must be a PNG, JPEG, WebP, GIF or AVIF picture', [
        { field: 'Base64', message: 'Not a picture the store takes' },
      ]);
    let webp: { data: Buffer; info: { width: number; height: number } };
    try {
      webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      return refused(400, 'Invalid request: Base64 is a picture that cannot be read (damaged, or too many pixels)', [
        { field: 'Base64', message: 'Unreadable picture' },
      ]);
    }
    const { WebID } = owner;
    const [store] = await deps.db.select({ name: stores.name }).from(stores).where(eq(stores.id, WebID));
    if (!store) return refused(404, 'No such store');
    // The name states the stored picture's size, so a view reserves its shape before it loads (media-size.ts).
    const hash = createHash('sha256').update(webp.data).digest('hex').slice(0, 10);
    const path = `${store.name}/uploads/${sizedMediaName(`${mediaSlug(body.FileName)}-${hash}`, 'webp', webp.info)}`;
    await deps.db
      .insert(media)
      .values({ path, storeId: WebID, contentType: 'image/webp', body: webp.data.toString('base64'), alt: body.Alt })
      .onConflictDoUpdate({ target: media.path, set: { alt: body.Alt } });
    return { image: `media://${path}`, alt: body.Alt };
  });
}
