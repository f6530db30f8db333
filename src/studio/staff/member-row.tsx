/** One member of the store: e-mail, role and what it holds, since when, last sign-in; change the role, or remove (asked first). */
import { useState } from 'react';
import type { StaffMember } from '../../application/ports/owner-access-api.port';
import type { RoleGrant } from '../../domain/staff/member-roles';
import { dateTime } from '../back-office/dates';
import { ConfirmAction } from '../confirm-action';
import { permissionList, roleName, RolePicker } from './role-picker';

const small = 'rounded-md border px-2 py-1 text-sm disabled:opacity-50';

export function MemberRow({
  member,
  busy,
  onSetRole,
  onRemove,
}: {
  member: StaffMember;
  busy: boolean;
  /** Answers whether the change was made (the row closes its form then). */
  onSetRole: (member: StaffMember, grant: RoleGrant) => Promise<boolean>;
  onRemove: (member: StaffMember) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [grant, setGrant] = useState<RoleGrant>(member);
  const save = async () => {
    if (await onSetRole(member, grant)) setEditing(false);
  };
  return (
    <article aria-label={member.email} className="flex flex-col gap-1 border-b border-gray-100 py-3 last:border-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-medium">
          {member.email}
          {member.isYou && <span className="font-normal text-gray-700"> (you)</span>}
        </h4>
        {!member.isYou && (
          <div className="flex gap-2">
            <button
              type="button"
              disabled={busy}
              aria-expanded={editing}
              className={`${small} border-gray-300`}
              onClick={() => setEditing(!editing)}
            >
              Change role of {member.email}
            </button>
            <ConfirmAction
              trigger={
                <button type="button" disabled={busy} className={`${small} border-red-300 text-red-700`}>
                  Remove {member.email}
                </button>
              }
              title={`Remove ${member.email}?`}
              description="They lose access to this store at once, in every open studio tab. Their account stays: you can invite them again."
              confirmLabel="Remove from the store"
              onConfirm={() => onRemove(member)}
            />
          </div>
        )}
      </div>
      <p className="text-sm">
        <span className="font-medium">{roleName(member)}</span>
        {member.role === 'staff' && <span className="text-gray-700"> · {permissionList(member.permissions)}</span>}
      </p>
      <p className="text-sm text-gray-700">
        Member since {dateTime(member.since)} ·{' '}
        {member.lastSignInAt ? `last signed in ${dateTime(member.lastSignInAt)}` : 'no sign-in recorded'}
      </p>
      {editing && (
        <div className="mt-2 flex flex-col gap-2 rounded-md border border-gray-200 p-3">
          <RolePicker initial={member} onChange={setGrant} />
          <div className="flex gap-2">
            <button
              type="button"
              disabled={busy}
              className="rounded-md bg-gray-900 px-3 py-1.5 text-sm text-white disabled:opacity-50"
              onClick={() => void save()}
            >
              Save role
            </button>
            <button type="button" className={`${small} border-gray-300`} onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </article>
  );
}
