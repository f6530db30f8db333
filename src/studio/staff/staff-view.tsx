/**
 * The studio's Staff page (decision 95): the store's members and pending invitations, inviting a
 * person by e-mail with a role, sending a link again or cancelling it, changing a role and removing a
 * member. The store API holds the rules (nobody gives more than they hold, the last owner stays) and
 * says why it refuses; the page shows that sentence.
 */
import { useCallback, useState } from 'react';
import type { AccessApi, StaffInvitation, StaffMember } from '../../application/ports/owner-access-api.port';
import type { StudioResult } from '../../application/ports/studio-api.port';
import type { RoleGrant } from '../../domain/staff/member-roles';
import { card } from '../back-office/card';
import { LoadProblem } from '../back-office/load-problem';
import { useOwnerLoad } from '../back-office/use-owner-load';
import { useHeadingFocus } from '../products/heading-focus';
import { InvitationRow } from './invitation-row';
import { InviteForm } from './invite-form';
import { MemberRow } from './member-row';

type Notice = { tone: 'done' | 'refused'; text: string } | null;

export default function StaffView({ api }: { api: AccessApi }) {
  const load = useCallback(() => api.staff(), [api]);
  const { state, reload } = useOwnerLoad(load);
  const focusHeading = useHeadingFocus();
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [formRound, setFormRound] = useState(0);

  /** Runs a change, says how it went, and reads the list again. */
  async function run<T>(change: Promise<StudioResult<T>>, done: string): Promise<boolean> {
    setBusy(true);
    const result = await change;
    setBusy(false);
    setNotice(result.ok ? { tone: 'done', text: done } : { tone: 'refused', text: result.message });
    reload();
    return result.ok;
  }

  const invite = async (email: string, grant: RoleGrant) => {
    setBusy(true);
    const result = await api.inviteStaff(email, grant);
    setBusy(false);
    setFields(result.ok ? {} : (result.fields ?? {}));
    setNotice(result.ok ? { tone: 'done', text: `Invitation sent to ${result.value.email}` } : { tone: 'refused', text: result.message });
    if (result.ok) setFormRound((round) => round + 1);
    reload();
  };
  const setRole = (member: StaffMember, grant: RoleGrant) =>
    run(api.setStaffRole(member.memberID, grant), `Changed the role of ${member.email}`);
  const remove = (member: StaffMember) => void run(api.removeStaff(member.memberID), `Removed ${member.email}`);
  const resend = (invitation: StaffInvitation) =>
    void run(api.resendInvitation(invitation.invitationID), `Sent a new link to ${invitation.email}`);
  const cancel = (invitation: StaffInvitation) =>
    void run(api.revokeInvitation(invitation.invitationID), `Cancelled the invitation of ${invitation.email}`);

  const answer = state.status === 'ready' ? state.value : null;
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 ref={focusHeading} tabIndex={-1} className="text-xl font-semibold">
          Staff
        </h2>
        <p role={notice?.tone === 'refused' ? 'alert' : 'status'} className={`text-sm ${notice?.tone === 'refused' ? 'text-red-700' : ''}`}>
          {notice?.text}
        </p>
      </div>
      <p className="text-sm text-gray-700">
        People who help run this store sign in to the studio with their own e-mail and password. Each sees and does only what their role
        allows; every change they make is in Activity.
      </p>
      <div className={card}>
        <InviteForm key={formRound} busy={busy} fields={fields} onInvite={(email, grant) => void invite(email, grant)} />
      </div>
      <section aria-labelledby="members-heading" className={card}>
        <h3 id="members-heading" className="font-semibold">
          Members
        </h3>
        <LoadProblem state={state} what="staff" onRetry={reload} />
        {answer?.members.map((member) => (
          <MemberRow key={member.memberID} member={member} busy={busy} onSetRole={setRole} onRemove={remove} />
        ))}
      </section>
      <section aria-labelledby="invitations-heading" className={card}>
        <h3 id="invitations-heading" className="font-semibold">
          Pending invitations
        </h3>
        {answer && answer.invitations.length === 0 && <p className="text-sm text-gray-700">No invitation waiting for an answer.</p>}
        {answer?.invitations.map((invitation) => (
          <InvitationRow key={invitation.invitationID} invitation={invitation} busy={busy} onResend={resend} onCancel={cancel} />
        ))}
      </section>
    </main>
  );
}
