/** The Analytics page's frame in the studio: its own top bar, and the dashboard loaded on first visit. */
import { lazy, Suspense } from 'react';
import type { OwnerSession, StudioApi } from '../../application/ports/studio-api.port';
import { ANALYTICS_HASH, EDITOR_HASH } from './use-studio-view';

const AnalyticsView = lazy(() => import('./analytics/analytics-view'));

export function AnalyticsPage({ api, session, onSignOut }: { api: StudioApi; session: OwnerSession; onSignOut: () => void }) {
  return (
    <div className="min-h-screen">
      <header className="flex flex-wrap items-center gap-4 border-b border-gray-200 bg-white px-3 py-2">
        <h1 className="text-base font-semibold">Theme Studio <span className="font-normal text-gray-600">· {session.storeTitle}</span></h1>
        <nav aria-label="Studio" className="flex gap-1 text-sm">
          <a href={EDITOR_HASH} className="rounded px-2 py-1 text-gray-700 hover:bg-gray-100">Theme editor</a>
          <a href={ANALYTICS_HASH} aria-current="page" className="rounded bg-gray-900 px-2 py-1 font-medium text-white">Analytics</a>
        </nav>
        <button type="button" className="ml-auto rounded border border-gray-300 px-2 py-1 text-sm" onClick={onSignOut}>Sign out</button>
      </header>
      <Suspense fallback={<p role="status" className="p-6 text-sm">Loading analytics…</p>}>
        <AnalyticsView api={api} />
      </Suspense>
    </div>
  );
}
