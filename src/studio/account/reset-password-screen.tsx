/**
 * The page the mailed reset link opens: a new password, twice. A link that expired or was used says
 * so and offers a new one; a weak password is refused at its field without using the link up
 * (decision 96). The reset signs every session out, so the person signs in afterwards.
 */
import { useState, type FormEvent } from 'react';
import type { StudioAccountApi } from '../../application/ports/studio-account-api.port';
import { useHeadingFocus } from '../products/heading-focus';
import { AccountField, FormProblem, formText, primaryButton } from './account-field';
import { FORGOT_PASSWORD_HASH } from './forgot-password-screen';
import { SignedOutFrame } from './signed-out-frame';
import { newPasswordProblems } from './new-password';

export function ResetPasswordScreen({ api, token, onDone }: { api: StudioAccountApi; token: string; onDone: () => void }) {
  const focusHeading = useHeadingFocus();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const [newPassword, confirm] = [formText(form, 'new-password'), formText(form, 'confirm-password')];
    const problems = newPasswordProblems(newPassword, confirm);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    const result = await api.resetPassword(token, newPassword);
    setBusy(false);
    if (result.ok) return onDone();
    if (result.fields?.Token) return setLinkProblem(result.fields.Token);
    setErrors(result.fields ?? {});
    // A refusal of no field: too many tries from here (the message says how long to wait), or no connection.
    setProblem(result.fields ? null : result.message);
  };

  return (
    <SignedOutFrame>
      <h2 ref={focusHeading} tabIndex={-1} className="mb-1 text-base font-semibold">
        Choose a new password
      </h2>
      {linkProblem ? (
        <div role="alert" className="flex flex-col gap-3 text-sm">
          <p>{linkProblem}</p>
          {/* The address loses the used link: the studio's root, at the forgotten-password page. */}
          <a href={`/${FORGOT_PASSWORD_HASH}`} className="underline">
            Ask for a new link
          </a>
        </div>
      ) : (
        <>
          <p className="mb-4 text-sm text-gray-600">It signs you out everywhere; then sign in with the new password.</p>
          <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
            <AccountField label="New password" name="new-password" autoComplete="new-password" error={errors.NewPassword} />
            <AccountField label="Confirm new password" name="confirm-password" autoComplete="new-password" error={errors.Confirm} />
            <FormProblem problem={problem} />
            <button type="submit" disabled={busy} className={primaryButton}>
              {busy ? 'Saving…' : 'Set new password'}
            </button>
          </form>
        </>
      )}
    </SignedOutFrame>
  );
}
