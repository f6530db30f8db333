/**
 * Who may change whose membership (decision 95). A member with staff.manage may invite, change and
 * remove others, but never give what they do not hold: only an owner makes an owner or touches an
 * owner's membership, and a staff member grants, changes and removes only staff whose permissions
 * are all their own. A store keeps at least one owner: its last owner cannot be removed or demoted.
 */
import { permissionsOf, type RoleGrant } from './member-roles';

export interface Member extends RoleGrant {
  id: number;
}

export type StaffChange =
  { kind: 'invite'; grant: RoleGrant } | { kind: 'setRole'; target: Member; grant: RoleGrant } | { kind: 'remove'; target: Member };

/** Whether `inner`'s permissions are all `outer`'s. */
function within(inner: RoleGrant, outer: RoleGrant): boolean {
  const held = permissionsOf(outer);
  return permissionsOf(inner).every((permission) => held.includes(permission));
}

function grantRefusal(actor: RoleGrant, grant: RoleGrant): string | null {
  if (actor.role === 'owner') return null;
  if (grant.role === 'owner') return 'Only an owner can make someone an owner';
  return within(grant, actor) ? null : 'You can only give permissions you hold yourself';
}

function targetRefusal(actor: RoleGrant, target: Member): string | null {
  if (actor.role === 'owner') return null;
  if (target.role === 'owner') return "Only an owner can change an owner's membership";
  return within(target, actor) ? null : 'You can only change members whose permissions you hold yourself';
}

/**
 * Why the actor may not make the change, or null when they may. `owners` is how many owners the store
 * has now (counted in the change's transaction).
 */
export function staffChangeRefusal(actor: Member, change: StaffChange, owners: number): string | null {
  if (!permissionsOf(actor).includes('staff.manage')) return 'You do not have permission to manage staff';
  if (change.kind === 'invite') return grantRefusal(actor, change.grant);
  const refusal = targetRefusal(actor, change.target);
  if (refusal) return refusal;
  const losesOwner = change.target.role === 'owner' && (change.kind === 'remove' || change.grant.role !== 'owner');
  if (losesOwner && owners <= 1)
    return change.kind === 'remove' ? "The store's last owner cannot be removed" : "The store's last owner must stay an owner";
  return change.kind === 'setRole' ? grantRefusal(actor, change.grant) : null;
}
