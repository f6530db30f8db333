/**
 * /forgotpassword (asks for the email; the answer never tells whether it has an account),
 * /resetpassword?token=... (a new password from the emailed single-use link) and /changepassword
 * (the current password, then the new one; other devices are signed out).
 */
import { Link, useSearchParams } from 'react-router';
import { MIN_PASSWORD_LENGTH, passwordProblem } from '../../../domain/identity/password-rules';
import { StoreApiError } from '../../../application/ports/store-api-error';
import { ShellPage } from '../shell-page';
import { FormStatus, TextField, useAuthForm, type FieldErrors } from './form-parts';
import { useIdentity } from './use-identity';

const hint = `At least ${MIN_PASSWORD_LENGTH} characters, not a common password.`;

function checkNew(field: string, password: string) {
  const weak = passwordProblem(password);
  if (weak) throw new StoreApiError(400, weak, [{ field, message: weak }]);
}

export function ForgotPasswordPage() {
  const identity = useIdentity();
  const { state, onSubmit } = useAuthForm(async (v) => identity!.open.forgotPassword(v.Email ?? ''));
  return (
    <ShellPage heading="Forgot Password">
      <form noValidate onSubmit={onSubmit} className="card flex max-w-md flex-col gap-4">
        <p>Enter the email of your account and we will send you a link to choose a new password.</p>
        <TextField label="Email" name="Email" type="email" autoComplete="email" required errors={state.errors} />
        <FormStatus state={state} />
        <button type="submit" className="btn btn-primary btn-md" disabled={state.busy || !identity}>
          Send reset link
        </button>
        <Link to="/signin" className="text-sm underline">
          Back to sign in
        </Link>
      </form>
    </ShellPage>
  );
}

export function ResetPasswordPage() {
  const identity = useIdentity();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { state, onSubmit } = useAuthForm(async (v) => {
    checkNew('Password', v.Password ?? '');
    return identity!.open.resetPassword(token, v.Password ?? '');
  });
  const done = state.tone === 'success' && state.message !== '';
  const tokenError: FieldErrors = state.errors.Token ? { Token: state.errors.Token } : {};
  return (
    <ShellPage heading="Reset Password">
      {!token ? (
        <p className="card">
          This reset link is not complete.{' '}
          <Link to="/forgotpassword" className="underline">
            Ask for a new one
          </Link>
          .
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="card flex max-w-md flex-col gap-4">
          <TextField
            label="New password"
            name="Password"
            type="password"
            autoComplete="new-password"
            required
            errors={state.errors}
            hint={hint}
          />
          {tokenError.Token && (
            <p role="alert" className="text-red-700">
              {tokenError.Token}{' '}
              <Link to="/forgotpassword" className="underline">
                Ask for a new link
              </Link>
            </p>
          )}
          <FormStatus state={state} />
          {done ? (
            <Link to="/signin" className="btn btn-primary btn-md">
              Sign in
            </Link>
          ) : (
            <button type="submit" className="btn btn-primary btn-md" disabled={state.busy || !identity}>
              Set new password
            </button>
          )}
        </form>
      )}
    </ShellPage>
  );
}

export function ChangePasswordPage() {
  const identity = useIdentity();
  const { state, onSubmit } = useAuthForm(async (v) => {
    checkNew('NewPassword', v.NewPassword ?? '');
    const message = await identity!.secure.changePassword(v.CurrentPassword ?? '', v.NewPassword ?? '');
    return message;
  });
  return (
    <section aria-labelledby="page-heading" className="flex flex-col gap-4">
      <h1 id="page-heading">Change Password</h1>
      <form noValidate onSubmit={onSubmit} className="card flex max-w-md flex-col gap-4">
        <TextField
          label="Current password"
          name="CurrentPassword"
          type="password"
          autoComplete="current-password"
          required
          errors={state.errors}
        />
        <TextField
          label="New password"
          name="NewPassword"
          type="password"
          autoComplete="new-password"
          required
          errors={state.errors}
          hint={hint}
        />
        <FormStatus state={state} />
        <button type="submit" className="btn btn-primary btn-md" disabled={state.busy || !identity}>
          Change password
        </button>
      </form>
    </section>
  );
}
