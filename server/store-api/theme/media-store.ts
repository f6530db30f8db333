/**
 * A picture into the store's media library (docs/editor.md): taken for what its bytes say it is
 * (PNG, JPEG, WebP, GIF, AVIF; never SVG, which can carry script), decoded by sharp within a pixel
 * limit, turned upright, fitted within 2560 px and stored as WebP where the deployment keeps media
 * bytes (the shared media table, or an S3-compatible bucket: decision 105; either way every instance
 * of a fleet serves it), its row in the media table, under the store's folder with a content hash and its size in its
 * name: the same picture stored twice is one file, and a view reserves its shape before it loads.
 * The studio's uploads and a catalogue import's pictures (decision 87) both come in here.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { imageKindOf, MAX_UPLOAD_BYTES, mediaSlug } from '../../../src/domain/media/image-sniff';
import { MAX_IMAGE_SIDE } from '../../../src/domain/media/image-modifiers';
import { sizedMediaName } from '../../../src/domain/media/media-size';
import type { Db } from '../platform/database/client';
import type { MediaObjects } from '../platform/media-objects/media-objects';
import { stores } from '../platform/platform.tables';
import { media } from './theme.tables';

/** Pictures larger than this many pixels are refused before decoding (a decompression bomb costs nothing). */
const MAX_INPUT_PIXELS = 40_000_000;

export type StoredPicture =
  { ok: true; image: string } | { ok: false; reason: 'too-large' | 'not-a-picture' | 'unreadable' | 'no-store'; message: string };

export async function storePicture(
  deps: { db: Db; objects: MediaObjects },
  storeId: number,
  fileName: string,
  bytes: Buffer,
  alt: string,
): Promise<StoredPicture> {
  const { db, objects } = deps;
  if (bytes.length > MAX_UPLOAD_BYTES)
    return { ok: false, reason: 'too-large', message: `pictures may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB` };
  if (!imageKindOf(bytes)) return { ok: false, reason: 'not-a-picture', message: 'not a PNG, JPEG, WebP, GIF or AVIF picture' };
  let webp: { data: Buffer; info: { width: number; height: number } };
  try {
    webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { ok: false, reason: 'unreadable', message: 'a picture that cannot be read (damaged, or too many pixels)' };
  }
  const [store] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
  if (!store) return { ok: false, reason: 'no-store', message: 'No such store' };
  // The name states the stored picture's size, so a view reserves its shape before it loads (media-size.ts).
  const hash = createHash('sha256').update(webp.data).digest('hex').slice(0, 10);
  const path = `${store.name}/uploads/${sizedMediaName(`${mediaSlug(fileName)}-${hash}`, 'webp', webp.info)}`;
  // The bytes first, then the row naming them: a failure between leaves an object no page names
  // (under the store's folder, so it goes with the store), never a row whose picture is missing.
  await objects.put(path, webp.data, 'image/webp');
  // The database adapter's put wrote the row with its bytes; an S3 one leaves the row's body empty.
  await db
    .insert(media)
    .values({ path, storeId, contentType: 'image/webp', body: '', alt })
    .onConflictDoUpdate({ target: media.path, set: { alt, storeId } });
  return { ok: true, image: `media://${path}` };
}
