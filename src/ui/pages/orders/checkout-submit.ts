/**
 * Reading and checking the checkout form before it is sent: the same domain rules the store API
 * applies (contact mode, address, the store's own questions), so most mistakes are named at once
 * beside their field; the server's answer is still the last word.
 */
import type { PlaceOrderRequest } from '../../../application/ports/orders.port';
import { validateFields } from '../../../domain/forms/validate-form';
import { checkAddress, checkContact } from '../../../domain/orders/checkout-contact';
import type { CheckoutOptions } from '../../../domain/orders/order-types';
import type { SubmittedField } from '../../../domain/forms/form-submission';
import { readFormFields } from '../../sections/parts/read-form-fields';
import type { SavedAddress } from '../../../domain/address/saved-address';
import { withChosenAddress } from './saved-address-choice';

export type CheckoutSource = { kind: 'cart'; codes: string } | { kind: 'buynow'; code: string };

const value = (data: FormData, name: string) => String(data.get(name) ?? '');

/** `saved`: the address book's address the customer chose, which stands for the address fields (saved-address-choice.ts). */
export async function readCheckout(
  form: HTMLFormElement,
  options: CheckoutOptions,
  source: CheckoutSource,
  choice: { shippingId: number; payment: string },
  saved: SavedAddress | null = null,
): Promise<{ request: PlaceOrderRequest; errors: Record<string, string> }> {
  return checkCheckout(
    withChosenAddress(new FormData(form), saved),
    options,
    source,
    choice,
    await readFormFields(form, options.customFields),
  );
}

/** The order request a checkout form makes, and the message of each field the domain rules refuse. */
export function checkCheckout(
  data: FormData,
  options: CheckoutOptions,
  source: CheckoutSource,
  choice: { shippingId: number; payment: string },
  custom: { fields: SubmittedField[]; problems: Record<string, string> },
): { request: PlaceOrderRequest; errors: Record<string, string> } {
  const contact = { fullName: value(data, 'Contact.FullName'), email: value(data, 'Contact.Email'), phone: value(data, 'Contact.Phone') };
  const address = {
    line1: value(data, 'ShippingAddress.Line1'),
    line2: value(data, 'ShippingAddress.Line2'),
    city: value(data, 'ShippingAddress.City'),
    region: value(data, 'ShippingAddress.Region'),
    postalCode: value(data, 'ShippingAddress.PostalCode'),
    country: value(data, 'ShippingAddress.Country'),
  };
  const errors: Record<string, string> = {};
  for (const error of [...checkContact(contact, options.contactRequirementMode), ...checkAddress(address)])
    errors[error.field] ??= error.message;
  const checked = validateFields(options.customFields, custom.fields);
  if (!checked.ok) for (const error of checked.errors) errors[`CustomFields.${error.field}`] ??= error.message;
  for (const [name, message] of Object.entries(custom.problems)) errors[`CustomFields.${name}`] = message;
  if (!options.paymentMethods.some((method) => method.code === choice.payment)) errors.PaymentMethod = 'Choose how you want to pay';
  const request: PlaceOrderRequest = {
    source: source.kind,
    cartCodes: source.kind === 'cart' ? source.codes : '',
    ...(source.kind === 'buynow' ? { cartCode: source.code } : {}),
    contact,
    shippingAddress: address,
    shippingMethodId: choice.shippingId,
    paymentMethod: choice.payment,
    note: value(data, 'Note'),
    customFields: custom.fields,
    discountCode: value(data, 'DiscountCode'),
    giftCardCode: value(data, 'GiftCardCode'),
  };
  return { request, errors };
}

/** Moves focus to the first field named in `errors`, so a keyboard or screen-reader user lands on it. */
export function focusFirstError(form: HTMLFormElement, errors: Record<string, string>): void {
  const names = Object.keys(errors).map((field) => field.replace(/^CustomFields\./, ''));
  const control = Array.from(form.elements).find(
    (element): element is HTMLInputElement => 'name' in element && names.includes((element as HTMLInputElement).name),
  );
  control?.focus();
}
