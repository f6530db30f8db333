/**
 * Form pieces of the identity pages: a labelled input whose error sits beside it (aria-invalid,
 * aria-describedby), a status line, and a submit hook that checks required fields first, turns a
 * store API refusal into field messages (focusing the first), and a 429 into "try again in ..." as
 * the server words it.
 */
import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useActionData } from 'react-router';
import { StoreApiError } from '../../../application/ports/store-api-error';
import type { FormReply } from '../../forms/form-post';

export type FieldErrors = Record<string, string>;

export function TextField({
  label,
  name,
  errors,
  hint,
  ...input
}: { label: string; name: string; errors: FieldErrors; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const error = errors[name];
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm opacity-75">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** First and last name side by side, as the sign-up and profile forms ask for them (first required). */
export function NameFields({ first, last, errors }: { first: string | undefined; last: string | undefined; errors: FieldErrors }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="First name"
        name="FirstName"
        defaultValue={first}
        autoComplete="given-name"
        required
        maxLength={80}
        errors={errors}
      />
      <TextField label="Last name" name="LastName" defaultValue={last} autoComplete="family-name" maxLength={80} errors={errors} />
    </div>
  );
}

export interface FormState {
  errors: FieldErrors;
  message: string;
  tone: 'error' | 'success';
  busy: boolean;
}

/**
 * Required fields left empty, named by their labels as the shopper sees them (not the API's field
 * names). A field the form hides (sign-up's company name for a personal account) is not asked for.
 */
function missingFields(form: HTMLFormElement): FieldErrors {
  const shown = (input: HTMLInputElement) => (typeof input.checkVisibility === 'function' ? input.checkVisibility() : true);
  const inputs = [...form.querySelectorAll<HTMLInputElement>('input[required]')].filter(
    (input) => input.value.trim() === '' && shown(input),
  );
  return Object.fromEntries(inputs.map((input) => [input.name, `${input.labels?.[0]?.textContent ?? input.name} is required`]));
}

/** Takes the shopper to the first field with a message, which its aria-describedby reads out. */
function focusFirst(form: HTMLFormElement, errors: FieldErrors) {
  const first = [...form.querySelectorAll<HTMLInputElement>('input[name]')].find((input) => errors[input.name]);
  first?.focus();
}

/** Runs `action` with the form's values; refusals become messages beside fields or above the button. */
export function useAuthForm(action: (values: Record<string, string>) => Promise<string | void>) {
  // A post without JavaScript came back with messages (src/ui/forms/identity-form-actions.ts): show them.
  const reply = useActionData<FormReply | undefined>();
  const [state, setState] = useState<FormState>(() =>
    reply
      ? { errors: reply.errors, message: reply.message, tone: reply.tone ?? 'error', busy: false }
      : { errors: {}, message: '', tone: 'success', busy: false },
  );
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, String(v)]));
    const missing = missingFields(form);
    if (Object.keys(missing).length > 0) {
      setState({ errors: missing, message: '', tone: 'error', busy: false });
      focusFirst(form, missing);
      return;
    }
    setState({ errors: {}, message: '', tone: 'success', busy: true });
    try {
      const message = await action(values);
      setState({ errors: {}, message: message ?? '', tone: 'success', busy: false });
    } catch (error) {
      if (error instanceof Error && error.name === 'AuthLanding') return;
      // By name, not instanceof: the class may reach this chunk through another copy of its module.
      const refusal =
        error instanceof StoreApiError || (error instanceof Error && error.name === 'StoreApiError') ? (error as StoreApiError) : null;
      if (!refusal) console.warn('identity form failure', error);
      const errors = Object.fromEntries((refusal?.errors ?? []).map((e) => [e.field, e.message]));
      const message = refusal ? (Object.keys(errors).length > 0 ? '' : refusal.message) : 'Something went wrong';
      setState({ errors, message, tone: 'error', busy: false });
      focusFirst(form, errors);
    }
  };
  return { state, onSubmit, setState, values: reply?.values ?? {} };
}

export function FormStatus({ state }: { state: FormState }) {
  return (
    <p role={state.tone === 'error' ? 'alert' : 'status'} className={state.tone === 'error' ? 'text-red-700' : ''}>
      {state.message}
    </p>
  );
}
