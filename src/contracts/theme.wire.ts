/**
 * The Theme Studio's requests in the store API's names (SaveDraft, RestoreVersion, UploadMedia,
 * LinkTargets), from the studio's words. Typed by the schemas the server validates with
 * (theme.contract.ts), zod-free at run time like every mapper (docs/decisions.md, "Store API contracts").
 */
import type { z } from 'zod';
import type { LinkTargetType } from '../domain/sections/link-target';
import type { ThemeDocument } from '../domain/theme/theme-document';
import type { linkTargetsQuery, restoreBody, saveDraftBody, ThemeDocumentWire, uploadMediaBody } from './theme.contract';

/**
 * The document as it was edited. Its settings are the owner's raw values (unknown to the studio's
 * types); the server names any that is not a plain value in its 400.
 */
export const saveDraftToWire = (themeData: ThemeDocument, revision: number): z.input<typeof saveDraftBody> => ({
  ThemeData: { ...themeData, settings: themeData.settings as ThemeDocumentWire['settings'] },
  Revision: revision,
});

export const restoreVersionToWire = (versionId: number): z.input<typeof restoreBody> => ({ VersionID: versionId });

export const uploadMediaToWire = (input: { fileName: string; base64: string; alt: string }): z.input<typeof uploadMediaBody> => ({
  FileName: input.fileName,
  Base64: input.base64,
  Alt: input.alt,
});

/** The query of GET /Theme/LinkTargets (every value is text in a URL). */
export const linkTargetsQueryToWire = (type: LinkTargetType, search: string): z.input<typeof linkTargetsQuery> => ({
  Type: String(type),
  Search: search,
});

/** The same query as its query string. */
export function linkTargetsToWire(type: LinkTargetType, search: string): string {
  return new URLSearchParams(linkTargetsQueryToWire(type, search) as Record<string, string>).toString();
}
