/**
 * The Theme Studio's theme calls (THEME_CALLS in theme.contract.ts, docs/decisions.md 79), all
 * owner-only and scoped by the owner token's store: the draft, saving it, publishing, the versions
 * and restoring one, revoking preview links, the frame's preview access and the media library.
 * Saved drafts are sanitised (owner HTML) before they are stored, so the preview link never serves
 * unsafe markup either.
 */
import type { FastifyInstance } from 'fastify';
import { mapSectionLists, parseThemeDocument } from '../../../src/domain/theme/theme-document';
import type { OwnerClaims, OwnerTokenService } from '../platform/owner-token.service';
import { auditTrail, skipAudit } from '../platform/audit-trail';
import { answered, callRegistrar, refused } from '../platform/register-call';
import { sanitizeThemeSections } from '../platform/sanitize-theme-html';
import { PREVIEW_TOKEN_TTL_SECONDS } from '../platform/token.service';
import type { PreviewKeys } from './preview-key';
import { THEME_CALLS, type StudioDraftWire, type ThemeDocumentPayload } from '../../../src/contracts/theme.contract';
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
async function draftAnswer(webID: number, theme: EditableTheme, deps: ThemeControllerDeps): Promise<StudioDraftWire> {
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
  const register = callRegistrar(app, { ownerTokens: deps.tokens });
  const noTheme = () => refused(404, 'This store has no theme to edit');

  register(THEME_CALLS.getDraft, async (_input, { owner }) => {
    const theme = await deps.themes.editable(owner.WebID);
    return theme ? draftAnswer(owner.WebID, theme, deps) : noTheme();
  });

  register(THEME_CALLS.saveDraft, async (body, { owner, request }) => {
    // A draft is saved as the owner types: what goes live is recorded when it is published (decision 99).
    skipAudit(request);
    const { WebID } = owner;
    const theme = await deps.themes.editable(WebID);
    if (!theme) return noTheme();
    const themeData = sanitizedJson(body.ThemeData);
    const saved = await deps.themes.saveDraft(WebID, theme.themeID, themeData, body.Revision);
    if (!saved) return refused(409, 'The draft was changed elsewhere (another tab?)');
    await deps.onThemeChanged(WebID);
    return { revision: saved.revision, savedAt: saved.updatedAt.toISOString(), themeData: JSON.parse(themeData) as unknown };
  });

  register(THEME_CALLS.publish, async (_input, { owner, request }) => {
    const { WebID } = owner;
    const theme = await deps.themes.editable(WebID);
    if (!theme) return noTheme();
    const publishedBy = (await deps.ownerEmail(owner)) ?? '';
    const themeData = theme.draft?.themeData ?? theme.published;
    const version = await deps.themes.publish(
      WebID,
      theme.themeID,
      themeData,
      publishedBy,
      await deps.pages.rowSections(WebID),
      auditTrail(request),
    );
    // The store's pages the published theme holds sections for are live from now on (found at their slug, in the sitemap).
    if (await deps.pages.publish(WebID, Object.keys(parseThemeDocument(themeData).pages).map(Number))) await deps.onPagesChanged(WebID);
    await deps.onThemeChanged(WebID);
    return answered({ versionID: version.versionID, publishedAt: version.publishedAt.toISOString() }, 'Published');
  });

  register(THEME_CALLS.listVersions, async (_input, { owner }) => {
    const theme = await deps.themes.editable(owner.WebID);
    if (!theme) return noTheme();
    const versions = await deps.themes.versions(owner.WebID, theme.themeID);
    return {
      versions: versions.map((v) => ({
        versionID: v.versionID,
        publishedAt: v.publishedAt.toISOString(),
        publishedBy: v.publishedBy,
        note: v.note,
      })),
    };
  });

  register(THEME_CALLS.restoreVersion, async (body, { owner }) => {
    const { WebID } = owner;
    // Another store's version id is simply "not found": the query is scoped by the owner's store.
    const version = await deps.themes.version(WebID, body.VersionID);
    if (!version) return refused(404, 'No such version');
    const saved = await deps.themes.saveDraft(WebID, version.themeId, version.themeData, undefined);
    const theme = await deps.themes.editable(WebID);
    if (!saved || !theme) return noTheme();
    await deps.onThemeChanged(WebID);
    return answered(await draftAnswer(WebID, theme, deps), 'Restored into the draft: publish to make it live');
  });

  // Every preview link shared so far stops working; the answer carries the new key for the studio's
  // own frame and the link to share from now on.
  register(THEME_CALLS.revokePreviewLinks, async (_input, { owner }) => {
    const { WebID } = owner;
    const theme = await deps.themes.editable(WebID);
    if (!theme) return noTheme();
    const generation = await deps.themes.revokePreviewLinks(WebID, theme.themeID);
    if (generation === null) return noTheme();
    // Every instance forgets the store's cached lookups, which were made with the old key.
    await deps.onThemeChanged(WebID);
    return answered(
      { previewKey: deps.previewKeys.sign(WebID, theme.themeID, generation) },
      'Earlier preview links no longer open the draft',
    );
  });

  // The studio hands this token to its editor frame over the origin-checked message channel: the
  // frame reads the catalogue with it and needs no cookie, which a browser blocks in a frame of
  // another site.
  register(THEME_CALLS.previewAccess, async (_input, { owner, request }) => {
    skipAudit(request);
    return { token: await deps.issuePreviewToken(owner.WebID), expiresInSeconds: PREVIEW_TOKEN_TTL_SECONDS };
  });

  register(THEME_CALLS.media, async (_input, { owner }) => {
    const paths = await deps.themes.images(owner.WebID);
    return { images: paths.map((path) => `media://${path}`) };
  });
}
