/**
 * /account: the signed-in customer's profile, editable, with sign-out and links to the account area.
 * The profile is read by the route's loader, on the server too, so the page comes whole: it used to
 * show "Loading your profile…" until the live layer asked, and then the form pushed the page down.
 */
import { useEffect, useState } from 'react';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { CustomerProfile } from '../../../application/ports/identity-api.port';
import {
  CUSTOMER_STATUS_LABELS,
  CUSTOMER_TYPE_LABELS,
  type CustomerStatus,
  type CustomerType,
} from '../../../domain/identity/customer-rules';
import { FormStatus, NameFields, TextField, useAuthForm } from './form-parts';
import { useIdentity } from './use-identity';
import { servicesFrom } from '../../app/services-holder';

export interface AccountData {
  /** Null where it could not be read (the page then asks once live). */
  profile: CustomerProfile | null;
}

export async function accountLoader({ context }: LoaderFunctionArgs): Promise<AccountData> {
  const services = servicesFrom(context);
  if (!services.isSignedIn()) return { profile: null };
  return { profile: await services.identity.getProfile().catch(() => null) };
}

export function AccountPage() {
  const identity = useIdentity();
  const navigate = useNavigate();
  const loaded = useLoaderData<AccountData | undefined>();
  const [profile, setProfile] = useState<CustomerProfile | null>(loaded?.profile ?? null);
  useEffect(() => {
    if (identity && !loaded?.profile)
      void identity.secure
        .getProfile()
        .then(setProfile)
        .catch(() => undefined);
  }, [identity, loaded]);
  const { state, onSubmit } = useAuthForm(async (v) => {
    const saved = await identity!.secure.updateProfile({
      firstName: v.FirstName ?? '',
      lastName: v.LastName ?? '',
      phone: v.Phone ?? '',
      companyName: v.CompanyName ?? '',
    });
    setProfile(saved);
    return 'Your profile was saved';
  });
  const signOut = async () => {
    await identity?.signOut();
    void navigate('/', { replace: true });
  };
  return (
    <section aria-labelledby="page-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="page-heading">My Account</h1>
        <button type="button" className="btn btn-outline btn-md" onClick={() => void signOut()} disabled={!identity}>
          Sign out
        </button>
      </div>
      {!profile ? (
        <p role="status">Loading your profile…</p>
      ) : (
        <>
          <p>
            Signed in as <strong>{profile.email || profile.phone}</strong> ·{' '}
            {CUSTOMER_TYPE_LABELS[profile.customerType as CustomerType] ?? 'Customer'} ·{' '}
            {CUSTOMER_STATUS_LABELS[profile.status as CustomerStatus] ?? ''}
          </p>
          <form noValidate onSubmit={onSubmit} className="card flex max-w-lg flex-col gap-4" aria-label="Profile">
            <NameFields first={profile.firstName} last={profile.lastName} errors={state.errors} />
            <TextField label="Phone" name="Phone" type="tel" defaultValue={profile.phone} autoComplete="tel" errors={state.errors} />
            {profile.customerType !== 1 && (
              <TextField label="Company name" name="CompanyName" defaultValue={profile.companyName} maxLength={120} errors={state.errors} />
            )}
            <FormStatus state={state} />
            <button type="submit" className="btn btn-primary btn-md" disabled={state.busy}>
              Save profile
            </button>
          </form>
          <p className="flex flex-wrap gap-4">
            <Link to="/orderlist" className="underline">
              Order History
            </Link>
            <Link to="/wishlist" className="underline">
              Wishlist ({profile.wishlistCount})
            </Link>
            <Link to="/account/addresses" className="underline">
              Address Book
            </Link>
            <Link to="/changepassword" className="underline">
              Change Password
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
