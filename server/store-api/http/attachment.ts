/**
 * Sends stored bytes as a download: never shown inline (an uploaded HTML or SVG file must not run on
 * the store API's origin), with the type the uploader's browser named when it is a well-formed MIME
 * type, and the file's name both plainly (ASCII) and in RFC 5987 form for any other letters.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/i;

export function attachmentType(contentType: string): string {
  return MIME.test(contentType) ? contentType.toLowerCase() : 'application/octet-stream';
}

export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_').trim() || 'download';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function sendAttachment(reply: FastifyReply, file: { fileName: string; contentType: string; data: Buffer | Readable }) {
  return reply
    .header('content-type', attachmentType(file.contentType))
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.data);
}
