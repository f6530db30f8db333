/**
 * Setting two-factor sign-in up: the QR code an authenticator app scans (rendered by the store API,
 * decision 96), the key to type where scanning is not possible, and the app's first code to confirm.
 */
import { useId, useState, type FormEvent } from 'react';
import type { StudioAccountApi, TwoFactorSetup } from '../../application/ports/studio-account-api.port';
import { AccountField, FormProblem, formText, SubmitOrCancel } from './account-field';

export function TwoFactorSetupForm({
  api,
  setup,
  onDone,
  onCancel,
}: {
  api: StudioAccountApi;
  setup: TwoFactorSetup;
  onDone: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const keyId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = formText(event.currentTarget, 'code').trim();
    if (!code) return setError('Enter the code your app shows');
    setBusy(true);
    const result = await api.confirmTwoFactor(code);
    setBusy(false);
    if (result.ok) return onDone(result.value.recoveryCodes);
    setError(result.fields?.Code);
    setProblem(result.fields?.Code ? null : result.message);
  };

  return (
    <div className="flex flex-col gap-3">
      <ol className="flex list-decimal flex-col gap-3 pl-5 text-sm">
        <li>
          <p>Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).</p>
          <img
            src={setup.qrCode}
            alt="QR code for your authenticator app"
            width={176}
            height={176}
            className="mt-2 border border-gray-200"
          />
        </li>
        <li className="flex flex-col gap-1">
          <label htmlFor={keyId}>Can&apos;t scan it? Type this key into the app instead:</label>
          <input
            id={keyId}
            readOnly
            value={setup.secret}
            onFocus={(event) => event.currentTarget.select()}
            className="max-w-sm rounded border border-gray-300 bg-gray-50 px-2 py-1 font-mono text-sm tracking-wide"
          />
        </li>
        <li>
          <p>Enter the 6-digit code the app shows, to check that it works.</p>
        </li>
      </ol>
      <form className="flex max-w-sm flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <AccountField
          label="Code from the app"
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          error={error}
        />
        <FormProblem problem={problem} />
        <SubmitOrCancel busy={busy} action="Turn on" onCancel={onCancel} />
      </form>
    </div>
  );
}
