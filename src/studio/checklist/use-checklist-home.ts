/**
 * The studio's home for a store still being set up is its checklist (decision 101): a studio opened
 * on no page (its bare address, or just after signing in) goes to `#checklist` when the store is
 * closed and has no product of its own. Any page named in the address is left alone.
 */
import { useEffect } from 'react';
import type { StoreSignupApi } from '../../application/ports/store-signup-api.port';
import { isStoreBeingSetUp } from '../../domain/store/store-signup';

const atHome = () => window.location.hash === '' || window.location.hash === '#';

export function useChecklistHome(api: StoreSignupApi, ownerToken: string | null): void {
  useEffect(() => {
    if (!ownerToken || !atHome()) return;
    let live = true;
    void api.checklist().then((result) => {
      if (live && result.ok && isStoreBeingSetUp(result.value) && atHome()) window.location.replace('#checklist');
    });
    return () => {
      live = false;
    };
  }, [api, ownerToken]);
}
