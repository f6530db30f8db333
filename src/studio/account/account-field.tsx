/**
 * One labelled input of the account's forms (sign-in steps, password, two-factor), with its error
 * beside it, named by the API's field (CurrentPassword, Code…) so a refusal lands at its field.
 */
import { useId, type InputHTMLAttributes } from 'react';

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'maxLength' | 'type' | 'autoFocus' | 'spellCheck'
>;

export function AccountField({
  label,
  name,
  error,
  hint,
  type = 'password',
  ...input
}: InputProps & { label: string; name: string; error?: string | undefined; hint?: string }) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={type}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="rounded border border-gray-300 px-2 py-1.5 aria-[invalid=true]:border-red-700"
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A form's text by field name. */
export const formText = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '');

export const primaryButton = 'rounded bg-gray-900 px-3 py-2 text-sm text-white disabled:opacity-50';
export const secondaryButton = 'rounded border border-gray-400 bg-white px-3 py-1.5 text-sm disabled:opacity-50';

/** A refusal that names no field (too many tries, no connection), said where the form ends. */
export function FormProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <p role="alert" className="text-sm text-red-700">
      {problem}
    </p>
  ) : null;
}

/** A step's two ways on: do it (`action`), or leave it as it was. */
export function SubmitOrCancel({ busy, action, onCancel }: { busy: boolean; action: string; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" disabled={busy} className={primaryButton}>
        {action}
      </button>
      <button type="button" onClick={onCancel} className={secondaryButton}>
        Cancel
      </button>
    </div>
  );
}
