/** The identity runtime for a page (loaded on first use), the store's account settings, and the signed-in user. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { IdentityRuntime } from '../../../application/storefront/live-runtime';
import type { StoredUser } from '../../../application/ports/user-store.port';
import { useStore } from '../../app/use-store';
import { loadIdentity } from '../../identity/identity-client';

export function useIdentity(): IdentityRuntime | null {
  const store = useStore();
  const [runtime, setRuntime] = useState<IdentityRuntime | null>(null);
  useEffect(() => {
    if (store) void loadIdentity(store.storeName).then(setRuntime);
  }, [store]);
  return runtime;
}

export function useAccountSettings() {
  const store = useStore();
  return {
    storeName: store?.storeName ?? '',
    accountMode: store?.siteSettings.account_mode ?? 2,
    contactMode: store?.siteSettings.contact_requirement_mode ?? 2,
  };
}

const NO_USER: StoredUser = { data: null, is_valid_user: false };

export function useStoredUser(runtime: IdentityRuntime | null): StoredUser {
  const subscribe = (listener: () => void) => runtime?.user.watch(listener) ?? (() => undefined);
  const read = () => (runtime ? JSON.stringify(runtime.user.read()) : 'null');
  const text = useSyncExternalStore(subscribe, read, () => 'null');
  return (JSON.parse(text) as StoredUser | null) ?? NO_USER;
}

export const ACCOUNTS_DISABLED = 'This store does not offer customer accounts. You can still shop and check out as a guest.';
