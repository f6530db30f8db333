/**
 * The Theme Studio app: sign-in, then the workspace for the owner's store. The session is shared by
 * the browser's studio tabs (owner-session.ts).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { StudioDraft } from '../application/ports/studio-api.port';
import { useStudioPorts } from './studio-ports-context';
import { SignInForm } from './sign-in-form';
import { UnreadMessagesProvider } from './messages/unread-messages';
import { PendingReviewsProvider } from './reviews/pending-reviews';
import { SwitchedOffEndpointsProvider } from './webhooks/switched-off-endpoints';
import { useOwnerSession } from './owner-session';
import { StudioWorkspace } from './studio-workspace';
import { StudioPageFrame } from './studio-page-frame';
import { pageOf, viewOf, type OwnerApis } from './studio-pages';
import { useStudioHash } from './use-studio-view';
import { signupRouteOf } from './signup/signup-routes';
import { OpenStoreScreen } from './signup/open-store-screen';
import { VerifySignupScreen } from './signup/verify-signup-screen';
import { useChecklistHome } from './checklist/use-checklist-home';
import { storeOrigin } from './store-origin';

/** What the studio loaded, for the session whose token loaded it (another tab may sign in anew). */
interface Loaded {
  token: string;
  draft: StudioDraft;
  images: string[];
  isMaintenance: boolean;
}

export function StudioApp() {
  const [session, setSession] = useOwnerSession();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hash = useStudioHash();
  const view = viewOf(hash);
  const signup = signupRouteOf(hash);
  // The editor mounts on its first visit, not behind another page the studio opened on (a link to
  // #customers): its preview frame loads the store's whole page, work an owner on Customers never sees.
  const [editorOpened, setEditorOpened] = useState(view === 'editor');
  if (view === 'editor' && !editorOpened) setEditorOpened(true);
  const ports = useStudioPorts();
  const apis = useMemo((): OwnerApis => {
    const token = () => session?.ownerToken ?? null;
    return {
      studio: ports.studioApi(token),
      backOffice: ports.backOfficeApi(token),
      inbox: ports.inboxApi(token),
      storeSettings: ports.storeSettingsApi(token),
      products: ports.productsApi(token),
      reviews: ports.reviewsApi(token),
      catalogueImports: ports.catalogueImportApi(token),
      webhooks: ports.webhooksApi(token),
      access: ports.accessApi(token),
      domains: ports.domainsApi(token),
      signup: ports.storeSignupApi(token),
      storeOrigin: session ? storeOrigin(window.location, session.storeName) : '',
    };
  }, [ports, session]);
  const api = apis.studio;
  const page = pageOf(view);
  useChecklistHome(apis.signup, session?.ownerToken ?? null);

  const signOut = useCallback(() => {
    setSession(null);
    setLoaded(null);
  }, [setSession]);

  useEffect(() => {
    if (!session) return;
    let live = true;
    void Promise.all([api.me(), api.getDraft(), api.media()]).then(([me, draft, media]) => {
      if (!live) return;
      if (!me.ok && me.status === 401) return signOut();
      if (!me.ok || !draft.ok) return setError((!me.ok ? me.message : !draft.ok ? draft.message : '') || 'The studio could not load');
      setLoaded({
        token: session.ownerToken,
        draft: draft.value,
        images: media.ok ? media.value : [],
        isMaintenance: me.value.isMaintenance,
      });
    });
    return () => {
      live = false;
    };
  }, [api, session, signOut]);

  // "Open a store" and its mailed link answer before any session (decision 101).
  if (signup?.screen === 'form') return <OpenStoreScreen api={apis.signup} invitation={signup.invitation} />;
  if (signup?.screen === 'verify') return <VerifySignupScreen api={apis.signup} token={signup.token} onSignedIn={setSession} />;
  if (!session) {
    return <SignInForm api={api} onSignedIn={setSession} />;
  }
  if (error)
    return (
      <p role="alert" className="p-6 text-red-700">
        {error}
      </p>
    );
  if (!loaded || loaded.token !== session.ownerToken)
    return (
      <p role="status" className="p-6">
        Loading the theme…
      </p>
    );
  // Once opened, the editor stays mounted while another page is open, so its undo history and frame survive the visit.
  return (
    <UnreadMessagesProvider api={apis.inbox}>
      <PendingReviewsProvider api={apis.reviews}>
        <SwitchedOffEndpointsProvider api={apis.webhooks}>
          {editorOpened && (
            <div hidden={view !== 'editor'}>
              <StudioWorkspace
                api={api}
                session={session}
                draft={loaded.draft}
                images={loaded.images}
                isMaintenance={loaded.isMaintenance}
                onSignOut={signOut}
              />
            </div>
          )}
          {page && (
            <StudioPageFrame key={page.route} view={page.route} session={session} loading={`Loading ${page.route}…`} onSignOut={signOut}>
              {page.render(apis)}
            </StudioPageFrame>
          )}
        </SwitchedOffEndpointsProvider>
      </PendingReviewsProvider>
    </UnreadMessagesProvider>
  );
}
