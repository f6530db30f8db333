/**
 * The password form of a protected store. It always posts the document to the host's form route
 * (server/host/maintenance-post.ts), with or without JavaScript: the pass it grants is an HttpOnly cookie
 * that no script of the page (the owner's tags included) can read. The route reports back through
 * ?error=&retry=.
 */
import { useState } from 'react';
import { Form, useSearchParams } from 'react-router';

export interface PasswordFormResult {
  error: 'empty' | 'wrong' | 'limited' | 'failed';
  retryAfterSeconds?: number;
}

const ERROR_ID = 'store-password-error';

function errorText(result: PasswordFormResult | null): string | null {
  if (!result) return null;
  switch (result.error) {
    case 'empty':
      return 'Enter the store password.';
    case 'wrong':
      return 'That password is not correct. Please try again.';
    case 'limited': {
      const seconds = result.retryAfterSeconds ?? 60;
      return `Too many attempts. Try again in ${seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`}.`;
    }
    default:
      return 'We could not check the password just now. Please try again.';
  }
}

/** The outcome the host's no-JavaScript route put in the query. */
function fromQuery(params: URLSearchParams): PasswordFormResult | null {
  const error = params.get('error');
  if (error !== 'wrong' && error !== 'limited' && error !== 'failed' && error !== 'empty') return null;
  const retry = Number(params.get('retry'));
  return Number.isFinite(retry) && retry > 0 ? { error, retryAfterSeconds: retry } : { error };
}

export function StorePasswordForm() {
  const [params] = useSearchParams();
  const [checking, setChecking] = useState(false);
  const message = errorText(fromQuery(params));

  return (
    <Form
      method="post"
      action="/maintenance"
      reloadDocument
      onSubmit={() => setChecking(true)}
      className="mt-6 flex flex-col gap-3 text-left"
      noValidate
    >
      <label htmlFor="store-password" className="font-medium">
        Enter store password
      </label>
      <input
        // After a failed attempt the shopper types again at once.
        autoFocus={message !== null}
        id="store-password"
        name="password"
        type="password"
        className="input"
        autoComplete="current-password"
        required
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? ERROR_ID : undefined}
      />
      {message && (
        <p id={ERROR_ID} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={checking}>
        {checking ? 'Checking…' : 'Enter store'}
      </button>
    </Form>
  );
}
