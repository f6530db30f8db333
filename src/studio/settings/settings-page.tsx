/** The studio's Settings page, loaded on first visit so the theme editor never pays for it. */
import { lazy } from 'react';
import type { StoreSettingsApi } from '../../application/ports/store-settings-api.port';
import type { OwnerSession } from '../../application/ports/studio-api.port';
import { StudioPageFrame } from '../studio-page-frame';

const SettingsView = lazy(() => import('./settings-view'));

export function SettingsPage({ api, session, onSignOut }: { api: StoreSettingsApi; session: OwnerSession; onSignOut: () => void }) {
  return (
    <StudioPageFrame view="settings" session={session} loading="Loading settings…" onSignOut={onSignOut}>
      <SettingsView api={api} />
    </StudioPageFrame>
  );
}
