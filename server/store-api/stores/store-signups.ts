/**
 * "Open a store" (decision 97): a sign-up is kept pending, with the Argon2 hash of its password and the
 * SHA-256 of a one-time token, and the mail with its link is queued in the same transaction (decision
 * 94). Following the link creates the store through CreateStore, which uses the sign-up up in its own
 * transaction. One pending sign-up per address: the unique index decides two merchants racing for one
 * (the second is told at once), and an expired one is replaced by the next.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { StoreFields } from '../../../src/contracts/create-store.contract';
import type { AddressStatus, SignupOptions } from '../../../src/contracts/store-signup.contract';
import { storeAddressProblem, titleFromAddress } from '../../../src/domain/store/store-address';
import type { Db } from '../platform/database/client';
import type { Mailer } from '../platform/mail/mailer';
import { hashPassword, passwordMatches } from '../identity/customer.repository';
import { accountByEmail } from '../platform/studio-accounts';
import { addressTaken, createStore, type CreateStoreContext, type CreatedStore, type FieldProblem } from './create-store';
import { signupInvitations, storeSignups } from './signup.tables';

export const SIGNUP_TTL_MS = 24 * 60 * 60 * 1000;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Mail about a store that does not exist yet is the platform's: the outbox and the job queue file it under 0. */
const PLATFORM_MAIL = 0;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export interface SignupDeps extends CreateStoreContext {
  mode: SignupOptions['mode'];
  /** Where the studio answers: mailed links open it. */
  studioOrigin: string;
  mailer: Mailer;
  now?: () => Date;
  signupTtlMs?: number;
}

export type Refusal = { ok: false; status: number; message: string; problems?: FieldProblem[] };
const refusal = (status: number, field: string, message: string): Refusal => ({
  status,
  ok: false,
  message,
  problems: [{ field, message }],
});

export type SignupInput = StoreFields & { password: string; invitation?: string | undefined };

export class StoreSignups {
  constructor(private readonly deps: SignupDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  options(): SignupOptions {
    return { mode: this.deps.mode, platformDomain: this.deps.platformDomain };
  }

  /** What the form says beside the address as the merchant types. */
  async checkAddress(raw: string): Promise<{ status: AddressStatus; message: string }> {
    const name = raw.trim().toLowerCase();
    const problem = storeAddressProblem(name, this.deps.reservedAddresses ?? []);
    if (problem) return { status: 'not-allowed', message: problem };
    if ((await addressTaken(this.deps.db, name)) || (await this.pendingFor(name, null)))
      return { status: 'taken', message: `${name}.${this.deps.platformDomain} is taken` };
    return { status: 'available', message: `${name}.${this.deps.platformDomain} is available` };
  }

  /** A live sign-up for the address by someone other than `email`. */
  private async pendingFor(name: string, email: string | null): Promise<boolean> {
    const [row] = await this.deps.db
      .select({ email: storeSignups.email })
      .from(storeSignups)
      .where(and(eq(storeSignups.name, name), gt(storeSignups.expiresAt, this.now())))
      .limit(1);
    return row !== undefined && row.email !== email;
  }

  /** Keeps the sign-up pending and queues its mail; refuses a taken or reserved address naming `name`. */
  async start(input: SignupInput): Promise<{ ok: true; email: string; expiresInMinutes: number } | Refusal> {
    const invitationId = await this.invitationFor(input);
    if (invitationId !== null && typeof invitationId === 'object') return invitationId;
    const reserved = storeAddressProblem(input.name, this.deps.reservedAddresses ?? []);
    if (reserved) return refusal(400, 'name', reserved);
    const taken = refusal(409, 'name', `The address "${input.name}" is taken: choose another`);
    if (await addressTaken(this.deps.db, input.name)) return taken;
    const now = this.now();
    const ttl = this.deps.signupTtlMs ?? SIGNUP_TTL_MS;
    const answer = { ok: true as const, email: input.email, expiresInMinutes: Math.round(ttl / 60_000) };
    // Hashed before the account is looked at, so every sign-up costs the same whatever the e-mail.
    const passwordHash = await hashPassword(input.password);
    // A person with a studio account adds the store to it (decision 96): the password must be theirs.
    // Without it the answer is the same as any sign-up's, so the form never tells whether an e-mail
    // has an account (decision 101); the person is mailed a note instead of a link, and nothing is kept.
    const account = await accountByEmail(this.deps.db, input.email);
    if (account && !(await passwordMatches(account, input.password))) {
      await this.deps.mailer.send(this.existingAccountMail(input));
      return answer;
    }

    const token = newToken();
    const { password: _password, invitation: _invitation, name, email, ...fields } = input;
    const values = { name, email, passwordHash, fields, tokenHash: digest(token), invitationId, expiresAt: new Date(now.getTime() + ttl) };
    const kept = await this.deps.db.transaction(async (tx) => {
      // One statement decides a race: an expired sign-up, or the same merchant's again (a lost mail), is
      // replaced; another merchant's live one keeps the address and this one is told.
      const [row] = await tx
        .insert(storeSignups)
        .values(values)
        .onConflictDoUpdate({
          target: storeSignups.name,
          set: { ...values, createdAt: now },
          setWhere: or(lte(storeSignups.expiresAt, now), eq(storeSignups.email, sql`excluded.email`)),
        })
        .returning({ id: storeSignups.id });
      if (!row) return false;
      await this.deps.mailer.send(this.verificationMail(input, token), { in: tx as unknown as Db });
      return true;
    });
    return kept ? answer : taken;
  }

  /** To a person who has a studio account, when a sign-up with their e-mail did not give its password. */
  private existingAccountMail(input: SignupInput) {
    const title = input.title ?? titleFromAddress(input.name);
    return {
      webID: PLATFORM_MAIL,
      to: input.email,
      kind: 'store-signup-existing',
      subject: `Opening ${title} with your studio account`,
      text: [
        `Hello,`,
        ``,
        `Someone (we hope you) asked to open the store "${title}" at ${input.name}.${this.deps.platformDomain} with this e-mail address, which already signs in to the studio.`,
        `Nothing was created: a new store joins your account only when it is asked for with your account's password.`,
        ``,
        `To open it, fill in the form again with the password you sign in with:`,
        ``,
        `${this.deps.studioOrigin}/#open-a-store`,
        ``,
        `Forgot that password? Reset it from the studio's sign-in page. If you did not ask, ignore this mail.`,
      ].join('\n'),
    };
  }

  private verificationMail(input: SignupInput, token: string) {
    const title = input.title ?? titleFromAddress(input.name);
    const link = `${this.deps.studioOrigin}/#verify-signup/${token}`;
    return {
      webID: PLATFORM_MAIL,
      to: input.email,
      kind: 'store-signup',
      subject: `Confirm your e-mail to open ${title}`,
      text: [
        `Hello,`,
        ``,
        `Someone (we hope you) asked to open the store "${title}" at ${input.name}.${this.deps.platformDomain} with this e-mail address.`,
        `Follow this link to confirm it and open your store's studio:`,
        ``,
        link,
        ``,
        `The link works once, for ${Math.round((this.deps.signupTtlMs ?? SIGNUP_TTL_MS) / 3_600_000)} hours. If you did not ask, ignore this mail: nothing is created.`,
      ].join('\n'),
    };
  }

  /** The invitation's id when one is needed or given; a refusal naming `invitation` when it does not work. */
  private async invitationFor(input: SignupInput): Promise<number | null | Refusal> {
    if (!input.invitation) {
      return this.deps.mode === 'invite'
        ? refusal(403, 'invitation', 'Opening a store is by invitation on this platform: ask the operator for an invitation link')
        : null;
    }
    const [row] = await this.deps.db
      .select()
      .from(signupInvitations)
      .where(
        and(
          eq(signupInvitations.tokenHash, digest(input.invitation)),
          isNull(signupInvitations.usedAt),
          gt(signupInvitations.expiresAt, this.now()),
        ),
      )
      .limit(1);
    if (!row) return refusal(410, 'invitation', 'This invitation has expired or was used already: ask the operator for a new one');
    if (row.email !== input.email) return refusal(400, 'email', 'Use the e-mail address the invitation was sent to');
    return row.id;
  }

  /** Uses the link once: creates the store through CreateStore and answers it, or why not. */
  async verify(token: string): Promise<{ ok: true; store: CreatedStore } | Refusal> {
    const gone = refusal(410, 'token', 'This link has expired or was used already: sign up again, or sign in if your store is open');
    const [pending] = await this.deps.db
      .select()
      .from(storeSignups)
      .where(and(eq(storeSignups.tokenHash, digest(token)), gt(storeSignups.expiresAt, this.now())))
      .limit(1);
    if (!pending) return gone;
    const input = { ...pending.fields, name: pending.name, email: pending.email };
    const created = await createStore(this.deps, input, {
      passwordHash: pending.passwordHash,
      alsoInTransaction: async (tx) => {
        // In the store's own transaction: two clicks of one link make one store.
        const [used] = await tx.delete(storeSignups).where(eq(storeSignups.id, pending.id)).returning({ id: storeSignups.id });
        if (!used) throw new LinkUsed();
        if (pending.invitationId === null) return;
        const [invitation] = await tx
          .update(signupInvitations)
          .set({ usedAt: this.now() })
          .where(and(eq(signupInvitations.id, pending.invitationId), isNull(signupInvitations.usedAt)))
          .returning({ id: signupInvitations.id });
        if (!invitation) throw new LinkUsed();
      },
    }).catch((error: unknown) => {
      if (error instanceof LinkUsed) return null;
      throw error;
    });
    if (!created) return gone;
    if (created.ok) return created;
    // The address went to another store meanwhile (an operator's), or this link's own store was made by
    // a click a moment ago: the sign-up is over either way, and only the first is told "taken".
    const [dropped] = await this.deps.db.delete(storeSignups).where(eq(storeSignups.id, pending.id)).returning({ id: storeSignups.id });
    if (!dropped) return gone;
    const problem = created.problems[0];
    return { ok: false, status: 409, message: problem?.message ?? 'The store could not be created', problems: created.problems };
  }

  /** An invitation to open one store, mailed to `email` and answered as its link (the operator may pass it on). */
  async invite(email: string): Promise<{ link: string; expiresAt: Date }> {
    const token = newToken();
    const expiresAt = new Date(this.now().getTime() + INVITATION_TTL_MS);
    const link = `${this.deps.studioOrigin}/#open-store/${token}`;
    await this.deps.db.transaction(async (tx) => {
      await tx.insert(signupInvitations).values({ email, tokenHash: digest(token), expiresAt });
      await this.deps.mailer.send(
        {
          webID: PLATFORM_MAIL,
          to: email,
          kind: 'store-invitation',
          subject: 'You are invited to open a store',
          text: [
            `Hello,`,
            ``,
            `You are invited to open a store on ${this.deps.platformDomain}. Follow this link, choose your store's name and address, and confirm this e-mail address:`,
            ``,
            link,
            ``,
            `The invitation opens one store and works for 7 days.`,
          ].join('\n'),
        },
        { in: tx as unknown as Db },
      );
    });
    return { link, expiresAt };
  }
}

class LinkUsed extends Error {}
