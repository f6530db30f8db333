/**
 * How many of the store's webhook endpoints the platform switched off, beside the studio's Webhooks
 * link (back-office/nav-count.tsx), set at once by the Webhooks page whenever it reads the endpoints.
 * Owners are mailed as well (platform/owner-notices.ts); this is what they see without opening their mail.
 */
import { useCallback, type ReactNode } from 'react';
import type { WebhookEndpoint, WebhooksApi } from '../../application/ports/owner-webhooks-api.port';
import { navCount } from '../back-office/nav-count';

const switchedOff = navCount<WebhookEndpoint[]>({
  pick: (endpoints) => endpoints.filter((endpoint) => !endpoint.enabled && endpoint.disabledReason).length,
  spoken: 'switched off',
  tone: 'bg-red-700',
});

export function SwitchedOffEndpointsProvider({ api, children }: { api: WebhooksApi; children: ReactNode }) {
  const load = useCallback(() => api.endpoints(), [api]);
  return <switchedOff.Provider load={load}>{children}</switchedOff.Provider>;
}

/** `setCounts(endpoints)`: the page's latest reading of the endpoints. */
export const useSwitchedOffEndpoints = switchedOff.useCount;

export const SwitchedOffBadge = switchedOff.Badge;
