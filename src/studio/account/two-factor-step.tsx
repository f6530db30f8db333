/**
 * The second step of a sign-in with two-factor on (decision 96): the 6-digit code the authenticator
 * app shows, or one of the recovery codes saved when it was turned on (each works once). A wrong code
 * is said at its field; a challenge that ran out (five minutes) sends the person back to the password.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { StudioAccountApi } from '../../application/ports/studio-account-api.port';
import type { OwnerSession } from '../../application/ports/studio-api.port';
import { AccountField, FormProblem, formText, primaryButton } from './account-field';

export function TwoFactorStep({
  api,
  challenge,
  onSignedIn,
  onBack,
}: {
  api: StudioAccountApi;
  challenge: string;
  onSignedIn: (session: OwnerSession) => void;
  onBack: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [useRecovery, setUseRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  useEffect(() => heading.current?.focus(), [useRecovery]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = formText(event.currentTarget, 'code').trim();
    const field = useRecovery ? 'RecoveryCode' : 'Code';
    if (!typed) return setErrors({ [field]: useRecovery ? 'Enter one of your recovery codes' : 'Enter the code your app shows' });
    setBusy(true);
    const result = await api.signInCode(challenge, useRecovery ? { recoveryCode: typed } : { code: typed });
    setBusy(false);
    if (result.ok) return onSignedIn(result.value);
    if (result.fields?.Challenge) return setExpired(true);
    setErrors(result.fields ?? {});
    setProblem(result.fields ? null : result.message);
  };
  const switchTo = (recovery: boolean) => {
    setUseRecovery(recovery);
    setErrors({});
    setProblem(null);
  };

  return (
    <section aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading" ref={heading} tabIndex={-1} className="mb-1 text-base font-semibold">
        {useRecovery ? 'Use a recovery code' : 'Two-factor sign-in'}
      </h2>
      {expired ? (
        <div role="alert" className="flex flex-col gap-3 text-sm">
          <p>This sign-in took too long. Sign in again with your password.</p>
        </div>
      ) : (
        <>
          <p className="mb-4 text-sm text-gray-600">
            {useRecovery
              ? 'Enter one of the recovery codes you saved when you turned two-factor sign-in on. Each code works once.'
              : 'Enter the 6-digit code your authenticator app shows for the Theme Studio.'}
          </p>
          <form key={String(useRecovery)} className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
            {useRecovery ? (
              <AccountField
                label="Recovery code"
                name="code"
                type="text"
                autoComplete="off"
                spellCheck={false}
                maxLength={20}
                error={errors.RecoveryCode}
              />
            ) : (
              <AccountField
                label="Code"
                name="code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                error={errors.Code}
              />
            )}
            <FormProblem problem={problem} />
            <button type="submit" disabled={busy} className={primaryButton}>
              {busy ? 'Checking…' : 'Verify'}
            </button>
          </form>
          <button type="button" onClick={() => switchTo(!useRecovery)} className="mt-3 text-sm underline">
            {useRecovery ? 'Use the code from your app' : 'Use a recovery code'}
          </button>
        </>
      )}
      <button type="button" onClick={onBack} className="mt-3 block text-sm underline">
        {expired ? 'Sign in again' : 'Back to sign in'}
      </button>
    </section>
  );
}
