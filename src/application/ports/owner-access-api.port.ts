/** The store API's Activity and API keys calls (decision 99), in the studio's words. */
import type { StudioResult } from './studio-api.port';

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
}
