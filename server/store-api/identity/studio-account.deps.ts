/** What the studio account's calls need (decision 96), built once by the store API. */
import type { Db } from '../platform/database/client';
import type { Mailer } from '../platform/mail/mailer';
import type { SecretBox } from '../platform/secret-box';
import type { StudioSessions } from '../platform/studio-sessions';
import type { OwnerSessionDeps } from './owner-session-answer';
import type { StudioAccountRepository } from './studio-account.repository';

export interface StudioAccountDeps extends OwnerSessionDeps {
  db: Db;
  accounts: StudioAccountRepository;
  sessions: StudioSessions;
  mailer: Mailer;
  /** The studio's own origin: reset links open the studio there. */
  studioOrigin: string;
  /** How long a reset link works. */
  resetTtlMs: number;
  /** Seals the TOTP secrets (secret-box.ts). */
  totpSecrets: SecretBox;
  now: () => number;
}

/** The studio's name in an authenticator app's list. */
export const TOTP_ISSUER = 'Webx Studio';
/** Reset mails one account may be sent in an hour; past it the call answers the same and sends nothing. */
export const RESETS_PER_ACCOUNT_HOUR = 3;
