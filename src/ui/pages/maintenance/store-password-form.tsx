/**
 * The password form of a protected store. It posts to /maintenance: the route action when the page
 * is live, the host's form route without JavaScript (which reports back through ?error=&retry=).
 */
import { useEffect, useRef } from 'react';
import { Form, useActionData, useNavigation, useSearchParams } from 'react-router';
import type { PasswordFormResult } from './maintenance-gate';

const ERROR_ID = 'store-password-error';

function errorText(result: PasswordFormResult | null): string | null {
  if (!result) return null;
  switch (result.error) {
    case 'empty': return 'Enter the store password.';
    case 'wrong': return 'That password is not correct. Please try again.';
    case 'limited': {
      const seconds = result.retryAfterSeconds ?? 60;
      return `Too many attempts. Try again in ${seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`}.`;
    }
    default: return 'We could not check the password just now. Please try again.';
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
  const actionData = useActionData() as PasswordFormResult | undefined;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const checking = navigation.state === 'submitting' && navigation.formAction === '/maintenance';
  const message = errorText(actionData ?? fromQuery(params));
  const input = useRef<HTMLInputElement>(null);

  // After a failed attempt the shopper types again at once: focus returns to the field.
  useEffect(() => {
    if (actionData) input.current?.select();
  }, [actionData]);

  return (
    <Form method="post" action="/maintenance" replace className="mt-6 flex flex-col gap-3 text-left" noValidate>
      <label htmlFor="store-password" className="font-medium">Enter store password</label>
      <input
        ref={input}
        id="store-password"
        name="password"
        type="password"
        className="input"
        autoComplete="current-password"
        required
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? ERROR_ID : undefined}
      />
      {message && <p id={ERROR_ID} role="alert" className="text-sm text-red-700">{message}</p>}
      <button type="submit" className="btn btn-primary" disabled={checking}>
        {checking ? 'Checking…' : 'Enter store'}
      </button>
    </Form>
  );
}
