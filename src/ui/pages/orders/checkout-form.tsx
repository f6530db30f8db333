/**
 * The checkout form: contact, shipping address, shipping method with its rate, payment method, the
 * store's own questions and a note, beside a summary priced by the server for the chosen shipping.
 * The methods listed are those of the address's country's zone; changing the country lists its
 * methods and prices the summary again, with its shipping and tax (docs/checkout.md).
 * One idempotency key per attempt, kept across a retry after a lost answer, so a double click or a
 * retry places one order; a refusal names each field beside it and a sold-out line says which.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useActionData } from 'react-router';
import type { PlacedOrder } from '../../../domain/orders/order-types';
import { DynamicField, FieldMessage, OptionalMark } from '../../sections/parts/form-field';
import { AddressFields, ContactFields } from './contact-address-fields';
import { methodsFor, notShippedTo } from '../../../domain/shipping/shipping-zones';
import { ChoiceGroup, fieldId } from './checkout-inputs';
import { CheckoutSummary, quoteKey } from './checkout-summary';
import { ShippingChoices } from './shipping-choices';
import { clearAskedCodes, useAskedCodes } from '../../orders/use-asked-codes';
import { useStore } from '../../app/use-store';
import { readCheckout, type CheckoutSource } from './checkout-submit';
import { useCheckoutSubmit } from './use-checkout-submit';
import { useLoaded, useOrders } from '../../orders/use-orders';
import { useSignedInContact } from './use-signed-in-contact';
import { chosenValue, SavedAddressPicker, useSavedAddresses } from './saved-address-picker';
import { draftOfOrder, SAVE_ADDRESS_FIELD, SAVED_ADDRESS_FIELD } from './saved-address-choice';
import type { AddressDraft } from '../../../domain/address/saved-address';
import { servicesFrom } from '../../app/services-holder';
import { usePriceAt } from '../../orders/order-summary';
import type { FormReply } from '../../forms/form-post';
import type { CheckoutPreload } from './checkout-preload';

const postedContact = (posted: Record<string, string>) => ({
  fullName: posted['Contact.FullName'] ?? '',
  email: posted['Contact.Email'] ?? '',
  phone: posted['Contact.Phone'] ?? '',
});

interface CheckoutFormProps {
  source: CheckoutSource;
  onPlaced(placed: PlacedOrder): void;
  onRefused?(): void;
  /** The server's data for a page that must work without JavaScript (checkout-preload.ts). */
  preload?: CheckoutPreload | null;
  /** Place order's `data-replay` name, for a page whose owner replays presses held before it was live. */
  placeOrderReplay?: string;
}

export function CheckoutForm({ source, onPlaced, onRefused, preload, placeOrderReplay }: CheckoutFormProps) {
  const orders = useOrders();
  const price = usePriceAt(null);
  const options = useLoaded('options', () => orders.checkoutOptions(), preload ? { key: 'options', value: preload.options } : null);
  // A post without JavaScript that came back refused (checkout-form-action.ts): its messages and what was typed.
  const reply = useActionData<FormReply | undefined>();
  const posted = reply?.values ?? {};
  const [shipping, setShipping] = useState<number | null>(posted.ShippingMethodID ? Number(posted.ShippingMethodID) : null);
  const [payment, setPayment] = useState<string | null>(posted.PaymentMethod ?? null);
  const [country, setCountry] = useState<string | null>(posted['ShippingAddress.Country'] ?? null);
  const { book, signedIn } = useSavedAddresses(preload);
  const [chosenAddress, setChosenAddress] = useState<string | null>(posted[SAVED_ADDRESS_FIELD] ?? null);
  const shipToValue = chosenValue(chosenAddress, book);
  const saved = book.find((address) => String(address.addressID) === shipToValue) ?? null;
  // A new address the customer asked to keep: saved once the order is placed.
  const keep = useRef<AddressDraft | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const codes = source.kind === 'cart' ? source.codes : source.code;
  const webID = useStore()?.webID;
  // The codes went with this order: the next cart starts without them.
  const placed = (order: PlacedOrder) => {
    clearAskedCodes(webID);
    if (keep.current)
      void servicesFrom(null)
        .addressBook.save(keep.current, { makeDefault: false })
        .catch(() => undefined);
    onPlaced(order);
  };
  const checkout = useCheckoutSubmit({
    initial: { errors: reply?.errors ?? {}, formError: reply?.message ?? '' },
    form,
    codes,
    onPlaced: placed,
    onRefused,
  });
  const { errors, formError, busy } = checkout;
  const contact = useSignedInContact();
  const codesState = useAskedCodes(preload?.askedCodes ?? null, reply?.errors ?? {});
  const ready = options.state === 'ready' ? options.value : null;
  // The address's country decides the zone: its methods, shipping and tax.
  const shipTo = saved?.country ?? country ?? ready?.storeCountry ?? '';
  const methods = ready ? methodsFor(ready.shippingZones, ready.shippingMethods, shipTo) : [];
  const shippingId = methods.find((method) => method.id === shipping)?.id ?? methods[0]?.id ?? 0;

  if (!ready) {
    return options.state === 'loading' ? (
      <p role="status">Loading checkout…</p>
    ) : (
      <p role="alert" className="card">
        We could not open the checkout: {options.state === 'failed' ? options.message : ''}
      </p>
    );
  }
  const settings = ready;
  const paymentCode = payment ?? settings.paymentMethods[0]?.code ?? '';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checkout.placing()) return;
    // Read before the first await: React lets go of the event's currentTarget once the handler yields.
    const formElement = event.currentTarget;
    const keepAsked = !saved && new FormData(formElement).get(SAVE_ADDRESS_FIELD) === '1';
    const { request, errors: found } = await readCheckout(formElement, settings, source, { shippingId, payment: paymentCode }, saved);
    keep.current = keepAsked ? draftOfOrder(request) : null;
    if (methods.length === 0 && shipTo) found['ShippingAddress.Country'] ??= notShippedTo(shipTo);
    checkout.submit(request, found);
  }

  return (
    // Without JavaScript the form posts to this page, which places the order on the server; a file question needs a multipart post.
    <form
      ref={form}
      method="post"
      encType={settings.customFields.some((rule) => rule.inputTypeID === 6) ? 'multipart/form-data' : undefined}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid items-start gap-8 lg:grid-cols-[1fr_24rem]"
      aria-label="Checkout"
    >
      {preload && <input type="hidden" name="idempotencyKey" value={preload.orderKey} />}
      <div className="flex flex-col gap-8">
        {/* Filled from a signed-in customer's profile once it arrives (the key remounts the fields then). */}
        <ContactFields
          key={contact ? 'customer' : 'guest'}
          mode={settings.contactRequirementMode}
          errors={errors}
          defaults={contact ?? postedContact(posted)}
        />
        <SavedAddressPicker
          book={book}
          signedIn={signedIn}
          value={shipToValue}
          onChoose={setChosenAddress}
          error={errors[SAVED_ADDRESS_FIELD]}
          saveChecked={posted[SAVE_ADDRESS_FIELD] === '1'}
        >
          <AddressFields
            errors={errors}
            storeCountry={settings.storeCountry}
            defaults={posted}
            countries={preload?.countries}
            onCountryChange={setCountry}
          />
        </SavedAddressPicker>
        <ShippingChoices
          country={shipTo}
          methods={methods}
          value={shippingId}
          onChange={setShipping}
          error={errors.ShippingMethodID}
          price={price}
        />
        <ChoiceGroup
          field="PaymentMethod"
          legend="Payment"
          value={paymentCode}
          onChange={setPayment}
          error={errors.PaymentMethod}
          choices={settings.paymentMethods.map((method) => ({ value: method.code, label: method.label, description: method.description }))}
        />
        {settings.customFields.length > 0 && (
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-2 text-lg font-semibold">A few more details</legend>
            {settings.customFields.map((rule) => (
              <DynamicField
                key={rule.fieldName}
                rule={rule}
                id={fieldId(`custom-${rule.fieldName}`)}
                error={errors[`CustomFields.${rule.fieldName}`]}
                rows={3}
                markOptional
              />
            ))}
          </fieldset>
        )}
        <div>
          <label htmlFor="checkout-note" className="mb-1 block font-medium">
            Order note
            <OptionalMark />
          </label>
          <textarea id="checkout-note" name="Note" rows={3} maxLength={1000} className="input w-full" defaultValue={posted.Note} />
        </div>
      </div>
      <CheckoutSummary
        codes={codes}
        country={shipTo}
        shippingId={shippingId}
        busy={busy}
        asked={codesState.asked}
        onCodeStep={codesState.step}
        codeErrors={{
          DiscountEntry: codesState.errors.DiscountEntry ?? errors.DiscountCode,
          GiftCardEntry: codesState.errors.GiftCardEntry ?? errors.GiftCardCode,
        }}
        replay={placeOrderReplay}
        preloaded={
          preload?.quote
            ? {
                key: quoteKey(codes, preload.quote.country, preload.quote.shippingMethod?.id ?? 0, preload.askedCodes),
                value: preload.quote,
              }
            : null
        }
      >
        <div aria-live="assertive">{formError && <FieldMessage id="checkout-form-error" message={formError} />}</div>
      </CheckoutSummary>
    </form>
  );
}
