/**
 * /signup: the fields the store's contact requirement mode asks for (spec section 3), the customer
 * type, and a password checked by the same rules as the server's, before any call.
 */
import { Link, useActionData, useLocation, useNavigate } from 'react-router';
import { CUSTOMER_TYPE_LABELS, contactNeeds } from '../../../domain/identity/customer-rules';
import { MIN_PASSWORD_LENGTH, passwordProblem } from '../../../domain/identity/password-rules';
import { returnPath } from '../../../domain/identity/return-path';
import { StoreApiError } from '../../../application/ports/store-api-error';
import { EmptyState, ShellPage } from '../shell-page';
import { FormStatus, NameFields, TextField, useAuthForm } from './form-parts';
import { ACCOUNTS_DISABLED, useAccountSettings, useIdentity } from './use-identity';
import type { FormReply } from '../../forms/form-post';

export function SignUpPage() {
  const identity = useIdentity();
  const { accountMode, contactMode } = useAccountSettings();
  const needs = contactNeeds(contactMode);
  const navigate = useNavigate();
  const { search } = useLocation();
  const postedType = useActionData<FormReply | undefined>()?.values.CustomerType;
  const {
    state,
    onSubmit,
    values: posted,
  } = useAuthForm(async (v) => {
    if (!identity) throw new Error('not ready');
    const weak = passwordProblem(v.Password ?? '', v.Email);
    if (weak) throw new StoreApiError(400, weak, [{ field: 'Password', message: weak }]);
    const customerType = Number(v.CustomerType ?? '1') as 1 | 2 | 3;
    const result = await identity.signUp({
      firstName: v.FirstName ?? '',
      lastName: v.LastName ?? '',
      password: v.Password ?? '',
      customerType,
      ...(v.Email ? { email: v.Email } : {}),
      ...(v.Phone ? { phone: v.Phone } : {}),
      ...(v.CompanyName ? { companyName: v.CompanyName } : {}),
    });
    if (result.kind === 'pending') {
      void navigate('/status?state=pending');
      return;
    }
    void navigate(returnPath(search), { replace: true });
  });
  if (accountMode === 3)
    return (
      <ShellPage heading="Create an account">
        <EmptyState>{ACCOUNTS_DISABLED}</EmptyState>
      </ShellPage>
    );
  return (
    <section aria-labelledby="page-heading" className="mx-auto flex w-full max-w-lg flex-col gap-4">
      <h1 id="page-heading">Create an account</h1>
      {/* Without JavaScript (or before the identity runtime is loaded) the form posts itself (signUpAction). */}
      <form
        method="post"
        noValidate
        onSubmit={(event) => {
          if (identity) void onSubmit(event);
        }}
        className="sign-up card flex flex-col gap-4"
      >
        <NameFields first={posted.FirstName} last={posted.LastName} errors={state.errors} />
        {needs.email !== 'hidden' && (
          <TextField
            label={needs.email === 'required' ? 'Email' : 'Email (optional)'}
            name="Email"
            defaultValue={posted.Email}
            type="email"
            autoComplete="email"
            required={needs.email === 'required'}
            errors={state.errors}
          />
        )}
        {needs.phone !== 'hidden' && (
          <TextField
            label={needs.phone === 'required' ? 'Phone' : 'Phone (optional)'}
            name="Phone"
            defaultValue={posted.Phone}
            type="tel"
            autoComplete="tel"
            required={needs.phone === 'required'}
            errors={state.errors}
          />
        )}
        {needs.eitherRequired && <p className="text-sm opacity-75">Give an email or a phone number.</p>}
        <div className="flex flex-col gap-1">
          <label htmlFor="signup-type" className="font-medium">
            Account type
          </label>
          {/* Uncontrolled: the company name's field follows the choice by CSS (app.css `.sign-up`), live or not. */}
          <select
            id="signup-type"
            name="CustomerType"
            className="input"
            defaultValue={postedType === '2' || postedType === '3' ? postedType : '1'}
          >
            {Object.entries(CUSTOMER_TYPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="business-only">
          <TextField
            label="Company name"
            name="CompanyName"
            defaultValue={posted.CompanyName}
            autoComplete="organization"
            required
            maxLength={120}
            errors={state.errors}
            hint="Business accounts are approved by the store before first sign-in."
          />
        </div>
        <TextField
          label="Password"
          name="Password"
          type="password"
          autoComplete="new-password"
          required
          errors={state.errors}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters, not a common password.`}
        />
        <FormStatus state={state} />
        <button type="submit" className="btn btn-primary btn-md" disabled={state.busy}>
          Create account
        </button>
        <p className="text-sm">
          Already have an account?{' '}
          <Link to={`/signin${search}`} className="underline">
            Sign in
          </Link>
        </p>
      </form>
    </section>
  );
}
