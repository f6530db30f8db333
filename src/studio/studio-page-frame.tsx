/** A studio page other than the editor (studio-pages.tsx): its own top bar with the studio's pages, and the page loaded on first visit. */
import { Suspense, type ReactNode } from 'react';
import type { OwnerSession } from '../application/ports/studio-api.port';
import { AccountLinks } from './account-links';
import { StudioNav } from './studio-nav';
import type { StudioView } from './studio-pages';

export function StudioPageFrame({
  view,
  session,
  loading,
  onSignOut,
  children,
}: {
  view: StudioView;
  session: OwnerSession;
  loading: string;
  onSignOut: () => void;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen">
      <header className="flex flex-wrap items-center gap-4 border-b border-gray-200 bg-white px-3 py-2">
        <h1 className="text-base font-semibold">
          Theme Studio <span className="font-normal text-gray-600">· {session.storeTitle}</span>
        </h1>
        <StudioNav current={view} />
        <div className="ml-auto flex items-center gap-2">
          <AccountLinks current={view} />
          <button type="button" className="rounded border border-gray-300 px-2 py-1 text-sm" onClick={onSignOut}>
            Sign out
          </button>
        </div>
      </header>
      <Suspense
        fallback={
          <p role="status" className="p-6 text-sm">
            {loading}
          </p>
        }
      >
        {children}
      </Suspense>
    </div>
  );
}
