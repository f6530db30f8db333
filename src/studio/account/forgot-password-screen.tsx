/**
 * "Forgot your password?": the e-mail the person signs in with. The answer is the same whether or not
 * an account uses it (decision 96), so the page cannot tell anyone who has one.
 */
import { useState, type FormEvent } from 'react';
import type { StudioAccountApi } from '../../application/ports/studio-account-api.port';
import { useHeadingFocus } from '../products/heading-focus';
import { EDITOR_HASH } from '../use-studio-view';
import { AccountField, FormProblem, formText, primaryButton } from './account-field';
import { SignedOutFrame } from './signed-out-frame';

export const FORGOT_PASSWORD_HASH = '#forgot-password';

export function ForgotPasswordScreen({ api }: { api: StudioAccountApi }) {
  const focusHeading = useHeadingFocus();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = formText(event.currentTarget, 'email').trim();
    if (!email) return setErrors({ Email: 'Enter the e-mail you sign in with' });
    setBusy(true);
    const result = await api.forgotPassword(email);
    setBusy(false);
    if (result.ok) return setSentTo(email);
    setErrors(result.fields ?? {});
    setProblem(result.fields ? null : result.message);
  };

  return (
    <SignedOutFrame>
      <h2 ref={focusHeading} tabIndex={-1} className="mb-1 text-base font-semibold">
        Forgot your password?
      </h2>
      {sentTo ? (
        <div role="status" className="flex flex-col gap-2 text-sm">
          <p>
            If <strong>{sentTo}</strong> has a studio account, a link to choose a new password is on its way. It works once, for an hour.
          </p>
          <p>No mail after a few minutes? Look in the spam folder, or check the address and ask again.</p>
        </div>
      ) : (
        <>
          <p className="mb-4 text-sm text-gray-600">
            Enter the e-mail you sign in with, and we will mail you a link to choose a new password.
          </p>
          <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
            <AccountField label="Email" name="email" type="email" autoComplete="username" error={errors.Email} />
            <FormProblem problem={problem} />
            <button type="submit" disabled={busy} className={primaryButton}>
              {busy ? 'Sending…' : 'Send reset link'}
            </button>
          </form>
        </>
      )}
      <a href={EDITOR_HASH} className="mt-4 inline-block text-sm underline">
        Back to sign in
      </a>
    </SignedOutFrame>
  );
}
