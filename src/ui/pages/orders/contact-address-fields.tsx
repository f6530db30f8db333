/** Contact (by the store's contact requirement mode) and shipping address fields of the checkout form. */
import { countryOptions } from '../../../domain/address/countries';
import { contactFieldsOf, type ContactMode } from '../../../domain/orders/checkout-contact';
import { SelectInput, TextInput } from './checkout-inputs';
import type { ContactDefaults } from './use-signed-in-contact';

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
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">Contact</legend>
      <TextInput
        field="Contact.FullName"
        label="Full name"
        required
        autoComplete="name"
        defaultValue={defaults?.fullName}
        error={errors['Contact.FullName']}
        className="sm:col-span-2"
      />
      {shown.email !== 'hidden' && (
        <TextInput
          field="Contact.Email"
          label="Email"
          type="email"
          required={shown.email === 'required'}
          autoComplete="email"
          defaultValue={defaults?.email}
          error={errors['Contact.Email']}
        />
      )}
      {shown.phone !== 'hidden' && (
        <TextInput
          field="Contact.Phone"
          label="Phone"
          type="tel"
          required={shown.phone === 'required'}
          autoComplete="tel"
          defaultValue={defaults?.phone}
          error={errors['Contact.Phone']}
        />
      )}
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

export function AddressFields({ errors, storeCountry, defaults = {}, countries: listed, onCountryChange }: AddressFieldsProps) {
  const countries = (listed ?? countryOptions(storeCountry)).map((country) => ({ value: country.code, label: country.name }));
  const choose = storeCountry ? [] : [{ value: '', label: 'Choose a country' }];
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">Shipping address</legend>
      <TextInput
        field="ShippingAddress.Line1"
        defaultValue={defaults['ShippingAddress.Line1']}
        label="Address"
        required
        autoComplete="address-line1"
        error={errors['ShippingAddress.Line1']}
        className="sm:col-span-2"
      />
      <TextInput
        field="ShippingAddress.Line2"
        defaultValue={defaults['ShippingAddress.Line2']}
        label="Apartment, suite, etc."
        autoComplete="address-line2"
        error={errors['ShippingAddress.Line2']}
        className="sm:col-span-2"
      />
      <TextInput
        field="ShippingAddress.City"
        defaultValue={defaults['ShippingAddress.City']}
        label="City"
        required
        autoComplete="address-level2"
        error={errors['ShippingAddress.City']}
      />
      <TextInput
        field="ShippingAddress.Region"
        defaultValue={defaults['ShippingAddress.Region']}
        label="State or region"
        autoComplete="address-level1"
        error={errors['ShippingAddress.Region']}
      />
      <TextInput
        field="ShippingAddress.PostalCode"
        defaultValue={defaults['ShippingAddress.PostalCode']}
        label="Postal code"
        required
        autoComplete="postal-code"
        error={errors['ShippingAddress.PostalCode']}
      />
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
