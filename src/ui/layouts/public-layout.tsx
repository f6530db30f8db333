/**
 * Layout "public": the closed store's page with no store navigation (maintenance, password): the
 * maintenance template's sections (docs/editor.md) around a single centred card.
 */
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useStore } from '../app/use-store';

export function PublicLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}

/** The centred card the closed store's message sits in; the whole screen when no section goes around it. */
export function PublicCard({ children, alone }: { children: ReactNode; alone: boolean }) {
  const store = useStore();
  return (
    <div className={`flex items-center justify-center p-6 ${alone ? 'min-h-screen' : 'py-12'}`}>
      <div className="card w-full max-w-md text-center">
        <p className="sub-heading mb-4">{store?.siteConfig.webTitle ?? ''}</p>
        {children}
      </div>
    </div>
  );
}
