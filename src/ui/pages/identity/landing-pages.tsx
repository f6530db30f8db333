/**
 * /notfound?ec=00..04: where an auth failure lands (spec section 2), saying what happened and what
 * to do; and /status, which tells a shopper whose business account waits for the store's approval.
 */
import { Link, useSearchParams } from 'react-router';
import { ShellPage } from '../shell-page';

const LANDINGS: Record<string, string> = {
  '00': 'Your session could not be found.',
  '01': 'Your session has ended.',
  '02': 'We could not confirm your session.',
  '03': 'We could not reach the store to renew your session.',
  '04': 'Your session has ended.',
};

export function NotFoundLandingPage() {
  const [params] = useSearchParams();
  const ec = params.get('ec') ?? '';
  const what = LANDINGS[ec] ?? 'We could not complete your request.';
  return (
    <ShellPage heading="Something went wrong">
      <p className="card">
        {what} Please{' '}
        <Link to="/signin" className="underline">
          sign in again
        </Link>{' '}
        to continue.{ec && <span className="block text-sm opacity-75">Error code {ec}</span>}
      </p>
    </ShellPage>
  );
}

export function StatusPage() {
  const [params] = useSearchParams();
  return (
    <ShellPage heading="Account status">
      <p className="card">
        {params.get('state') === 'pending'
          ? 'Thank you: your account was created. The store approves business accounts before their first sign-in; you will be able to sign in once it has.'
          : 'No account request is pending.'}
      </p>
    </ShellPage>
  );
}
