/**
 * The role a person is given (decision 95): owner, one of the presets (each with the permissions it
 * ticks, in words), or a custom mix of permissions. Only what the signed-in member holds is offered:
 * nobody gives more than they hold (the store API refuses it anyway).
 */
import { useId, useState } from 'react';
import { STAFF_PRESETS, type RoleGrant } from '../../domain/staff/member-roles';
import { OWNER_PERMISSIONS, PERMISSION_WORDS, type OwnerPermission } from '../../domain/staff/permissions';
import { useCan } from '../studio-access';

export const permissionList = (permissions: readonly OwnerPermission[]) =>
  permissions.map((permission) => PERMISSION_WORDS[permission].label).join(' · ');

/** The choice that gives `grant`: 'owner', a preset's id, or 'custom'. */
export function choiceOf(grant: RoleGrant): string {
  if (grant.role === 'owner') return 'owner';
  const same = (list: readonly OwnerPermission[]) =>
    list.length === grant.permissions.length && list.every((permission) => grant.permissions.includes(permission));
  return STAFF_PRESETS.find((preset) => same(preset.permissions))?.id ?? 'custom';
}

/** The role's name as the Staff page shows it. */
export function roleName(grant: RoleGrant): string {
  const choice = choiceOf(grant);
  if (choice === 'owner') return 'Owner';
  return STAFF_PRESETS.find((preset) => preset.id === choice)?.label ?? 'Custom';
}

export function grantOf(choice: string, ticked: readonly OwnerPermission[]): RoleGrant {
  if (choice === 'owner') return { role: 'owner', permissions: [] };
  const preset = STAFF_PRESETS.find((candidate) => candidate.id === choice);
  return { role: 'staff', permissions: preset ? preset.permissions : OWNER_PERMISSIONS.filter((p) => ticked.includes(p)) };
}

export function RolePicker({
  initial,
  error,
  onChange,
}: {
  initial: RoleGrant;
  error?: string | undefined;
  onChange: (grant: RoleGrant) => void;
}) {
  const can = useCan();
  const name = useId();
  const [choice, setChoice] = useState(() => choiceOf(initial));
  const [ticked, setTicked] = useState<OwnerPermission[]>(() => [...initial.permissions]);
  const choose = (next: string, nextTicked = ticked) => {
    setChoice(next);
    setTicked(nextTicked);
    onChange(grantOf(next, nextTicked));
  };
  const options = [
    ...(OWNER_PERMISSIONS.every(can) ? [{ id: 'owner', label: 'Owner', says: 'Everything, including staff and billing' }] : []),
    ...STAFF_PRESETS.filter((preset) => preset.permissions.every(can)).map((preset) => ({
      id: preset.id,
      label: preset.label,
      says: permissionList(preset.permissions),
    })),
    { id: 'custom', label: 'Custom', says: 'The permissions you tick' },
  ];
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">Role</legend>
      {options.map((option) => (
        <label key={option.id} className="flex items-start gap-2 text-sm">
          <input type="radio" name={name} className="mt-1" checked={choice === option.id} onChange={() => choose(option.id)} />
          <span>
            {option.label}
            <span className="block text-gray-700">{option.says}</span>
          </span>
        </label>
      ))}
      {choice === 'custom' && (
        <fieldset className="ml-6 mt-1 grid gap-x-6 gap-y-1 sm:grid-cols-2">
          <legend className="sr-only">Permissions</legend>
          {OWNER_PERMISSIONS.filter(can).map((permission) => (
            <label key={permission} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1"
                checked={ticked.includes(permission)}
                onChange={(event) =>
                  choose('custom', event.target.checked ? [...ticked, permission] : ticked.filter((held) => held !== permission))
                }
              />
              <span>
                {PERMISSION_WORDS[permission].label}
                <span className="block text-gray-700">May {PERMISSION_WORDS[permission].action}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p id={`${name}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
