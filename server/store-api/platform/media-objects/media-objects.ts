/**
 * The port a media file's bytes go through (decision 105). The `media` row keeps what the store knows
 * of a picture (its path, store, type and alt text); the bytes live where the deployment's adapter puts
 * them: in that row (theme/database-media-objects.ts, the default) or in an S3-compatible bucket
 * (s3-media-objects.ts, MEDIA_S3_BUCKET and its fellows). A key is the media path (`aurora/uploads/x.webp`),
 * so a store's objects all lie under `<store name>/` and go with it.
 */
import type { Readable } from 'node:stream';

export interface MediaObject {
  contentType: string;
  body: Buffer;
}

export interface MediaObjectStream {
  contentType: string;
  body: Readable;
  /** Its size in bytes, when the store says it. */
  length: number | undefined;
}

export interface MediaObjects {
  /** Where the bytes lie, for logs and the docs: `database` or `s3`. */
  readonly kind: 'database' | 's3';
  /** Writes the object at `key`, replacing one there. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object at `key`, whole, or null when there is none. */
  get(key: string): Promise<MediaObject | null>;
  /** The object at `key` as a stream (served as it arrives), or null when there is none. */
  open(key: string): Promise<MediaObjectStream | null>;
  /** Removes the object at `key`; none there is no error. */
  delete(key: string): Promise<void>;
  /** The keys that begin with `prefix`, in key order. */
  keysUnder(prefix: string): Promise<string[]>;
  /** Removes every object whose key begins with `prefix` (a store's `<name>/`); how many went. */
  deleteUnder(prefix: string): Promise<number>;
}

/** A store's objects all lie under its name (media-store.ts names every path so). */
export const storeMediaPrefix = (storeName: string) => `${storeName}/`;
