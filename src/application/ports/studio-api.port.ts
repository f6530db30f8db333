/** The store API's Theme Studio calls (owner-only), in the studio's words. */
import type { DayRange } from '../../domain/analytics/report-range';
import type { LinkTargetType } from '../../domain/sections/link-target';
import type { TrafficReport } from '../../domain/analytics/traffic-report';
import type { ThemeDocument } from '../../domain/theme/theme-document';
import type { CustomPage } from '../../domain/pages/custom-page-rules';
import type { MemberRole } from '../../domain/staff/member-roles';
import type { OwnerPermission } from '../../domain/staff/permissions';

export interface OwnerSession {
  ownerToken: string;
  webID: number;
  storeName: string;
  storeTitle: string;
  email: string;
}

/** Who is signed in, and what their role lets them do in the studio (decision 95). */
export interface StudioMe {
  storeName: string;
  storeTitle: string;
  email: string;
  isMaintenance: boolean;
  role: MemberRole;
  permissions: OwnerPermission[];
}

/** One of the stores an e-mail owns, offered after a sign-in that matched several. */
export interface OwnedStore {
  storeName: string;
  storeTitle: string;
}

/** The password step of a sign-in with two-factor on (decision 96): a short-lived challenge for the code step. */
export interface TwoFactorChallenge {
  challenge: string;
  expiresIn: number;
}

/** A sign-in's outcome: a session, the stores to choose from before signing in to one, or the code step. */
export type SignInOutcome = OwnerSession | { chooseStore: OwnedStore[] } | { twoFactor: TwoFactorChallenge };

export interface StudioDraft {
  themeID: number;
  name: string;
  themeData: ThemeDocument;
  revision: number;
  savedAt: string | null;
  hasUnpublishedChanges: boolean;
  previewKey: string;
}

export interface ThemeVersion {
  versionID: number;
  publishedAt: string;
  /** The owner's e-mail; absent or '' for the theme the store was created with. */
  publishedBy?: string;
  /** What the publish changed, in words, or "Original theme". */
  note?: string;
}

/** Something a link can point at, as the resource picker lists it. */
export interface LinkChoice {
  name: string;
  slug: string;
}

export type { CustomPage };

export interface CustomPageFields {
  title: string;
  slug: string;
  metaTitle: string;
  metaDescription: string;
}

export type StudioResult<T> = { ok: true; value: T } | { ok: false; status: number; message: string; fields?: Record<string, string> };

export interface StudioApi {
  signIn(input: { store: string; email: string; password: string }): Promise<StudioResult<SignInOutcome>>;
  me(): Promise<StudioResult<StudioMe>>;
  getDraft(): Promise<StudioResult<StudioDraft>>;
  saveDraft(themeData: ThemeDocument, revision: number): Promise<StudioResult<{ revision: number; savedAt: string }>>;
  publish(): Promise<StudioResult<ThemeVersion>>;
  listVersions(): Promise<StudioResult<ThemeVersion[]>>;
  restoreVersion(versionID: number): Promise<StudioResult<StudioDraft>>;
  /** Stops every preview link shared so far; the new key serves the studio's frame and the next link. */
  revokePreviewLinks(): Promise<StudioResult<{ previewKey: string }>>;
  media(): Promise<StudioResult<string[]>>;
  /** Stores a picture in the media library (re-encoded by the store); its alt text is required. */
  uploadMedia(input: { fileName: string; base64: string; alt: string }): Promise<StudioResult<{ image: string; alt: string }>>;
  /** The store's categories, product groups, products or pages whose name holds `search`, to link to. */
  linkTargets(type: LinkTargetType, search: string): Promise<StudioResult<LinkChoice[]>>;
  /** A short-lived, read-only catalogue token of the owner's store, for the editor frame. */
  previewAccess(): Promise<StudioResult<{ token: string; expiresInSeconds: number }>>;
  listPages(): Promise<StudioResult<CustomPage[]>>;
  createPage(fields: CustomPageFields): Promise<StudioResult<CustomPage>>;
  updatePage(pageID: number, fields: CustomPageFields): Promise<StudioResult<CustomPage>>;
  deletePage(pageID: number): Promise<StudioResult<{ pageID: number }>>;
  setMaintenance(on: boolean): Promise<StudioResult<{ isMaintenance: boolean }>>;
  /** The store's traffic for the dashboard (the host's /api/track/report, with the owner token). */
  trafficReport(range: DayRange): Promise<StudioResult<TrafficReport>>;
}
