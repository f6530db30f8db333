/** Contact (by the store's contact requirement mode) and shipping address fields of the checkout form. */
import { countryOptions } from '../../../domain/address/countries';
import { contactFieldsOf, type ContactMode } from '../../../domain/orders/checkout-contact';
import { addressTextFields, SelectInput, TextFields, type FieldNeed, type TextFieldSpec } from './checkout-inputs';
import type { ContactDefaults } from './use-signed-in-contact';

const CONTACT_FIELDS: readonly TextFieldSpec[] = [
  { field: 'Contact.FullName', label: 'Full name', autoComplete: 'name', required: true, wide: true },
  { field: 'Contact.Email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'Contact.Phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

export function ContactFields({
  mode,
  errors,
  defaults,
}: {
  mode: ContactMode;
  errors: Record<string, string>;
  defaults?: ContactDefaults | null;
}) {
  const shown = contactFieldsOf(mode);
  // The name is always asked for; email and phone as the store's contact mode says.
  const needs: Record<string, FieldNeed> = { 'Contact.FullName': 'required', 'Contact.Email': shown.email, 'Contact.Phone': shown.phone };
  const values = { 'Contact.FullName': defaults?.fullName, 'Contact.Email': defaults?.email, 'Contact.Phone': defaults?.phone };
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">Contact</legend>
      <TextFields specs={CONTACT_FIELDS} defaults={values} errors={errors} need={(spec) => needs[spec.field] ?? 'required'} />
      {mode === 4 && (
        <p className="text-sm opacity-75 sm:col-span-2">Give an email or a phone number, so we can reach you about your order.</p>
      )}
    </fieldset>
  );
}

/** The country is picked from the ISO list, the store's own country first and chosen (most orders ship there). */
interface AddressFieldsProps {
  errors: Record<string, string>;
  storeCountry: string;
  defaults?: Record<string, string>;
  /** The server's list when the server rendered the form: a browser's Intl names some countries otherwise. */
  countries?: ReadonlyArray<{ code: string; name: string }> | undefined;
  /** The checkout lists the new country's shipping methods and prices its tax. */
  onCountryChange?(country: string): void;
}

const ADDRESS_FIELDS = addressTextFields('ShippingAddress.');

export function AddressFields({ errors, storeCountry, defaults = {}, countries: listed, onCountryChange }: AddressFieldsProps) {
  const countries = (listed ?? countryOptions(storeCountry)).map((country) => ({ value: country.code, label: country.name }));
  // A required select starts with an empty choice (HTML's placeholder option), even where the store's country is preselected.
  const choose = [{ value: '', label: 'Choose a country' }];
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">Shipping address</legend>
      <TextFields specs={ADDRESS_FIELDS} defaults={defaults} errors={errors} />
      <SelectInput
        field="ShippingAddress.Country"
        label="Country"
        required
        autoComplete="country"
        defaultValue={defaults['ShippingAddress.Country'] ?? storeCountry}
        options={[...choose, ...countries]}
        error={errors['ShippingAddress.Country']}
        onChange={onCountryChange}
      />
    </fieldset>
  );
}
