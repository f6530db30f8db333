/**
 * What a store API key may do (decision 99): its scopes are the owner permissions every owner call
 * declares (decision 95), each whole (`products.manage`: every call that needs it) or its read-only
 * half (`products.read`: only the calls that read, GET). A key never manages staff or other keys, so
 * a leaked key cannot give itself more. One check for every call: `scopeRefusal`.
 */
import { OWNER_PERMISSIONS, type OwnerPermission } from '../staff/permissions';

/** The owner permissions a key may be given (staff and keys are the studio's alone). */
export const KEY_PERMISSIONS = OWNER_PERMISSIONS.filter((permission) => permission !== 'staff.manage' && permission !== 'apikeys.manage');
export type KeyPermission = Exclude<OwnerPermission, 'staff.manage' | 'apikeys.manage'>;

/** A permission's read-only scope: `products.manage` → `products.read`; a read permission is its own. */
export const readScopeOf = (permission: string) => `${permission.split('.')[0]}.read`;

/** Every scope a key may hold: each permission's read half, then the permission whole. */
export const API_KEY_SCOPES: readonly string[] = KEY_PERMISSIONS.flatMap((permission) => {
  const read = readScopeOf(permission);
  return read === permission ? [permission] : [read, permission];
});

export const isApiKeyScope = (value: string) => API_KEY_SCOPES.includes(value);

/**
 * The scope a key lacks for a call that needs `permission` (a read when `reads`), or null when it holds
 * one that allows it. A call no permission guards is open to no key: the scope named is `unknown`.
 */
export function scopeRefusal(scopes: readonly string[], permission: string | undefined, reads: boolean): string | null {
  if (!permission || !(KEY_PERMISSIONS as readonly string[]).includes(permission)) return permission ?? 'unknown';
  if (scopes.includes(permission)) return null;
  if (reads && scopes.includes(readScopeOf(permission))) return null;
  return reads ? readScopeOf(permission) : permission;
}

/** Scopes in words, for the studio's boxes: `products.read` → "Products: read". */
export function scopeLabel(scope: string): string {
  const [area = scope, level] = scope.split('.');
  const name = area.charAt(0).toUpperCase() + area.slice(1);
  return level === 'read' ? `${name}: read` : `${name}: read and change`;
}
