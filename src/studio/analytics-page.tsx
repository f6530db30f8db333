/** The Analytics page's frame in the studio: the studio's top bar, and the dashboard loaded on first visit. */
import { lazy } from 'react';
import type { OwnerSession, StudioApi } from '../application/ports/studio-api.port';
import { StudioPageFrame } from './studio-page-frame';

const AnalyticsView = lazy(() => import('./analytics/analytics-view'));

export function AnalyticsPage({ api, session, onSignOut }: { api: StudioApi; session: OwnerSession; onSignOut: () => void }) {
  return (
    <StudioPageFrame view="analytics" session={session} loading="Loading analytics…" onSignOut={onSignOut}>
      <AnalyticsView api={api} />
    </StudioPageFrame>
  );
}
