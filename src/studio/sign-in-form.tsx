/**
 * Owner sign-in: the owner's email and password. An email that owns several stores is then shown
 * those stores to choose from (the sign-in is repeated naming the chosen one, so no half-made
 * session exists meanwhile); errors beside the field they concern. With two-factor on, the password
 * is followed by the code step (account/two-factor-step.tsx); a forgotten password is reset by a
 * mailed link (account/forgot-password-screen.tsx).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { StudioAccountApi } from '../application/ports/studio-account-api.port';
import type { OwnedStore, OwnerSession, StudioApi } from '../application/ports/studio-api.port';
import { OPEN_A_STORE_HASH } from './signup/signup-routes';
import { FORGOT_PASSWORD_HASH } from './account/forgot-password-screen';
import { TwoFactorStep } from './account/two-factor-step';

const FIELDS = [
  { name: 'email', api: 'Email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', api: 'Password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

interface Credentials {
  email: string;
  password: string;
}

export function SignInForm({
  api,
  accountApi,
  notice = null,
  onSignedIn,
}: {
  api: StudioApi;
  accountApi: StudioAccountApi;
  /** Said above the form: the password was just reset. */
  notice?: string | null;
  onSignedIn: (session: OwnerSession) => void;
}) {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [choice, setChoice] = useState<{ credentials: Credentials; stores: OwnedStore[] } | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);

  const signIn = async (credentials: Credentials, store = '') => {
    setBusy(true);
    const result = await api.signIn({ store, ...credentials });
    setBusy(false);
    if (result.ok) {
      if ('chooseStore' in result.value) return setChoice({ credentials, stores: result.value.chooseStore });
      setChoice(null);
      if ('twoFactor' in result.value) return setChallenge(result.value.twoFactor.challenge);
      return onSignedIn(result.value);
    }
    setErrors(result.fields ?? {});
    setMessage(result.fields ? null : result.message);
    return undefined;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void signIn({ email: String(form.get('email') ?? '').trim(), password: String(form.get('password') ?? '') });
  };

  return (
    <main className="mx-auto mt-16 max-w-sm rounded border border-gray-200 bg-white p-6 shadow-sm">
      <h1 className="mb-1 text-xl font-semibold">Theme Studio</h1>
      {challenge ? (
        <TwoFactorStep
          api={accountApi}
          challenge={challenge}
          onSignedIn={onSignedIn}
          onBack={() => {
            setChallenge(null);
            setMessage(null);
            setErrors({});
          }}
        />
      ) : choice ? (
        <StoreChooser
          stores={choice.stores}
          busy={busy}
          message={message}
          onChoose={(store) => void signIn(choice.credentials, store)}
          onBack={() => {
            setChoice(null);
            setMessage(null);
            setErrors({});
          }}
        />
      ) : (
        <>
          {notice && (
            <p role="status" className="mb-3 rounded border border-green-700 bg-green-50 p-2 text-sm text-green-900">
              {notice}
            </p>
          )}
          <p className="mb-4 text-sm text-gray-600">Sign in as the store's owner to edit its theme.</p>
          <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
            {FIELDS.map((field) => {
              const error = errors[field.api];
              return (
                <div key={field.name} className="flex flex-col gap-1">
                  <label htmlFor={`${id}-${field.name}`} className="text-sm font-medium">
                    {field.label}
                  </label>
                  <input
                    id={`${id}-${field.name}`}
                    name={field.name}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    required
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-${field.name}-error` : undefined}
                    className="rounded border border-gray-300 px-2 py-1.5"
                  />
                  {error && (
                    <p id={`${id}-${field.name}-error`} className="text-sm text-red-700">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
            {message && (
              <p role="alert" className="text-sm text-red-700">
                {message}
              </p>
            )}
            <button type="submit" disabled={busy} className="rounded bg-gray-900 px-3 py-2 text-white disabled:opacity-50">
              {busy ? 'Signing in…' : 'Sign in'}
            </button>
          </form>
          <p className="mt-4 text-sm">
            <a href={FORGOT_PASSWORD_HASH} className="underline">
              Forgot your password?
            </a>
          </p>
          <p className="mt-2 text-sm">
            New here?{' '}
            <a href={OPEN_A_STORE_HASH} className="underline">
              Open a store
            </a>
          </p>
        </>
      )}
    </main>
  );
}

/** The stores an email owns, one button each; focus moves to the list's heading when it appears. */
function StoreChooser({
  stores,
  busy,
  message,
  onChoose,
  onBack,
}: {
  stores: OwnedStore[];
  busy: boolean;
  message: string | null;
  onChoose: (storeName: string) => void;
  onBack: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="choose-store-heading">
      <h2 id="choose-store-heading" ref={heading} tabIndex={-1} className="mb-1 text-base font-semibold">
        Choose a store
      </h2>
      <p className="mb-4 text-sm text-gray-600">This email owns several stores. Which one do you want to edit?</p>
      <ul className="flex flex-col gap-2">
        {stores.map((store) => (
          <li key={store.storeName}>
            <button
              type="button"
              disabled={busy}
              onClick={() => onChoose(store.storeName)}
              className="flex w-full flex-col rounded border border-gray-300 px-3 py-2 text-left hover:border-gray-900 disabled:opacity-50"
            >
              <span className="font-medium">{store.storeTitle}</span>
              <span className="text-xs text-gray-600">{store.storeName}</span>
            </button>
          </li>
        ))}
      </ul>
      {message && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {message}
        </p>
      )}
      <button type="button" onClick={onBack} className="mt-4 text-sm underline">
        Use another account
      </button>
    </section>
  );
}
