/**
 * What a file is, from its first bytes rather than its name (uploads are checked by
 * content). Only raster formats the image pipeline re-encodes are taken; SVG is refused on upload
 * because it can carry script.
 */
export type UploadImageKind = 'png' | 'jpeg' | 'webp' | 'gif' | 'avif';

/** Largest picture an owner may upload, before it is resized and re-encoded. */
export const MAX_UPLOAD_BYTES = 3 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, at: number, signature: readonly number[]) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function imageKindOf(bytes: Uint8Array): UploadImageKind | null {
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'webp';
  if (startsWith(bytes, 0, ascii('GIF87a')) || startsWith(bytes, 0, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, 4, ascii('ftypavif')) || startsWith(bytes, 4, ascii('ftypavis'))) return 'avif';
  return null;
}

/** A file name as the stored picture's name: lower-case words joined by hyphens, at most 60 characters. */
export function mediaSlug(fileName: string): string {
  const base = fileName
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const slug = base
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'picture';
}
