/**
 * The Theme Studio's theme calls, all owner-only and scoped by the owner token's store:
 * GET /Theme/GetDraft, POST /Theme/SaveDraft, POST /Theme/Publish, GET /Theme/ListVersions,
 * POST /Theme/RestoreVersion, GET /Theme/Media, POST /Theme/PreviewAccess. Saved drafts are sanitised (owner HTML) before they
 * are stored, so the preview link never serves unsafe markup either.
 */
import type { FastifyInstance } from 'fastify';
import { mapSectionLists, parseThemeDocument } from '../../../src/domain/theme/theme-document';
import { ok, parseOr400, sendError } from '../http/envelope';
import { ownerGuard, ownerOf } from '../platform/owner-guard';
import type { OwnerClaims, OwnerTokenService } from '../platform/owner-token.service';
import { sanitizeThemeSections } from '../platform/sanitize-theme-html';
import { PREVIEW_TOKEN_TTL_SECONDS } from '../platform/token.service';
import type { PreviewKeys } from './preview-key';
import { restoreBody, saveDraftBody, type ThemeDocumentPayload } from '../../../src/contracts/theme.contract';
import type { EditableTheme, ThemeRepository } from './theme.repository';
import type { CustomPageRepository } from '../pages/custom-page.repository';

export interface ThemeControllerDeps {
  themes: ThemeRepository;
  tokens: OwnerTokenService;
  previewKeys: PreviewKeys;
  /** Signs the editor frame's read-only catalogue token for a store (token.service.ts issuePreview). */
  issuePreviewToken: (webID: number) => Promise<string>;
  /** Called after a save or publish so cached store answers (GetWebInfo, preview) do not outlive it, on any instance. */
  onThemeChanged: (webID: number) => Promise<void>;
  /** Who the signed-in owner is, for the versions list (owner-email.ts). */
  ownerEmail: (owner: OwnerClaims) => Promise<string | null>;
  /** The store's custom pages: their sections join the draft, publishing publishes them. */
  pages: Pick<CustomPageRepository, 'rowSections' | 'publish'>;
  /** After pages went live: flat-URL resolution and the sitemap are forgotten on every instance. */
  onPagesChanged: (webID: number) => Promise<void>;
}

function sanitizedJson(doc: ThemeDocumentPayload): string {
  return JSON.stringify(mapSectionLists(parseThemeDocument(JSON.stringify(doc)), sanitizeThemeSections));
}

/**
 * The draft as the studio edits it. A custom page the theme holds no sections for yet (one made
 * before pages were edited in the studio) shows the sections its row has, which the storefront shows.
 */
async function draftAnswer(webID: number, theme: EditableTheme, deps: ThemeControllerDeps) {
  const doc = parseThemeDocument(theme.draft?.themeData ?? theme.published);
  const keys = deps.previewKeys;
  return {
    themeID: theme.themeID,
    name: theme.name,
    themeData: { ...doc, pages: { ...(await deps.pages.rowSections(webID)), ...doc.pages } },
    themeCSS: theme.themeCSS,
    revision: theme.draft?.revision ?? 0,
    savedAt: theme.draft?.updatedAt.toISOString() ?? null,
    hasUnpublishedChanges: theme.draft !== null && theme.draft.themeData !== theme.published,
    previewKey: keys.sign(webID, theme.themeID, theme.previewGeneration),
  };
}

export function registerThemeController(app: FastifyInstance, deps: ThemeControllerDeps) {
  const guard = { preHandler: ownerGuard(deps.tokens) };
  const noTheme = 'This store has no theme to edit';

  app.get('/Theme/GetDraft', guard, async (request, reply) => {
    const { WebID } = ownerOf(request);
    const theme = await deps.themes.editable(WebID);
    if (!theme) return sendError(reply, 404, noTheme);
    return ok(await draftAnswer(WebID, theme, deps));
  });

  app.post('/Theme/SaveDraft', guard, async (request, reply) => {
    const body = parseOr400(saveDraftBody, request.body, reply);
    if (!body) return reply;
    const { WebID } = ownerOf(request);
    const theme = await deps.themes.editable(WebID);
    if (!theme) return sendError(reply, 404, noTheme);
    const themeData = sanitizedJson(body.ThemeData);
    const saved = await deps.themes.saveDraft(WebID, theme.themeID, themeData, body.Revision);
    if (!saved) return sendError(reply, 409, 'The draft was changed elsewhere (another tab?)');
    await deps.onThemeChanged(WebID);
    return ok({ revision: saved.revision, savedAt: saved.updatedAt.toISOString(), themeData: JSON.parse(themeData) as unknown });
  });

  app.post('/Theme/Publish', guard, async (request, reply) => {
    const { WebID } = ownerOf(request);
    const theme = await deps.themes.editable(WebID);
    if (!theme) return sendError(reply, 404, noTheme);
    const publishedBy = (await deps.ownerEmail(ownerOf(request))) ?? '';
    const themeData = theme.draft?.themeData ?? theme.published;
    const version = await deps.themes.publish(WebID, theme.themeID, themeData, publishedBy, await deps.pages.rowSections(WebID));
    // The store's pages the published theme holds sections for are live from now on (found at their slug, in the sitemap).
    if (await deps.pages.publish(WebID, Object.keys(parseThemeDocument(themeData).pages).map(Number))) await deps.onPagesChanged(WebID);
    await deps.onThemeChanged(WebID);
    return ok({ versionID: version.versionID, publishedAt: version.publishedAt.toISOString() }, 'Published');
  });

  app.get('/Theme/ListVersions', guard, async (request, reply) => {
    const { WebID } = ownerOf(request);
    const theme = await deps.themes.editable(WebID);
    if (!theme) return sendError(reply, 404, noTheme);
    const versions = await deps.themes.versions(WebID, theme.themeID);
    return ok({
      versions: versions.map((v) => ({
        versionID: v.versionID,
        publishedAt: v.publishedAt.toISOString(),
        publishedBy: v.publishedBy,
        note: v.note,
      })),
    });
  });

  app.post('/Theme/RestoreVersion', guard, async (request, reply) => {
    const body = parseOr400(restoreBody, request.body, reply);
    if (!body) return reply;
    const { WebID } = ownerOf(request);
    // Another store's version id is simply "not found": the query is scoped by the owner's store.
    const version = await deps.themes.version(WebID, body.VersionID);
    if (!version) return sendError(reply, 404, 'No such version');
    const saved = await deps.themes.saveDraft(WebID, version.themeId, version.themeData, undefined);
    const theme = await deps.themes.editable(WebID);
    if (!saved || !theme) return sendError(reply, 404, noTheme);
    await deps.onThemeChanged(WebID);
    return ok(await draftAnswer(WebID, theme, deps), 'Restored into the draft: publish to make it live');
  });

  // Every preview link shared so far stops working; the answer carries the new key for the studio's
  // own frame and the link to share from now on.
  app.post('/Theme/RevokePreviewLinks', guard, async (request, reply) => {
    const { WebID } = ownerOf(request);
    const theme = await deps.themes.editable(WebID);
    if (!theme) return sendError(reply, 404, noTheme);
    const generation = await deps.themes.revokePreviewLinks(WebID, theme.themeID);
    if (generation === null) return sendError(reply, 404, noTheme);
    // Every instance forgets the store's cached lookups, which were made with the old key.
    await deps.onThemeChanged(WebID);
    return ok({ previewKey: deps.previewKeys.sign(WebID, theme.themeID, generation) }, 'Earlier preview links no longer open the draft');
  });

  // The studio hands this token to its editor frame over the origin-checked message channel: the
  // frame reads the catalogue with it and needs no cookie, which a browser blocks in a frame of
  // another site.
  app.post('/Theme/PreviewAccess', guard, async (request) => {
    const { WebID } = ownerOf(request);
    return ok({ token: await deps.issuePreviewToken(WebID), expiresInSeconds: PREVIEW_TOKEN_TTL_SECONDS });
  });

  app.get('/Theme/Media', guard, async (request) => {
    const { WebID } = ownerOf(request);
    const paths = await deps.themes.images(WebID);
    return ok({ images: paths.map((path) => `media://${path}`) });
  });
}
