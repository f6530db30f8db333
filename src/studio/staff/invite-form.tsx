/** Inviting a person: their e-mail and role; the store API's field errors show beside their fields (Email, Permissions). */
import { useState, type FormEvent } from 'react';
import type { RoleGrant } from '../../domain/staff/member-roles';
import { STAFF_PRESETS } from '../../domain/staff/member-roles';
import { RolePicker } from './role-picker';

const ORDERS_ONLY: RoleGrant = { role: 'staff', permissions: STAFF_PRESETS[0]!.permissions };

export function InviteForm({
  busy,
  fields,
  onInvite,
}: {
  busy: boolean;
  fields: Record<string, string>;
  onInvite: (email: string, grant: RoleGrant) => void;
}) {
  const [email, setEmail] = useState('');
  const [grant, setGrant] = useState<RoleGrant>(ORDERS_ONLY);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onInvite(email, grant);
  };
  return (
    <form onSubmit={submit} aria-labelledby="invite-heading" className="flex flex-col gap-3" noValidate>
      <h3 id="invite-heading" className="font-semibold">
        Invite a person
      </h3>
      <label className="flex flex-col gap-1 text-sm">
        E-mail
        <input
          type="email"
          autoComplete="off"
          className="rounded-md border border-gray-300 px-2 py-1.5 text-sm"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fields.Email ? true : undefined}
          aria-describedby={fields.Email ? 'invite-email-error' : undefined}
        />
      </label>
      {fields.Email && (
        <p id="invite-email-error" className="text-sm text-red-700">
          {fields.Email}
        </p>
      )}
      <RolePicker initial={ORDERS_ONLY} error={fields.Permissions ?? fields.Role} onChange={setGrant} />
      <p className="text-sm text-gray-700">They get a link by e-mail that works once, for seven days.</p>
      <div>
        <button type="submit" disabled={busy} className="rounded-md bg-gray-900 px-3 py-1.5 text-sm text-white disabled:opacity-50">
          Send invitation
        </button>
      </div>
    </form>
  );
}
