/**
 * A membership's role (decision 95): an `owner` holds every permission; a `staff` member holds the
 * permissions the owner ticked. Presets only tick boxes for the owner; what is stored is the role and
 * the ticked list, so a preset changed later changes no one's access.
 */
import { OWNER_PERMISSIONS, isOwnerPermission, type OwnerPermission } from './permissions';

export const MEMBER_ROLES = ['owner', 'staff'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** A role and, for staff, what it was granted. */
export interface RoleGrant {
  role: MemberRole;
  permissions: readonly OwnerPermission[];
}

/** What a membership may do: every permission for an owner, the known granted ones (in the list's order) for staff. */
export function permissionsOf(grant: { role: string; permissions: readonly unknown[] }): OwnerPermission[] {
  if (grant.role === 'owner') return [...OWNER_PERMISSIONS];
  if (grant.role !== 'staff') return [];
  return OWNER_PERMISSIONS.filter((permission) => grant.permissions.some((held) => isOwnerPermission(held) && held === permission));
}

export const holds = (grant: RoleGrant, permission: OwnerPermission) => permissionsOf(grant).includes(permission);

/** Boxes the Staff page ticks for a common job; the owner may tick more or fewer. */
export const STAFF_PRESETS: ReadonlyArray<{ id: string; label: string; permissions: readonly OwnerPermission[] }> = [
  { id: 'orders', label: 'Orders only', permissions: ['orders.manage'] },
  { id: 'service', label: 'Customer service', permissions: ['orders.manage', 'customers.manage', 'messages.manage', 'reviews.manage'] },
  { id: 'catalogue', label: 'Catalogue', permissions: ['products.manage', 'reviews.manage'] },
  { id: 'marketing', label: 'Marketing', permissions: ['discounts.manage', 'theme.manage', 'analytics.read'] },
];
