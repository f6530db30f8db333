/**
 * StudioApi over HTTP: the store API's owner calls, with the owner token as the bearer token. The
 * studio is served on its own origin by the same host, so the store API is same-origin here.
 */
import type { DayRange } from '../../domain/analytics/report-range';
import type { LinkTargetType } from '../../domain/sections/link-target';
import type { TrafficReport } from '../../domain/analytics/traffic-report';
import type {
  CustomPage,
  CustomPageFields,
  LinkChoice,
  SignInOutcome,
  StudioApi,
  StudioDraft,
  StudioResult,
  ThemeVersion,
} from '../../application/ports/studio-api.port';
import type { z } from 'zod';
import type { ownerSignInBody } from '../../contracts/owner.contract';
import type { maintenanceBody } from '../../contracts/web.contract';
import { linkTargetsToWire, restoreVersionToWire, saveDraftToWire, uploadMediaToWire } from '../../contracts/theme.wire';
import type { ThemeDocument } from '../../domain/theme/theme-document';
import type { createPageBody, deletePageBody, updatePageBody } from '../../contracts/owner-pages.contract';

interface Envelope {
  status: number;
  message: string;
  data: unknown;
}

export interface OwnerApiDeps {
  baseUrl: string;
  token: () => string | null;
  fetch?: typeof fetch;
}

/** One owner call: the bearer token, the JSON body, and the envelope turned into a StudioResult (field errors by name). */
export async function callOwnerApi<T, D = T>(
  deps: OwnerApiDeps,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  pick: (data: D) => T = (data) => data as unknown as T,
): Promise<StudioResult<T>> {
  const headers: Record<string, string> = {};
  const token = deps.token();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await (deps.fetch ?? fetch)(path.startsWith('/') ? path : `${deps.baseUrl}/${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const envelope = (await response.json().catch(() => null)) as Envelope | null;
    if (response.ok && envelope) return { ok: true, value: pick(envelope.data as D) };
    const errors = (envelope?.data as { errors?: Array<{ field: string; message: string }> } | null)?.errors;
    return {
      ok: false,
      status: response.status,
      message: envelope?.message ?? `The store API answered ${response.status}`,
      ...(errors ? { fields: Object.fromEntries(errors.map((e) => [e.field, e.message])) } : {}),
    };
  } catch {
    return { ok: false, status: 0, message: 'No connection to the store: your changes are kept and will be saved when it is back' };
  }
}

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
    return this.call<SignInOutcome>('POST', 'Owner/SignIn', {
      Store: input.store,
      Email: input.email,
      Password: input.password,
    } satisfies z.input<typeof ownerSignInBody>);
  }
  me() {
    return this.call<{ storeName: string; storeTitle: string; email: string; isMaintenance: boolean }>('GET', 'Owner/Me');
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
    return this.call('GET', 'Pages/List', undefined, (data: { pages: CustomPage[] }) => data.pages);
  }
  createPage(fields: CustomPageFields) {
    return this.call(
      'POST',
      'Pages/Create',
      pageBody(fields) satisfies z.input<typeof createPageBody>,
      (data: { page: CustomPage }) => data.page,
    );
  }
  updatePage(pageID: number, fields: CustomPageFields) {
    return this.call(
      'POST',
      'Pages/Update',
      { PageID: pageID, ...pageBody(fields) } satisfies z.input<typeof updatePageBody>,
      (data: { page: CustomPage }) => data.page,
    );
  }
  deletePage(pageID: number) {
    return this.call<{ pageID: number }>('POST', 'Pages/Delete', { PageID: pageID } satisfies z.input<typeof deletePageBody>);
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
