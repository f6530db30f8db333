/**
 * Owner sign-in: the owner's email and password, and the store only for an email that owns several
 * (the store API then says so beside the field); errors beside the field they concern.
 */
import { useId, useState, type FormEvent } from 'react';
import type { OwnerSession, StudioApi } from '../application/ports/studio-api.port';

const FIELDS = [
  { name: 'email', api: 'Email', label: 'Email', type: 'email', autoComplete: 'username', required: true, hint: null },
  { name: 'password', api: 'Password', label: 'Password', type: 'password', autoComplete: 'current-password', required: true, hint: null },
  { name: 'store', api: 'Store', label: 'Store name (optional)', type: 'text', autoComplete: 'organization', required: false, hint: 'Only if your email owns several stores, for example aurora.' },
] as const;

export function SignInForm({ api, onSignedIn }: { api: StudioApi; onSignedIn: (session: OwnerSession) => void }) {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    setBusy(true);
    const result = await api.signIn({ store: value('store'), email: value('email'), password: String(form.get('password') ?? '') });
    setBusy(false);
    if (result.ok) return onSignedIn(result.value);
    setErrors(result.fields ?? {});
    setMessage(result.fields ? null : result.message);
  };
  return (
    <main className="mx-auto mt-16 max-w-sm rounded border border-gray-200 bg-white p-6 shadow-sm">
      <h1 className="mb-1 text-xl font-semibold">Theme Studio</h1>
      <p className="mb-4 text-sm text-gray-600">Sign in as the store's owner to edit its theme.</p>
      <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
        {FIELDS.map((field) => {
          const error = errors[field.api];
          return (
            <div key={field.name} className="flex flex-col gap-1">
              <label htmlFor={`${id}-${field.name}`} className="text-sm font-medium">{field.label}</label>
              <input id={`${id}-${field.name}`} name={field.name} type={field.type} autoComplete={field.autoComplete} required={field.required}
                aria-invalid={error ? true : undefined}
                aria-describedby={[error ? `${id}-${field.name}-error` : '', field.hint ? `${id}-${field.name}-hint` : ''].filter(Boolean).join(' ') || undefined}
                className="rounded border border-gray-300 px-2 py-1.5" />
              {field.hint && <p id={`${id}-${field.name}-hint`} className="text-xs text-gray-600">{field.hint}</p>}
              {error && <p id={`${id}-${field.name}-error`} className="text-sm text-red-700">{error}</p>}
            </div>
          );
        })}
        {message && <p role="alert" className="text-sm text-red-700">{message}</p>}
        <button type="submit" disabled={busy} className="rounded bg-gray-900 px-3 py-2 text-white disabled:opacity-50">{busy ? 'Signing in…' : 'Sign in'}</button>
      </form>
    </main>
  );
}
