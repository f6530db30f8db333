/**
 * StudioApi over HTTP: the store API's owner calls, with the owner token as the bearer token. The
 * studio is served on its own origin by the same host, so the store API is same-origin here.
 */
import type { DayRange } from '../../domain/analytics/report-range';
import type { LinkTargetType } from '../../domain/sections/link-target';
import type { TrafficReport } from '../../domain/analytics/traffic-report';
import type { CustomPageFields, SignInOutcome, StudioApi, StudioMe } from '../../application/ports/studio-api.port';
import { linkTargetsQueryToWire, restoreVersionToWire, saveDraftToWire, uploadMediaToWire } from '../../contracts/theme.wire';
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

  signIn(input: { store: string; email: string; password: string }) {
    const body = { Store: input.store, Email: input.email, Password: input.password };
    return callApi(this.deps, OWNER_CALLS.signIn, body, (data) => data as SignInOutcome);
  }
  me() {
    return callApi(this.deps, OWNER_CALLS.me, undefined, (data) => data as StudioMe);
  }
  getDraft() {
    return callApi(this.deps, OWNER_CALLS.getDraft, undefined);
  }
  saveDraft(themeData: ThemeDocument, revision: number) {
    return callApi(this.deps, OWNER_CALLS.saveDraft, saveDraftToWire(themeData, revision));
  }
  publish() {
    return callApi(this.deps, OWNER_CALLS.publish, undefined);
  }
  listVersions() {
    return callApi(this.deps, OWNER_CALLS.listVersions, undefined, (data) => data.versions);
  }
  restoreVersion(versionID: number) {
    return callApi(this.deps, OWNER_CALLS.restoreVersion, restoreVersionToWire(versionID));
  }
  revokePreviewLinks() {
    return callApi(this.deps, OWNER_CALLS.revokePreviewLinks, undefined);
  }
  media() {
    return callApi(this.deps, OWNER_CALLS.media, undefined, (data) => data.images);
  }
  uploadMedia(input: { fileName: string; base64: string; alt: string }) {
    return callApi(this.deps, OWNER_CALLS.uploadMedia, uploadMediaToWire(input));
  }
  linkTargets(type: LinkTargetType, search: string) {
    return callApi(this.deps, OWNER_CALLS.linkTargets, linkTargetsQueryToWire(type, search), (data) => data.targets);
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
    return callApi(this.deps, OWNER_CALLS.previewAccess, undefined);
  }
  setMaintenance(on: boolean) {
    return callApi(this.deps, OWNER_CALLS.setMaintenance, { IsMaintenance: on });
  }
  trafficReport(range: DayRange) {
    return callOwnerApi<TrafficReport>(
      this.deps,
      'GET',
      `${this.deps.trackUrl}?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`,
    );
  }
}
