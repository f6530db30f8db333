/** The identity runtime for a page (loaded on first use) and the store's account settings. */
import { useEffect, useState } from 'react';
import type { IdentityRuntime } from '../../../application/storefront/live-runtime';
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

export const ACCOUNTS_DISABLED = 'This store does not offer customer accounts. You can still shop and check out as a guest.';
