/**
 * StudioApi over HTTP: the store API's owner calls, with the owner token as the bearer token. The
 * studio is served on its own origin by the same host, so the store API is same-origin here.
 */
import type { DayRange } from '../../domain/analytics/report-range';
import type { LinkTargetType } from '../../domain/sections/link-target';
import type { TrafficReport } from '../../domain/analytics/traffic-report';
import type {
  CustomPageFields,
  LinkChoice,
  SignInOutcome,
  StudioApi,
  StudioDraft,
  StudioResult,
  ThemeVersion,
} from '../../application/ports/studio-api.port';
import type { z } from 'zod';
import type { maintenanceBody } from '../../contracts/web.contract';
import { linkTargetsToWire, restoreVersionToWire, saveDraftToWire, uploadMediaToWire } from '../../contracts/theme.wire';
import type { ThemeDocument } from '../../domain/theme/theme-document';
import { OWNER_CALLS } from '../../contracts/owner-calls';
import { callApi } from './call-api';
import { callOwnerApi } from './owner-call-helpers';

const pageBody = (fields: CustomPageFields) => ({
  Title: fields.title,
  Slug: fields.slug,
  MetaTitle: fields.metaTitle,
  MetaDescription: fields.metaDescription,
});

export class HttpStudioApi implements StudioApi {
  /** trackUrl: the host's tracking report, which lives beside the store API rather than under it. */
  constructor(private readonly deps: { baseUrl: string; trackUrl: string; token: () => string | null; fetch?: typeof fetch }) {}

  private call<T, D = T>(method: 'GET' | 'POST', path: string, body?: unknown, pick?: (data: D) => T): Promise<StudioResult<T>> {
    return callOwnerApi(this.deps, method, path, body, pick);
  }

  signIn(input: { store: string; email: string; password: string }) {
    const body = { Store: input.store, Email: input.email, Password: input.password };
    return callApi(this.deps, OWNER_CALLS.signIn, body, (data) => data as SignInOutcome);
  }
  me() {
    return callApi(
      this.deps,
      OWNER_CALLS.me,
      undefined,
      (data) => data as { storeName: string; storeTitle: string; email: string; isMaintenance: boolean },
    );
  }
  getDraft() {
    return this.call<StudioDraft>('GET', 'Theme/GetDraft');
  }
  saveDraft(themeData: ThemeDocument, revision: number) {
    return this.call<{ revision: number; savedAt: string }>('POST', 'Theme/SaveDraft', saveDraftToWire(themeData, revision));
  }
  publish() {
    return this.call<ThemeVersion>('POST', 'Theme/Publish', {});
  }
  listVersions() {
    return this.call('GET', 'Theme/ListVersions', undefined, (data: { versions: ThemeVersion[] }) => data.versions);
  }
  restoreVersion(versionID: number) {
    return this.call<StudioDraft>('POST', 'Theme/RestoreVersion', restoreVersionToWire(versionID));
  }
  revokePreviewLinks() {
    return this.call<{ previewKey: string }>('POST', 'Theme/RevokePreviewLinks', {});
  }
  media() {
    return this.call('GET', 'Theme/Media', undefined, (data: { images: string[] }) => data.images);
  }
  uploadMedia(input: { fileName: string; base64: string; alt: string }) {
    return this.call<{ image: string; alt: string }>('POST', 'Theme/UploadMedia', uploadMediaToWire(input));
  }
  linkTargets(type: LinkTargetType, search: string) {
    return this.call(
      'GET',
      `Theme/LinkTargets?${linkTargetsToWire(type, search)}`,
      undefined,
      (data: { targets: LinkChoice[] }) => data.targets,
    );
  }
  listPages() {
    return callApi(this.deps, OWNER_CALLS.listPages, undefined, (data) => data.pages);
  }
  createPage(fields: CustomPageFields) {
    return callApi(this.deps, OWNER_CALLS.createPage, pageBody(fields), (data) => data.page);
  }
  updatePage(pageID: number, fields: CustomPageFields) {
    return callApi(this.deps, OWNER_CALLS.updatePage, { PageID: pageID, ...pageBody(fields) }, (data) => data.page);
  }
  deletePage(pageID: number) {
    return callApi(this.deps, OWNER_CALLS.deletePage, { PageID: pageID });
  }
  previewAccess() {
    return this.call<{ token: string; expiresInSeconds: number }>('POST', 'Theme/PreviewAccess', {});
  }
  setMaintenance(on: boolean) {
    return this.call<{ isMaintenance: boolean }>('POST', 'Web/SetMaintenance', { IsMaintenance: on } satisfies z.input<
      typeof maintenanceBody
    >);
  }
  trafficReport(range: DayRange) {
    return this.call<TrafficReport>(
      'GET',
      `${this.deps.trackUrl}?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`,
    );
  }
}
