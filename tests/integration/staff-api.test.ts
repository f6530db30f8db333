/**
 * The Staff calls (decision 95): an owner invites an e-mail with a role, the mailed link works once
 * and for a while, the invitee becomes a member (a new account with the password they choose, or
 * their existing one's), roles change and members go within the rules (nobody gives more than they
 * hold; the last owner stays, even when two owners demote each other at once), a removed member's
 * next call is refused, another store's owner reaches none of it, and every change is in Activity.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, staffInvitations } from '../../server/store-api/db/schema';
import { totpCodeAt } from '../../server/store-api/identity/studio-totp';
import { createStore } from '../../server/store-api/stores/create-store';
import { fieldsOf, identityCalls, type Any } from './support/identity-calls';
import { jobsSettled } from './support/queued-jobs';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();
const { call } = identityCalls(server);
const db = () => server.host.database!.db;
const PASSWORD = 'Harbour-Lantern-77';
let opened = 0;
let people = 0;

/** A new store and its owner's token. */
async function newStore(): Promise<{ store: string; email: string; owner: string }> {
  const store = `staff-${++opened}-${Date.now().toString(36)}`;
  const email = `pat@${store}.example`;
  const result = await createStore(
    { db: db(), platformDomain: 'localhost' },
    { name: store, email, password: PASSWORD, currency: 'EUR', country: 'DE', theme: 'midnight' },
  );
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  const signedIn = await call('/Owner/SignIn', { body: { Store: store, Email: email, Password: PASSWORD } });
  return { store, email, owner: signedIn.body.data.ownerToken as string };
}

const freshEmail = () => `sam${++people}.${Date.now().toString(36)}@crew.example`;

/** The token of the newest invitation mailed to `email` (queued with the invitation, sent by a job). */
async function mailedToken(email: string): Promise<string> {
  await jobsSettled(db());
  const rows = await db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'staff-invitation')))
    .orderBy(mailOutbox.id);
  const link = /https?:\/\/\S+#accept-invitation\/([A-Za-z0-9_-]+)/u.exec(rows.at(-1)?.text ?? '');
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  return link[1]!;
}

async function invite(owner: string, email: string, body: Record<string, unknown> = { Role: 'staff', Permissions: ['orders.manage'] }) {
  const answer = await call('/Owner/InviteStaff', { token: owner, body: { Email: email, ...body } });
  if (answer.status !== 200) throw new Error(`InviteStaff answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data.invitation as Any;
}

/** A new member of the owner's store with the grant, signed in (a new account through the mailed link). */
async function join(owner: string, grant: Record<string, unknown> = { Role: 'staff', Permissions: ['orders.manage'] }) {
  const email = freshEmail();
  await invite(owner, email, grant);
  const accepted = await call('/Owner/AcceptInvitation', { body: { Token: await mailedToken(email), Password: PASSWORD } });
  if (accepted.status !== 200) throw new Error(`AcceptInvitation answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
  const token = accepted.body.data.ownerToken as string;
  const me = await call('/Owner/Me', { token });
  const listed = (await call('/Owner/Staff', { token: owner })).body.data.members as Any[];
  return { email, token, me: me.body.data, memberID: listed.find((member) => member.email === email).memberID as number };
}

const actionsOf = async (owner: string) =>
  ((await call('/Owner/Activity', { token: owner })).body.data.events as Any[]).map((e) => e.action);

describe('inviting staff', () => {
  it('mails a link that makes a new account a member with the role, once', async () => {
    const { store, owner } = await newStore();
    const email = freshEmail();
    const invitation = await invite(owner, email);
    expect(invitation).toMatchObject({ email, role: 'staff', permissions: ['orders.manage'] });
    const listed = (await call('/Owner/Staff', { token: owner })).body.data;
    expect(listed.invitations.map((row: Any) => row.email)).toEqual([email]);
    const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const token = await mailedToken(email);
    const offered = await call(`/Owner/Invitation?Token=${token}`);
    expect(offered.body.data).toMatchObject({ storeName: store, email, role: 'staff', hasAccount: false });
    // A weak password is refused by name and leaves the link working.
    const weak = await call('/Owner/AcceptInvitation', { body: { Token: token, Password: 'short' } });
    expect(weak.status).toBe(400);
    expect(fieldsOf(weak)).toEqual(['Password']);

    const accepted = await call('/Owner/AcceptInvitation', { body: { Token: token, Password: PASSWORD } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ storeName: store, email });
    const me = (await call('/Owner/Me', { token: accepted.body.data.ownerToken })).body.data;
    expect(me).toMatchObject({ role: 'staff', permissions: ['orders.manage'] });

    const again = await call('/Owner/AcceptInvitation', { body: { Token: token, Password: PASSWORD } });
    expect(again.status).toBe(410);
    expect(fieldsOf(again)).toEqual(['Token']);
    expect((await call(`/Owner/Invitation?Token=${token}`)).status).toBe(410);

    const after = (await call('/Owner/Staff', { token: owner })).body.data;
    expect(after.invitations).toEqual([]);
    const member = after.members.find((row: Any) => row.email === email);
    expect(member).toMatchObject({ role: 'staff', permissions: ['orders.manage'], isYou: false });
    expect(Date.parse(member.since)).toBeLessThanOrEqual(Date.now());
    expect(member.lastSignInAt).not.toBeNull();
    expect(after.members.find((row: Any) => row.isYou)).toMatchObject({ role: 'owner' });
    expect(await actionsOf(owner)).toEqual(expect.arrayContaining(['staff.invited', 'staff.joined']));
  });

  it('joins an existing account only with its password; a member there already is told', async () => {
    const first = await newStore();
    const second = await newStore();
    // The first store's owner is invited to the second: they have an account, so they give its password.
    await invite(second.owner, first.email);
    const token = await mailedToken(first.email);
    expect((await call(`/Owner/Invitation?Token=${token}`)).body.data.hasAccount).toBe(true);
    const wrong = await call('/Owner/AcceptInvitation', { body: { Token: token, Password: 'Not-The-Password-1' } });
    expect(wrong.status).toBe(422);
    expect(fieldsOf(wrong)).toEqual(['Password']);
    const accepted = await call('/Owner/AcceptInvitation', { body: { Token: token, Password: PASSWORD } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.storeName).toBe(second.store);
    // Now in two stores: a sign-in without a store asks which.
    const signIn = await call('/Owner/SignIn', { body: { Email: first.email, Password: PASSWORD } });
    expect(signIn.body.data.chooseStore.map((s: Any) => s.storeName).sort()).toEqual([first.store, second.store].sort());
    const twice = await call('/Owner/InviteStaff', {
      token: second.owner,
      body: { Email: first.email.toUpperCase(), Role: 'staff', Permissions: ['orders.manage'] },
    });
    expect(twice.status).toBe(409);
    expect(fieldsOf(twice)).toEqual(['Email']);
  });

  it('joins an account with two-factor on without a session: its next sign-in asks for the code, then opens the store', async () => {
    const first = await newStore();
    const second = await newStore();
    const setup = await call('/Owner/SetUpTwoFactor', { token: first.owner, body: { Password: PASSWORD } });
    const secret = (setup.body.data.secret as string).replaceAll(' ', '');
    expect((await call('/Owner/ConfirmTwoFactor', { token: first.owner, body: { Code: totpCodeAt(secret, Date.now()) } })).status).toBe(
      200,
    );

    await invite(second.owner, first.email);
    const token = await mailedToken(first.email);
    const accepted = await call('/Owner/AcceptInvitation', { body: { Token: token, Password: PASSWORD } });
    expect(accepted.status).toBe(200);
    // The password alone is not a sign-in for this account: membership, and a pointer to the code step.
    expect(accepted.body.data.ownerToken).toBeUndefined();
    expect(accepted.body.data.signIn).toMatchObject({ storeName: second.store });
    expect((await call(`/Owner/Invitation?Token=${token}`)).status).toBe(410);

    const signIn = await call('/Owner/SignIn', { body: { Store: second.store, Email: first.email, Password: PASSWORD } });
    expect(signIn.body.data.ownerToken).toBeUndefined();
    const { challenge } = signIn.body.data.twoFactor;
    // The step after the one that confirmed the set-up (that one is used).
    const code = totpCodeAt(secret, Date.now() + 30_000);
    const signedIn = await call('/Owner/SignInCode', { body: { Challenge: challenge, Code: code } });
    expect(signedIn.status).toBe(200);
    const me = await call('/Owner/Me', { token: signedIn.body.data.ownerToken });
    expect(me.body.data).toMatchObject({ storeName: second.store, role: 'staff', permissions: ['orders.manage'] });
  });

  it('refuses an expired link, a withdrawn one and the old link of one sent again', async () => {
    const { owner } = await newStore();
    const expiring = freshEmail();
    const invitation = await invite(owner, expiring);
    await db()
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.id, invitation.invitationID));
    expect((await call(`/Owner/Invitation?Token=${await mailedToken(expiring)}`)).status).toBe(410);
    expect((await call('/Owner/AcceptInvitation', { body: { Token: await mailedToken(expiring), Password: PASSWORD } })).status).toBe(410);

    const resent = freshEmail();
    const pending = await invite(owner, resent);
    const oldToken = await mailedToken(resent);
    const again = await call('/Owner/ResendInvitation', { token: owner, body: { InvitationID: pending.invitationID } });
    expect(again.status).toBe(200);
    const newToken = await mailedToken(resent);
    expect(newToken).not.toBe(oldToken);
    expect((await call(`/Owner/Invitation?Token=${oldToken}`)).status).toBe(410);
    expect((await call(`/Owner/Invitation?Token=${newToken}`)).status).toBe(200);

    const revoke = await call('/Owner/RevokeInvitation', { token: owner, body: { InvitationID: again.body.data.invitation.invitationID } });
    expect(revoke.status).toBe(200);
    expect((await call(`/Owner/Invitation?Token=${newToken}`)).status).toBe(410);
    expect((await call('/Owner/Staff', { token: owner })).body.data.invitations).toEqual([]);
    expect(await actionsOf(owner)).toEqual(expect.arrayContaining(['staff.invitation-resent', 'staff.invitation-revoked']));
  });

  it('names the field at fault', async () => {
    const { owner } = await newStore();
    for (const [path, body, field] of [
      ['/Owner/InviteStaff', { Email: 'not-an-email', Role: 'staff', Permissions: ['orders.manage'] }, 'Email'],
      ['/Owner/InviteStaff', { Email: freshEmail(), Role: 'boss', Permissions: [] }, 'Role'],
      ['/Owner/InviteStaff', { Email: freshEmail(), Role: 'staff', Permissions: [] }, 'Permissions'],
      ['/Owner/InviteStaff', { Email: freshEmail(), Role: 'staff', Permissions: ['everything'] }, 'Permissions.0'],
      ['/Owner/SetStaffRole', { MemberID: 'one', Role: 'staff', Permissions: ['orders.manage'] }, 'MemberID'],
      ['/Owner/RemoveStaff', { MemberID: -1 }, 'MemberID'],
      ['/Owner/RevokeInvitation', {}, 'InvitationID'],
      ['/Owner/AcceptInvitation', { Token: 'x', Password: PASSWORD }, 'Token'],
    ] as const) {
      const refused = await call(path, { token: owner, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(refused), JSON.stringify(body)).toEqual([field]);
    }
  });
});

describe('changing and removing members', () => {
  it('lets nobody give more than they hold', async () => {
    const { owner } = await newStore();
    const manager = await join(owner, { Role: 'staff', Permissions: ['orders.manage', 'staff.manage'] });
    const clerk = await join(owner);
    for (const body of [
      { Email: freshEmail(), Role: 'staff', Permissions: ['products.manage'] },
      { Email: freshEmail(), Role: 'owner' },
    ]) {
      const refused = await call('/Owner/InviteStaff', { token: manager.token, body });
      expect(refused.status, JSON.stringify(body)).toBe(403);
    }
    expect(
      (
        await call('/Owner/SetStaffRole', {
          token: manager.token,
          body: { MemberID: clerk.memberID, Role: 'staff', Permissions: ['settings.manage'] },
        })
      ).status,
    ).toBe(403);
    const owners = (await call('/Owner/Staff', { token: owner })).body.data.members.filter((m: Any) => m.role === 'owner');
    expect((await call('/Owner/RemoveStaff', { token: manager.token, body: { MemberID: owners[0].memberID } })).status).toBe(403);
    // Within what the manager holds, they may.
    const narrowed = await call('/Owner/SetStaffRole', {
      token: manager.token,
      body: { MemberID: clerk.memberID, Role: 'staff', Permissions: ['orders.manage', 'staff.manage'] },
    });
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.data.member.permissions).toEqual(['orders.manage', 'staff.manage']);
    // The clerk holds none of it: a call outside the role is 403.
    expect((await call('/Owner/Staff', { token: clerk.token })).status).toBe(200);
    expect((await call('/Theme/Publish', { token: clerk.token, body: {} })).status).toBe(403);
  });

  it("keeps the store's last owner, and a removed member's next call is refused", async () => {
    const { owner } = await newStore();
    const me = (await call('/Owner/Staff', { token: owner })).body.data.members.find((m: Any) => m.isYou);
    const remove = await call('/Owner/RemoveStaff', { token: owner, body: { MemberID: me.memberID } });
    expect(remove.status).toBe(403);
    expect(remove.body.message).toMatch(/last owner/);
    const demote = await call('/Owner/SetStaffRole', {
      token: owner,
      body: { MemberID: me.memberID, Role: 'staff', Permissions: ['orders.manage'] },
    });
    expect(demote.status).toBe(403);

    const clerk = await join(owner);
    expect((await call('/Owner/Orders', { token: clerk.token })).status).toBe(200);
    expect((await call('/Owner/RemoveStaff', { token: owner, body: { MemberID: clerk.memberID } })).status).toBe(200);
    expect((await call('/Owner/Orders', { token: clerk.token })).status).toBe(401);
    expect(await actionsOf(owner)).toEqual(expect.arrayContaining(['staff.removed']));
  });

  it('leaves one owner when two owners demote each other at the same moment', async () => {
    const { owner } = await newStore();
    const partner = await join(owner, { Role: 'owner' });
    const members = (await call('/Owner/Staff', { token: owner })).body.data.members as Any[];
    const mine = members.find((m) => m.isYou).memberID as number;
    const demote = (token: string, MemberID: number) =>
      call('/Owner/SetStaffRole', { token, body: { MemberID, Role: 'staff', Permissions: ['orders.manage'] } });
    const answers = await Promise.all([demote(owner, partner.memberID), demote(partner.token, mine)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403]);
    const after = (await call('/Owner/Staff', { token: answers[0]!.status === 200 ? owner : partner.token })).body.data.members as Any[];
    expect(after.filter((m) => m.role === 'owner')).toHaveLength(1);
  });

  it("never reaches another store's staff", async () => {
    const a = await newStore();
    const b = await newStore();
    const clerk = await join(a.owner);
    const pending = await invite(a.owner, freshEmail());
    const theirs = (await call('/Owner/Staff', { token: b.owner })).body.data;
    expect(theirs.members.map((m: Any) => m.email)).toEqual([b.email]);
    expect(theirs.invitations).toEqual([]);
    expect((await call('/Owner/RemoveStaff', { token: b.owner, body: { MemberID: clerk.memberID } })).status).toBe(404);
    expect((await call('/Owner/SetStaffRole', { token: b.owner, body: { MemberID: clerk.memberID, Role: 'owner' } })).status).toBe(404);
    expect((await call('/Owner/RevokeInvitation', { token: b.owner, body: { InvitationID: pending.invitationID } })).status).toBe(404);
    expect((await call('/Owner/ResendInvitation', { token: b.owner, body: { InvitationID: pending.invitationID } })).status).toBe(404);
    // B inviting A's member invites them to B, not to A.
    await invite(b.owner, clerk.email);
    expect((await call('/Owner/Staff', { token: a.owner })).body.data.invitations).toHaveLength(1);
    expect((await call('/Owner/Orders', { token: clerk.token })).status).toBe(200);
  });
});
