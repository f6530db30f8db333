/**
 * The studio's Account page (decision 96): the signed-in person's own e-mail, password and two-factor
 * sign-in, the same in every store they belong to, so it needs no store permission.
 */
import { useCallback } from 'react';
import type { StudioAccountApi } from '../../application/ports/studio-account-api.port';
import { LoadProblem } from '../back-office/load-problem';
import { useOwnerLoad } from '../back-office/use-owner-load';
import { useHeadingFocus } from '../products/heading-focus';
import { ChangePasswordSection } from './change-password-section';
import { TwoFactorSection } from './two-factor-section';

export default function AccountView({ api }: { api: { account: StudioAccountApi; renewToken: (ownerToken: string) => void } }) {
  const load = useCallback(() => api.account.account(), [api.account]);
  const { state, reload } = useOwnerLoad(load);
  const focusHeading = useHeadingFocus();
  const account = state.status === 'ready' ? state.value : null;
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <h2 ref={focusHeading} tabIndex={-1} className="text-xl font-semibold">
        Account
      </h2>
      {!account && <LoadProblem state={state} what="account" onRetry={reload} />}
      {account && (
        <>
          <p className="text-sm text-gray-700">
            Signed in as <strong>{account.email}</strong>. Your password and two-factor sign-in are the same in every store you belong to.
          </p>
          <ChangePasswordSection api={api.account} onChanged={api.renewToken} />
          <TwoFactorSection api={api.account} account={account} onChanged={reload} />
        </>
      )}
    </main>
  );
}
