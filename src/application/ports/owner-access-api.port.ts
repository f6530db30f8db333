/** The store API's Activity, API keys (decision 99) and Staff (decision 95) calls, in the studio's words. */
import type { MemberRole, RoleGrant } from '../../domain/staff/member-roles';
import type { OwnerPermission } from '../../domain/staff/permissions';
import type { OwnerSession, StudioResult } from './studio-api.port';

export interface StaffMember {
  memberID: number;
  email: string;
  role: MemberRole;
  permissions: OwnerPermission[];
  /** The signed-in member's own row. */
  isYou: boolean;
  since: string;
  lastSignInAt: string | null;
}

export interface StaffInvitation {
  invitationID: number;
  email: string;
  role: MemberRole;
  permissions: OwnerPermission[];
  expiresAt: string;
}

/** What an invitation link offers: the store, the e-mail it is for, the role, and whether that e-mail has a studio account. */
export interface Invitation {
  storeName: string;
  storeTitle: string;
  email: string;
  role: MemberRole;
  permissions: OwnerPermission[];
  hasAccount: boolean;
}

/** The new member's session, or (two-factor on) the sign-in still to do. */
export type AcceptedInvitation = OwnerSession | { signIn: { storeName: string; email: string } };

export interface ActivityEvent {
  eventID: number;
  at: string;
  who: { kind: 'member' | 'apiKey' | 'operator'; id: number | null; name: string };
  action: string;
  subject: string;
  changes: Record<string, unknown>;
  ip: string | null;
  userAgent: string | null;
}

export interface ActivityFilter {
  /** A member's id, or none for everyone. */
  member?: number | undefined;
  apiKey?: number | undefined;
  action?: string | undefined;
  /** The cursor: entries older than this id. */
  before?: number | undefined;
}

export interface ActivityPage {
  events: ActivityEvent[];
  /** The cursor of the next (older) page; null on the last. */
  nextBefore: number | null;
}

export interface ActivityChoices {
  people: Array<{ memberID: number; email: string }>;
  keys: Array<{ apiKeyID: number; name: string }>;
  actions: string[];
}

export interface ApiKey {
  apiKeyID: number;
  name: string;
  prefix: string;
  scopes: string[];
  ratePerMinute: number;
  createdAt: string;
  createdBy: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface ApiKeyDraft {
  name: string;
  scopes: string[];
  ratePerMinute: number;
}

export interface AccessApi {
  activity(filter: ActivityFilter): Promise<StudioResult<ActivityPage>>;
  activityChoices(): Promise<StudioResult<ActivityChoices>>;
  /** The store's keys, revoked ones too, and every scope a key may hold. */
  apiKeys(): Promise<StudioResult<{ keys: ApiKey[]; scopes: string[] }>>;
  /** A new key and its whole text, answered this once; field errors by the API's names (Name, Scopes). */
  createApiKey(draft: ApiKeyDraft): Promise<StudioResult<{ key: ApiKey; secret: string }>>;
  revokeApiKey(apiKeyID: number): Promise<StudioResult<ApiKey>>;
  /** The store's members and its invitations still pending. */
  staff(): Promise<StudioResult<{ members: StaffMember[]; invitations: StaffInvitation[] }>>;
  /** Field errors by the API's names (Email, Permissions). */
  inviteStaff(email: string, grant: RoleGrant): Promise<StudioResult<StaffInvitation>>;
  resendInvitation(invitationID: number): Promise<StudioResult<StaffInvitation>>;
  revokeInvitation(invitationID: number): Promise<StudioResult<null>>;
  setStaffRole(memberID: number, grant: RoleGrant): Promise<StudioResult<StaffMember>>;
  removeStaff(memberID: number): Promise<StudioResult<null>>;
  /** What an invitation link offers (no session needed). */
  invitation(token: string): Promise<StudioResult<Invitation>>;
  /** Accepts with the password chosen (no account yet) or the account's own. */
  acceptInvitation(token: string, password: string): Promise<StudioResult<AcceptedInvitation>>;
}
