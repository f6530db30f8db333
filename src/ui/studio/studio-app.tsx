/**
 * The Theme Studio app: sign-in, then the workspace for the owner's store. The owner token lives in
 * this tab's session storage only, so closing the tab signs out.
 */
import { useEffect, useMemo, useState } from 'react';
import type { OwnerSession, StudioDraft } from '../../application/ports/studio-api.port';
import { createStudioApi } from '../../composition/studio-composition';
import { SignInForm } from './sign-in-form';
import { AnalyticsPage } from './analytics-page';
import { StudioWorkspace } from './studio-workspace';
import { useStudioView } from './use-studio-view';

const SESSION_KEY = 'webx-studio-session';

function storedSession(): OwnerSession | null {
  try {
    return JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null') as OwnerSession | null;
  } catch {
    return null;
  }
}

interface Loaded { draft: StudioDraft; images: string[]; isMaintenance: boolean }

export function StudioApp() {
  const [session, setSession] = useState<OwnerSession | null>(storedSession);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const view = useStudioView();
  const api = useMemo(() => createStudioApi(() => session?.ownerToken ?? null), [session]);

  const signOut = () => {
    sessionStorage.removeItem(SESSION_KEY);
    setSession(null);
    setLoaded(null);
  };

  useEffect(() => {
    if (!session) return;
    let live = true;
    void Promise.all([api.me(), api.getDraft(), api.media()]).then(([me, draft, media]) => {
      if (!live) return;
      if (!me.ok && me.status === 401) return signOut();
      if (!me.ok || !draft.ok) return setError((!me.ok ? me.message : !draft.ok ? draft.message : '') || 'The studio could not load');
      setLoaded({ draft: draft.value, images: media.ok ? media.value : [], isMaintenance: me.value.isMaintenance });
    });
    return () => { live = false; };
  }, [api, session]);

  if (!session) {
    return <SignInForm api={api} onSignedIn={(next) => { sessionStorage.setItem(SESSION_KEY, JSON.stringify(next)); setSession(next); }} />;
  }
  if (error) return <p role="alert" className="p-6 text-red-700">{error}</p>;
  if (!loaded) return <p role="status" className="p-6">Loading the theme…</p>;
  // The editor stays mounted while Analytics is open, so its undo history and frame survive the visit.
  return (
    <>
      <div hidden={view !== 'editor'}>
        <StudioWorkspace api={api} session={session} draft={loaded.draft} images={loaded.images} isMaintenance={loaded.isMaintenance} onSignOut={signOut} />
      </div>
      {view === 'analytics' && <AnalyticsPage api={api} session={session} onSignOut={signOut} />}
    </>
  );
}
