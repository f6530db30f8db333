/** The identity runtime for a page (loaded on first use) and the store's account settings. */
import { useEffect, useState } from 'react';
import { lazyModule } from '../../../application/lazy/lazy-module';
import type { IdentityRuntime } from '../../../application/storefront/live-runtime';
import { useStore } from '../../app/use-store';

/** The identity client (and the cart client it brings) loads after the page hydrates, from the effect below. */
const identityClient = lazyModule(() => import('../../identity/identity-client'));

export function useIdentity(): IdentityRuntime | null {
  const store = useStore();
  const [runtime, setRuntime] = useState<IdentityRuntime | null>(null);
  useEffect(() => {
    if (store) void identityClient.use((client) => client.loadIdentity(store.storeName)).then(setRuntime);
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
