/**
 * The studio before sign-in: the sign-in form, "Forgot your password?" (#forgot-password) and the
 * reset page the mailed link opens (`/?reset=<token>`, the address the store API mails, decision 96).
 */
import { useState } from 'react';
import type { StudioAccountApi } from '../../application/ports/studio-account-api.port';
import type { OwnerSession, StudioApi } from '../../application/ports/studio-api.port';
import { SignInForm } from '../sign-in-form';
import { useStudioHash } from '../use-studio-view';
import { FORGOT_PASSWORD_HASH, ForgotPasswordScreen } from './forgot-password-screen';
import { ResetPasswordScreen } from './reset-password-screen';

/** The token of the reset link the studio was opened with, if any. */
export const resetTokenOf = (location: Pick<Location, 'search'>): string | null => new URLSearchParams(location.search).get('reset');

/** Takes the used link's token out of the address, so a reload or a bookmark does not open it again. */
export function dropResetLink(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('reset');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export function SignedOutStudio({
  api,
  accountApi,
  resetToken,
  onResetDone,
  onSignedIn,
}: {
  api: StudioApi;
  accountApi: StudioAccountApi;
  resetToken: string | null;
  /** The link was used: the address forgets it, and any session of this browser ended with the reset. */
  onResetDone: () => void;
  onSignedIn: (session: OwnerSession) => void;
}) {
  const hash = useStudioHash();
  const [notice, setNotice] = useState<string | null>(null);
  if (resetToken)
    return (
      <ResetPasswordScreen
        api={accountApi}
        token={resetToken}
        onDone={() => {
          setNotice('Your password was changed. Sign in with the new one.');
          onResetDone();
        }}
      />
    );
  if (hash === FORGOT_PASSWORD_HASH) return <ForgotPasswordScreen api={accountApi} />;
  return <SignInForm api={api} accountApi={accountApi} notice={notice} onSignedIn={onSignedIn} />;
}
