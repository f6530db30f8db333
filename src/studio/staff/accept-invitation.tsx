/**
 * The screen a staff invitation's mailed link opens (`#accept-invitation/<token>`, a fragment so the
 * token reaches no server log; decision 95): which store asks, with what role; a person with no
 * studio account chooses a password, one with an account gives its password; either way they are
 * signed in to the store. A link used, withdrawn or expired says so.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AccessApi, Invitation } from '../../application/ports/owner-access-api.port';
import type { OwnerSession } from '../../application/ports/studio-api.port';
import { MIN_PASSWORD_LENGTH } from '../../domain/identity/password-rules';
import { permissionList } from './role-picker';

export const ACCEPT_INVITATION_HASH = '#accept-invitation/';

/** The token an accept link's hash carries, or null. */
export const invitationTokenOf = (hash: string): string | null =>
  hash.startsWith(ACCEPT_INVITATION_HASH) ? hash.slice(ACCEPT_INVITATION_HASH.length) || null : null;

type Loaded = { status: 'loading' } | { status: 'ready'; invitation: Invitation } | { status: 'unusable'; message: string };

export function AcceptInvitation({
  api,
  token,
  onSignedIn,
  onSignInInstead,
}: {
  api: AccessApi;
  token: string;
  onSignedIn: (session: OwnerSession) => void;
  /** Leaves for the sign-in form (an account with two-factor finishes there; a dead link's reader may sign in anyway). */
  onSignInInstead: () => void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [error, setError] = useState<string | null>(null);
  const [joined, setJoined] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void api.invitation(token).then((result) => {
      if (!live) return;
      setLoaded(result.ok ? { status: 'ready', invitation: result.value } : { status: 'unusable', message: result.message });
    });
    return () => {
      live = false;
    };
  }, [api, token]);
  useEffect(() => heading.current?.focus(), [loaded.status, joined]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setBusy(true);
    const result = await api.acceptInvitation(token, password);
    setBusy(false);
    if (!result.ok) {
      if (result.status === 410) return setLoaded({ status: 'unusable', message: result.message });
      return setError(result.fields?.Password ?? result.message);
    }
    if ('signIn' in result.value) return setJoined(result.value.signIn.storeName);
    return onSignedIn(result.value);
  };

  const title =
    loaded.status === 'ready'
      ? `Join ${loaded.invitation.storeTitle}`
      : loaded.status === 'unusable'
        ? 'This invitation cannot be used'
        : 'Invitation';
  return (
    <main className="mx-auto mt-16 max-w-md rounded border border-gray-200 bg-white p-6 shadow-sm">
      <h1 ref={heading} tabIndex={-1} className="mb-2 text-xl font-semibold">
        {joined ? 'You joined the store' : title}
      </h1>
      {loaded.status === 'loading' && <p role="status">Reading the invitation…</p>}
      {loaded.status === 'unusable' && (
        <>
          <p role="alert" className="mb-4 text-sm text-red-700">
            {loaded.message}
          </p>
          <button type="button" className="rounded border border-gray-300 px-3 py-1.5 text-sm" onClick={onSignInInstead}>
            Go to sign-in
          </button>
        </>
      )}
      {joined && (
        <>
          <p className="mb-4 text-sm">Your account has two-factor sign-in on: sign in with your password and code to open the store.</p>
          <button type="button" className="rounded bg-gray-900 px-3 py-1.5 text-sm text-white" onClick={onSignInInstead}>
            Sign in
          </button>
        </>
      )}
      {loaded.status === 'ready' && !joined && (
        <>
          <p className="mb-2 text-sm">
            You are invited to help run {loaded.invitation.storeTitle} as{' '}
            <strong>{loaded.invitation.role === 'owner' ? 'an owner' : 'staff'}</strong>, signing in as {loaded.invitation.email}.
          </p>
          <p className="mb-4 text-sm text-gray-700">
            {loaded.invitation.role === 'owner'
              ? 'Owners may do everything in the studio.'
              : `You may use: ${permissionList(loaded.invitation.permissions)}.`}
          </p>
          <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
            <label htmlFor={`${id}-password`} className="text-sm font-medium">
              {loaded.invitation.hasAccount ? 'Your studio password' : 'Choose a password'}
            </label>
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete={loaded.invitation.hasAccount ? 'current-password' : 'new-password'}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-password-error` : `${id}-password-hint`}
              className="rounded border border-gray-300 px-2 py-1.5"
            />
            {error ? (
              <p id={`${id}-password-error`} role="alert" className="text-sm text-red-700">
                {error}
              </p>
            ) : (
              <p id={`${id}-password-hint`} className="text-sm text-gray-700">
                {loaded.invitation.hasAccount
                  ? 'You have a studio account already: the password you sign in with.'
                  : `At least ${MIN_PASSWORD_LENGTH} characters, not easy to guess. You sign in to the studio with it.`}
              </p>
            )}
            <button
              type="submit"
              disabled={busy}
              className="rounded bg-gray-900 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-50"
            >
              {loaded.invitation.hasAccount ? 'Sign in and join' : 'Create account and join'}
            </button>
          </form>
        </>
      )}
    </main>
  );
}
