/**
 * /account/addresses: the signed-in customer's address book (docs/identity.md). Each address with Edit,
 * Make default and Delete; one form adds an address or, with ?edit={id}, changes one. Plain form
 * posts (React Router's <Form>): without JavaScript the server runs the action and answers 303,
 * live the same action runs in the page. Checkout offers these addresses, the default preselected.
 */
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { addressSummary, type SavedAddress } from '../../../domain/address/saved-address';
import { FieldMessage } from '../../sections/parts/form-field';
import type { AddressBookData } from '../../forms/address-book-action';
import type { FormReply } from '../../forms/form-post';
import { addressTextFields, SelectInput, TextFields, type TextFieldSpec } from '../orders/checkout-inputs';

const DONE: Record<string, string> = {
  saved: 'Your address was saved.',
  deleted: 'The address was deleted.',
  default: 'Your default address was changed.',
};

export function AddressBookPage() {
  const { addresses, failure, countries } = useLoaderData<AddressBookData>();
  const reply = useActionData<FormReply | undefined>();
  const [params] = useSearchParams();
  const busy = useNavigation().state === 'submitting';
  const editing = addresses?.find((address) => String(address.addressID) === params.get('edit')) ?? null;
  const done = DONE[params.get('done') ?? ''] ?? '';
  return (
    <section aria-labelledby="page-heading" className="flex flex-col gap-6">
      <h1 id="page-heading">Address Book</h1>
      <p role="status">{!reply && done}</p>
      {failure && (
        <p role="alert" className="card">
          Your addresses could not be loaded: {failure}
        </p>
      )}
      {addresses &&
        (addresses.length === 0 ? (
          <p className="card">You have no saved addresses yet. Add one below, and checkout will offer it.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Saved addresses">
            {addresses.map((address) => (
              <AddressCard key={address.addressID} address={address} busy={busy} />
            ))}
          </ul>
        ))}
      <AddressForm key={editing?.addressID ?? 'new'} editing={editing} reply={reply} busy={busy} countries={countries} />
      <p>
        <Link to="/account" className="underline">
          Back to My Account
        </Link>
      </p>
    </section>
  );
}

/** One of the card form's submit buttons: its `intent` tells the action what to do with the address. */
function IntentButton({ intent, label, busy, children }: { intent: string; label: string; busy: boolean; children: string }) {
  return (
    <button type="submit" name="intent" value={intent} className="btn btn-outline btn-sm" disabled={busy} aria-label={label}>
      {children}
    </button>
  );
}

function AddressCard({ address, busy }: { address: SavedAddress; busy: boolean }) {
  const name = address.label || address.line1;
  return (
    <li className="card flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-col">
        <span className="font-medium">
          {address.label || 'Address'}
          {address.isDefault && <span className="ml-2 text-sm">(Default)</span>}
        </span>
        <span className="text-sm">{addressSummary(address)}</span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={`?edit=${address.addressID}`} className="btn btn-outline btn-sm" aria-label={`Edit ${name}`}>
          Edit
        </Link>
        <Form method="post" className="flex gap-2">
          <input type="hidden" name="AddressID" value={address.addressID} />
          {!address.isDefault && (
            <IntentButton intent="default" label={`Make ${name} the default`} busy={busy}>
              Make default
            </IntentButton>
          )}
          <IntentButton intent="delete" label={`Delete ${name}`} busy={busy}>
            Delete
          </IntentButton>
        </Form>
      </div>
    </li>
  );
}

/** The form's fields by name, with the saved address's key each one shows. */
const SAVED_KEYS = {
  Label: 'label',
  FullName: 'fullName',
  Line1: 'line1',
  Line2: 'line2',
  City: 'city',
  Region: 'region',
  PostalCode: 'postalCode',
  Country: 'country',
  Phone: 'phone',
} as const satisfies Record<string, keyof SavedAddress>;

/** The text fields before the country (the address's own are the checkout's), and the phone after it. */
const BOOK_FIELDS: readonly TextFieldSpec[] = [
  { field: 'Label', label: 'Label (Home, Office…)' },
  { field: 'FullName', label: 'Full name', required: true, autoComplete: 'name' },
  ...addressTextFields(''),
];
const PHONE_FIELD: readonly TextFieldSpec[] = [{ field: 'Phone', label: 'Phone', type: 'tel', autoComplete: 'tel' }];

function AddressForm({
  editing,
  reply,
  busy,
  countries: listed,
}: {
  editing: SavedAddress | null;
  reply: FormReply | undefined;
  busy: boolean;
  countries: AddressBookData['countries'];
}) {
  const errors = reply?.errors ?? {};
  const typed = reply?.values;
  // What was typed and refused comes back; else the saved address's own value.
  const defaults = Object.fromEntries(
    Object.entries(SAVED_KEYS).map(([field, key]) => [field, typed?.[field] ?? editing?.[key] ?? '']),
  ) as Record<keyof typeof SAVED_KEYS, string>;
  const countries = listed.map((country) => ({ value: country.code, label: country.name }));
  return (
    <Form method="post" noValidate className="card flex max-w-2xl flex-col gap-4" aria-labelledby="address-form-heading">
      <h2 id="address-form-heading" className="text-lg font-semibold">
        {editing ? 'Edit address' : 'Add an address'}
      </h2>
      <input type="hidden" name="intent" value="save" />
      {editing && <input type="hidden" name="AddressID" value={editing.addressID} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFields specs={BOOK_FIELDS} defaults={defaults} errors={errors} />
        <SelectInput
          field="Country"
          label="Country"
          required
          autoComplete="country"
          defaultValue={defaults.Country}
          options={[{ value: '', label: 'Choose a country' }, ...countries]}
          error={errors.Country}
        />
        <TextFields specs={PHONE_FIELD} defaults={defaults} errors={errors} />
      </div>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          name="IsDefault"
          value="1"
          defaultChecked={typed ? typed.IsDefault === '1' : (editing?.isDefault ?? false)}
        />
        Use as my default address
      </label>
      <div aria-live="assertive">{reply?.message && <FieldMessage id="address-form-error" message={reply.message} />}</div>
      <div className="flex gap-3">
        <button type="submit" className="btn btn-primary btn-md" disabled={busy}>
          {editing ? 'Save address' : 'Add address'}
        </button>
        {editing && (
          <Link to="?" className="btn btn-outline btn-md">
            Cancel
          </Link>
        )}
      </div>
    </Form>
  );
}
