/**
 * The Theme Studio app: sign-in, then the workspace for the owner's store. The session is shared by
 * the browser's studio tabs (owner-session.ts).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OwnerSession, StudioDraft } from '../application/ports/studio-api.port';
import { useStudioPorts } from './studio-ports-context';
import { dropResetLink, resetTokenOf, SignedOutStudio } from './account/signed-out-studio';
import { UnreadMessagesProvider } from './messages/unread-messages';
import { PendingReviewsProvider } from './reviews/pending-reviews';
import { SwitchedOffEndpointsProvider } from './webhooks/switched-off-endpoints';
import { useOwnerSession } from './owner-session';
import { StudioWorkspace } from './studio-workspace';
import { StudioPageFrame } from './studio-page-frame';
import { pageOf, STUDIO_PAGES, viewOf, type OwnerApis } from './studio-pages';
import { useStudioHash } from './use-studio-view';
import { signupRouteOf } from './signup/signup-routes';
import { OpenStoreScreen } from './signup/open-store-screen';
import { VerifySignupScreen } from './signup/verify-signup-screen';
import { useChecklistHome } from './checklist/use-checklist-home';
import { storeOrigin } from './store-origin';
import { allows, type OwnerPermission } from '../domain/staff/permissions';
import { StudioAccessProvider } from './studio-access';
import { AcceptInvitation, invitationTokenOf } from './staff/accept-invitation';

/**
 * Who is signed in to which store: what the studio's APIs and loaded draft belong to. A new token of
 * the same person and store (a password change answers one, decision 96) keeps both.
 */
const keyOf = (session: OwnerSession | null) => (session ? `${session.webID}:${session.storeName}:${session.email}` : null);

/** What the studio loaded, for the session that loaded it (another tab may sign in anew). */
interface Loaded {
  key: string;
  /** None for a member whose role does not include the theme (decision 95): the editor is not offered. */
  draft: StudioDraft | null;
  images: string[];
  isMaintenance: boolean;
  permissions: OwnerPermission[];
}

export function StudioApp() {
  const [session, setSession] = useOwnerSession();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hash = useStudioHash();
  const view = viewOf(hash);
  const signup = signupRouteOf(hash);
  // The mailed reset link (`/?reset=<token>`, decision 96) opens its page even over a session: the reset ends it.
  const [resetToken, setResetToken] = useState(() => resetTokenOf(window.location));
  const invitation = invitationTokenOf(hash);
  // The editor mounts on its first visit, not behind another page the studio opened on (a link to
  // #customers): its preview frame loads the store's whole page, work an owner on Customers never sees.
  const [editorOpened, setEditorOpened] = useState(view === 'editor');
  if (view === 'editor' && !editorOpened) setEditorOpened(true);
  const ports = useStudioPorts();
  const sessionKey = keyOf(session);
  const latest = useRef(session);
  latest.current = session;
  const apis = useMemo((): OwnerApis => {
    // Read at each call, and only while the same person is signed in to the same store.
    const token = () => (keyOf(latest.current) === sessionKey ? (latest.current?.ownerToken ?? null) : null);
    return {
      studio: ports.studioApi(token),
      backOffice: ports.backOfficeApi(token),
      inbox: ports.inboxApi(token),
      storeSettings: ports.storeSettingsApi(token),
      products: ports.productsApi(token),
      reviews: ports.reviewsApi(token),
      catalogueImports: ports.catalogueImportApi(token),
      webhooks: ports.webhooksApi(token),
      mailTemplates: ports.mailTemplatesApi(token),
      access: ports.accessApi(token),
      domains: ports.domainsApi(token),
      signup: ports.storeSignupApi(token),
      account: ports.studioAccountApi(token),
      renewToken: (ownerToken) => {
        if (latest.current && keyOf(latest.current) === sessionKey) setSession({ ...latest.current, ownerToken });
      },
      storeOrigin: latest.current ? storeOrigin(window.location, latest.current.storeName) : '',
    };
  }, [ports, sessionKey, setSession]);
  const api = apis.studio;
  const page = pageOf(view);
  useChecklistHome(apis.signup, session?.ownerToken ?? null);

  const signOut = useCallback(() => {
    setSession(null);
    setLoaded(null);
  }, [setSession]);

  useEffect(() => {
    if (!sessionKey) return;
    let live = true;
    void (async () => {
      const me = await api.me();
      // The theme is read only for a role that may edit it; any other role opens on its first page.
      const theme = me.ok && allows('theme.manage', me.value.permissions) ? await Promise.all([api.getDraft(), api.media()]) : null;
      if (!live) return;
      if (!me.ok && me.status === 401) return signOut();
      if (!me.ok) return setError(me.message || 'The studio could not load');
      if (theme && !theme[0].ok) return setError(theme[0].message || 'The studio could not load');
      setLoaded({
        key: sessionKey,
        draft: theme?.[0].ok ? theme[0].value : null,
        images: theme?.[1].ok ? theme[1].value : [],
        isMaintenance: me.value.isMaintenance,
        permissions: me.value.permissions,
      });
    })();
    return () => {
      live = false;
    };
  }, [api, sessionKey, signOut]);

  // "Open a store" and its mailed link answer before any session (decision 101).
  if (signup?.screen === 'form') return <OpenStoreScreen api={apis.signup} invitation={signup.invitation} />;
  if (signup?.screen === 'verify') return <VerifySignupScreen api={apis.signup} token={signup.token} onSignedIn={setSession} />;
  if (invitation)
    return (
      <AcceptInvitation
        api={apis.access}
        token={invitation}
        onSignedIn={(next) => {
          setSession(next);
          window.location.hash = '';
        }}
        onSignInInstead={() => {
          signOut();
          window.location.hash = '';
        }}
      />
    );
  if (!session || resetToken) {
    return (
      <SignedOutStudio
        api={api}
        accountApi={apis.account}
        resetToken={resetToken}
        onResetDone={() => {
          dropResetLink();
          setResetToken(null);
          signOut();
        }}
        onSignedIn={setSession}
      />
    );
  }
  if (error)
    return (
      <p role="alert" className="p-6 text-red-700">
        {error}
      </p>
    );
  if (!loaded || loaded.key !== sessionKey)
    return (
      <p role="status" className="p-6">
        Loading the theme…
      </p>
    );
  const { draft, permissions } = loaded;
  // The page the address names, or for a role without the theme the first page it may use (decision 95).
  const shown = page ?? (draft ? undefined : firstPageOf(permissions));
  // Once opened, the editor stays mounted while another page is open, so its undo history and frame survive the visit.
  let body = (
    <>
      {editorOpened && draft && (
        <div hidden={view !== 'editor'}>
          <StudioWorkspace
            api={api}
            session={session}
            draft={draft}
            images={loaded.images}
            isMaintenance={loaded.isMaintenance}
            onSignOut={signOut}
          />
        </div>
      )}
      {shown && (
        <StudioPageFrame key={shown.route} view={shown.route} session={session} loading={`Loading ${shown.route}…`} onSignOut={signOut}>
          {allows(shown.permission, permissions) ? shown.render(apis) : <NotInRole />}
        </StudioPageFrame>
      )}
      {!shown && !draft && <NotInRole />}
    </>
  );
  // The counts beside the links are read only for the pages the role includes (the others would answer 403).
  if (allows('webhooks.manage', permissions))
    body = <SwitchedOffEndpointsProvider api={apis.webhooks}>{body}</SwitchedOffEndpointsProvider>;
  if (allows('reviews.manage', permissions)) body = <PendingReviewsProvider api={apis.reviews}>{body}</PendingReviewsProvider>;
  if (allows('messages.manage', permissions)) body = <UnreadMessagesProvider api={apis.inbox}>{body}</UnreadMessagesProvider>;
  return <StudioAccessProvider permissions={permissions}>{body}</StudioAccessProvider>;
}

/** Where a member without the theme lands: the first page of their role's own work (not the owner's checklist), else any they may open. */
function firstPageOf(permissions: readonly OwnerPermission[]) {
  const open = STUDIO_PAGES.filter((candidate) => allows(candidate.permission, permissions));
  return open.find((candidate) => candidate.permission !== 'member') ?? open[0];
}

/** A page the member's role does not include (a typed or old address): said, not shown. */
function NotInRole() {
  return (
    <p role="alert" className="p-6">
      Your role in this store does not include this page. Ask the store&apos;s owner if you need it.
    </p>
  );
}
