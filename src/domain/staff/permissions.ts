/**
 * What a member of a store may do in the studio and its owner calls (decision 95): one list, read by
 * the store API (every owner call declares the permission it needs, src/contracts/define-call.ts),
 * the studio (a page and its actions are offered only to a member who holds its permission) and the
 * Staff page (the boxes an owner ticks for a staff member).
 */
export const OWNER_PERMISSIONS = [
  'orders.manage',
  'customers.manage',
  'messages.manage',
  'products.manage',
  'reviews.manage',
  'discounts.manage',
  'shipping.manage',
  'theme.manage',
  'analytics.read',
  'settings.manage',
  'webhooks.manage',
  'apikeys.manage',
  'activity.read',
  'staff.manage',
] as const;

export type OwnerPermission = (typeof OWNER_PERMISSIONS)[number];

/** What holding each permission lets a member do, in words: the Staff page's boxes and a 403's message. */
export const PERMISSION_WORDS: Record<OwnerPermission, { label: string; action: string }> = {
  'orders.manage': { label: 'Orders', action: 'manage orders' },
  'customers.manage': { label: 'Customers', action: 'manage customers' },
  'messages.manage': { label: 'Messages', action: 'read and answer messages' },
  'products.manage': { label: 'Products and catalogue', action: 'manage products' },
  'reviews.manage': { label: 'Reviews', action: 'moderate reviews' },
  'discounts.manage': { label: 'Discounts and gift cards', action: 'manage discounts' },
  'shipping.manage': { label: 'Shipping and taxes', action: 'manage shipping and taxes' },
  'theme.manage': { label: 'Theme and content pages', action: 'edit and publish the theme and pages' },
  'analytics.read': { label: 'Analytics', action: 'read analytics' },
  'settings.manage': { label: 'Store settings', action: 'change store settings' },
  'webhooks.manage': { label: 'Webhooks', action: 'manage webhooks' },
  'apikeys.manage': { label: 'API keys', action: 'manage API keys' },
  'activity.read': { label: 'Activity log', action: "read the store's activity" },
  'staff.manage': { label: 'Staff and billing', action: 'manage staff' },
};

export const isOwnerPermission = (value: unknown): value is OwnerPermission =>
  typeof value === 'string' && (OWNER_PERMISSIONS as readonly string[]).includes(value);

/** What a call or page asks for: one permission, any one of several, or only membership of the store. */
export type PermissionNeed = OwnerPermission | readonly OwnerPermission[] | 'member';

/** Whether a member holding `held` meets the need. */
export function allows(need: PermissionNeed, held: readonly OwnerPermission[]): boolean {
  if (need === 'member') return true;
  const anyOf: readonly OwnerPermission[] = typeof need === 'string' ? [need] : need;
  return anyOf.some((permission) => held.includes(permission));
}

/** The 403's message for a need the member does not meet. */
export function needRefusal(need: Exclude<PermissionNeed, 'member'>): string {
  const anyOf: readonly OwnerPermission[] = typeof need === 'string' ? [need] : need;
  return `You do not have permission to ${anyOf.map((permission) => PERMISSION_WORDS[permission].action).join(' or ')}`;
}
