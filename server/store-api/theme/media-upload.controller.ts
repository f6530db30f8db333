/**
 * Owners' picture uploads for the studio's media library (docs/editor.md): `POST /Theme/UploadMedia
 * { FileName, Base64, Alt }` (THEME_CALLS.uploadMedia, with its 5 MB body limit), stored by
 * media-store.ts. Its alt text is required and kept with it.
 */
import type { FastifyInstance } from 'fastify';
import { THEME_CALLS } from '../../../src/contracts/theme.contract';
import type { Db } from '../platform/database/client';
import type { MediaObjects } from '../platform/media-objects/media-objects';
import type { OwnerTokenService } from '../platform/owner-token.service';
import { callRegistrar, refused } from '../platform/register-call';
import { storePicture } from './media-store';

const FIELD_MESSAGES = {
  'too-large': 'Too large',
  'not-a-picture': 'Not a picture the store takes',
  unreadable: 'Unreadable picture',
} as const;

export function registerMediaUpload(app: FastifyInstance, deps: { db: Db; objects: MediaObjects; tokens: OwnerTokenService }) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });
  register(THEME_CALLS.uploadMedia, async (body, { owner }) => {
    const stored = await storePicture(deps, owner.WebID, body.FileName, Buffer.from(body.Base64, 'base64'), body.Alt);
    if (stored.ok) return { image: stored.image, alt: body.Alt };
    if (stored.reason === 'no-store') return refused(404, stored.message);
    const message = stored.reason === 'not-a-picture' ? 'must be a PNG, JPEG, WebP, GIF or AVIF picture' : `is ${stored.message}`;
    return refused(400, `Invalid request: Base64 ${stored.reason === 'too-large' ? `is too large: ${stored.message}` : message}`, [
      { field: 'Base64', message: FIELD_MESSAGES[stored.reason] },
    ]);
  });
}
