/**
 * "Change password": the current one, the new one twice. Refusals land at their field (a wrong current
 * password, a weak new one); a change signs the person's other sessions out, and this one goes on
 * with the token the change answered (decision 96).
 */
import { useState, type FormEvent } from 'react';
import type { StudioAccountApi } from '../../application/ports/studio-account-api.port';
import { MIN_PASSWORD_LENGTH } from '../../domain/identity/password-rules';
import { card } from '../back-office/card';
import { AccountField, formText, primaryButton } from './account-field';
import { newPasswordProblems } from './new-password';

export function ChangePasswordSection({ api, onChanged }: { api: StudioAccountApi; onChanged: (ownerToken: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [said, setSaid] = useState<{ text: string; refused: boolean } | null>(null);
  // The form starts empty again after a change.
  const [round, setRound] = useState(0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const current = formText(form, 'current-password');
    const [newPassword, confirm] = [formText(form, 'new-password'), formText(form, 'confirm-password')];
    const problems = {
      ...(current ? {} : { CurrentPassword: 'Enter your current password' }),
      ...newPasswordProblems(newPassword, confirm),
    };
    setErrors(problems);
    setSaid(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    const result = await api.changePassword(current, newPassword);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fields ?? {});
      return setSaid(result.fields ? null : { text: result.message, refused: true });
    }
    onChanged(result.value.ownerToken);
    setRound((n) => n + 1);
    setSaid({ text: 'Your password was changed. Your other studio sessions were signed out; this one stays signed in.', refused: false });
  };

  return (
    <section aria-labelledby="password-heading" className={`${card} flex flex-col gap-3`}>
      <h3 id="password-heading" className="font-semibold">
        Change password
      </h3>
      <form key={round} className="flex max-w-sm flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <AccountField label="Current password" name="current-password" autoComplete="current-password" error={errors.CurrentPassword} />
        <AccountField
          label="New password"
          name="new-password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters, not a common password, and not containing your e-mail.`}
          error={errors.NewPassword}
        />
        <AccountField label="Confirm new password" name="confirm-password" autoComplete="new-password" error={errors.Confirm} />
        <div>
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? 'Changing…' : 'Change password'}
          </button>
        </div>
      </form>
      <p role={said?.refused ? 'alert' : 'status'} className={`text-sm ${said?.refused ? 'text-red-700' : 'text-green-800'}`}>
        {said?.text}
      </p>
    </section>
  );
}
