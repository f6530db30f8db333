/**
 * /signin: email (or phone, where the store signs in by phone) and password. After sign-in the
 * shopper returns where the auth guard or the wishlist button sent them from (redirect/next), and
 * is told when the items of their guest cart joined their account's cart.
 */
import { Link, useLocation, useNavigate } from 'react-router';
import { returnPath } from '../../../domain/identity/return-path';
import type { ToastType } from '../../../application/storefront/shopper-notices';
import { lazyModule } from '../../../application/lazy/lazy-module';
import { liveRuntime } from '../../app/services-holder';
import { EmptyState, ShellPage } from '../shell-page';
import { FormStatus, TextField, useAuthForm } from './form-parts';
import { ACCOUNTS_DISABLED, useAccountSettings, useIdentity } from './use-identity';

/** Toasts come after a sign-in, never before the page hydrates. */
const toasts = lazyModule(() => import('../../components/lazy-toaster'));
const notify = (message: string, type: ToastType) => toasts.use((m) => m.notify(message, type));

export function loginLabel(contactMode: number): string {
  if (contactMode === 6) return 'Phone';
  if (contactMode === 3 || contactMode === 4) return 'Email or phone';
  return 'Email';
}

export function SignInPage() {
  const identity = useIdentity();
  const { accountMode, contactMode, storeName } = useAccountSettings();
  const navigate = useNavigate();
  const { search } = useLocation();
  const {
    state,
    onSubmit,
    values: posted,
  } = useAuthForm(async (values) => {
    if (!identity) throw new Error('not ready');
    const guestItems = (await liveRuntime().use((runtime) => runtime.peekStoredCart(storeName))).count;
    const result = await identity.signIn(values.Login ?? '', values.Password ?? '');
    if (result.kind === 'pending') return result.message;
    if (guestItems > 0)
      void notify(
        `Welcome back, ${result.user.firstName}. The ${guestItems === 1 ? 'item' : `${guestItems} items`} in your cart ${guestItems === 1 ? 'was' : 'were'} added to your account's cart.`,
        'success',
      );
    else void notify(`Welcome back, ${result.user.firstName}.`, 'success');
    void navigate(returnPath(search), { replace: true });
  });
  if (accountMode === 3)
    return (
      <ShellPage heading="Sign in">
        <EmptyState>{ACCOUNTS_DISABLED}</EmptyState>
      </ShellPage>
    );
  return (
    <section aria-labelledby="page-heading" className="mx-auto flex w-full max-w-md flex-col gap-4">
      <h1 id="page-heading">Sign in</h1>
      {/* Without JavaScript (or before the identity runtime is loaded) the form posts itself (signInAction). */}
      <form
        method="post"
        noValidate
        onSubmit={(event) => {
          if (identity) void onSubmit(event);
        }}
        className="card flex flex-col gap-4"
      >
        <TextField
          label={loginLabel(contactMode)}
          name="Login"
          type={contactMode === 6 ? 'tel' : 'email'}
          autoComplete="username"
          required
          errors={state.errors}
          defaultValue={posted.Login}
        />
        <TextField label="Password" name="Password" type="password" autoComplete="current-password" required errors={state.errors} />
        <FormStatus state={state} />
        <button type="submit" className="btn btn-primary btn-md" disabled={state.busy}>
          Sign in
        </button>
        <p className="flex flex-wrap justify-between gap-2 text-sm">
          <Link to="/forgotpassword" className="underline">
            Forgot your password?
          </Link>
          <Link to={`/signup${search}`} className="underline">
            Create an account
          </Link>
        </p>
      </form>
    </section>
  );
}
