/** One pending invitation: who, with what role, until when; send the link again, or cancel it (asked first). */
import type { StaffInvitation } from '../../application/ports/owner-access-api.port';
import { dateTime } from '../back-office/dates';
import { ConfirmAction } from '../confirm-action';
import { permissionList, roleName } from './role-picker';

const small = 'rounded-md border px-2 py-1 text-sm disabled:opacity-50';

export function InvitationRow({
  invitation,
  busy,
  onResend,
  onCancel,
}: {
  invitation: StaffInvitation;
  busy: boolean;
  onResend: (invitation: StaffInvitation) => void;
  onCancel: (invitation: StaffInvitation) => void;
}) {
  return (
    <article aria-label={`Invitation of ${invitation.email}`} className="flex flex-col gap-1 border-b border-gray-100 py-3 last:border-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-medium">{invitation.email}</h4>
        <div className="flex gap-2">
          <button type="button" disabled={busy} className={`${small} border-gray-300`} onClick={() => onResend(invitation)}>
            Send again to {invitation.email}
          </button>
          <ConfirmAction
            trigger={
              <button type="button" disabled={busy} className={`${small} border-red-300 text-red-700`}>
                Cancel invitation of {invitation.email}
              </button>
            }
            title={`Cancel the invitation of ${invitation.email}?`}
            description="The link mailed to them stops working at once."
            confirmLabel="Cancel invitation"
            onConfirm={() => onCancel(invitation)}
          />
        </div>
      </div>
      <p className="text-sm">
        <span className="font-medium">{roleName(invitation)}</span>
        {invitation.role === 'staff' && <span className="text-gray-700"> · {permissionList(invitation.permissions)}</span>}
      </p>
      <p className="text-sm text-gray-700">The link works until {dateTime(invitation.expiresAt)}</p>
    </article>
  );
}
