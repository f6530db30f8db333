/**
 * What the signed-in member's role lets them do (decision 95), for the studio to offer only that: the
 * pages in the bars and the actions on them. The store API checks every call anyway (a 403); this
 * only keeps the studio from offering what would be refused. Without a provider, everything is
 * offered (the owner's studio, and components tested on their own).
 */
import { createContext, useContext, type ReactNode } from 'react';
import { OWNER_PERMISSIONS, allows, type OwnerPermission, type PermissionNeed } from '../domain/staff/permissions';

const Held = createContext<readonly OwnerPermission[]>(OWNER_PERMISSIONS);

export function StudioAccessProvider({ permissions, children }: { permissions: readonly OwnerPermission[]; children: ReactNode }) {
  return <Held.Provider value={permissions}>{children}</Held.Provider>;
}

/** Whether the member may use what needs `need`. */
export function useCan(): (need: PermissionNeed) => boolean {
  const held = useContext(Held);
  return (need) => allows(need, held);
}
