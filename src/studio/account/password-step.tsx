/** A step that asks for the password first (two-factor set-up, new recovery codes, turning it off: decision 96), with the refusal at its field. */
import { useState, type FormEvent } from 'react';
import type { StudioResult } from '../../application/ports/studio-api.port';
import { AccountField, FormProblem, formText, SubmitOrCancel } from './account-field';

export function PasswordStep<T>({
  intro,
  action,
  run,
  onDone,
  onCancel,
}: {
  intro: string;
  /** The submit button's name: what the password allows. */
  action: string;
  run: (password: string) => Promise<StudioResult<T>>;
  onDone: (value: T) => void;
  onCancel: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = formText(event.currentTarget, 'password');
    if (!password) return setError('Enter your password');
    setBusy(true);
    const result = await run(password);
    setBusy(false);
    if (result.ok) return onDone(result.value);
    setError(result.fields?.Password);
    setProblem(result.fields?.Password ? null : result.message);
  };

  return (
    <form className="flex max-w-sm flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
      <p className="text-sm text-gray-700">{intro}</p>
      <AccountField label="Password" name="password" autoComplete="current-password" autoFocus error={error} />
      <FormProblem problem={problem} />
      <SubmitOrCancel busy={busy} action={action} onCancel={onCancel} />
    </form>
  );
}
