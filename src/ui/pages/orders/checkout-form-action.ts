/**
 * Placing an order without JavaScript (docs/checkout.md): the checkout form posts to its own page
 * (/checkout or /checkout/bn/{code}), url-encoded, or multipart when the store asks for a file. A
 * signed-in customer checks out their stored cart (no-script-cart.ts). The same domain rules as the browser's check name every field
 * at fault at once; then PlaceOrder with the form's hidden idempotency key (a second press, or the
 * browser re-sending the post, places one order), the cart cookie emptied for a cart's order, and
 * 303 to the order's page. A refusal shows the checkout again with the messages beside the fields.
 * A signed-in customer ships to a saved address or a new one, which they may keep (saved-address-choice.ts).
 */
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { cookieCartName } from '../../../domain/cart/cookie-cart';
import { codesCookieName } from '../../../domain/discounts/asked-codes';
import { methodRefusal, methodsFor, notShippedTo } from '../../../domain/shipping/shipping-zones';
import { checkCheckout, type CheckoutSource } from './checkout-submit';
import { chosenAddress, draftOfOrder, SAVED_ADDRESS_FIELD, wantsSaved, withChosenAddress } from './saved-address-choice';
import { readPostedFields } from '../../sections/parts/read-form-fields';
import { postedCodeStep } from '../../forms/code-step-post';
import { openStoreForPost, postedText, refusalReply, type FormReply } from '../../forms/form-post';
import { noScriptCartCodes } from '../../forms/no-script-cart';

const ORDER_KEY = /^[A-Za-z0-9._:-]{8,100}$/;

export async function checkoutFormAction({ request, context, params }: ActionFunctionArgs) {
  const { services, store } = await openStoreForPost(context, request);
  const form = await request.formData();
  const values = postedText(form);
  const reply = (errors: FormReply['errors'], message: string, status: number) => data<FormReply>({ errors, message, values }, { status });
  // Apply or Remove a code (docs/checkout.md): the codes cookie changes and the page shows again, with what was typed.
  const step = postedCodeStep(services, store.webID, values);
  if (step)
    return step.ok
      ? data<FormReply>({ errors: {}, message: '', values: { ...values, DiscountEntry: '', GiftCardEntry: '' } })
      : reply(step.errors, '', 400);
  const key = values.idempotencyKey ?? '';
  if (!ORDER_KEY.test(key)) return reply({}, 'The form field "idempotencyKey" is missing or not valid: open the checkout again.', 400);
  const source: CheckoutSource = params.cartcode
    ? { kind: 'buynow', code: params.cartcode }
    : { kind: 'cart', codes: (await noScriptCartCodes(services, store.webID)).join('|') };
  if (source.kind === 'cart' && !source.codes) return reply({}, 'Your cart is empty, so there is nothing to check out.', 400);
  const options = await services.orders.checkoutOptions();
  // A signed-in customer's saved address ships by its own fields, whatever the (hidden) address fields hold.
  const signedIn = services.isSignedIn();
  const book = signedIn && (values[SAVED_ADDRESS_FIELD] || wantsSaved(values)) ? await services.addressBook.list().catch(() => []) : [];
  const chosen = chosenAddress(values[SAVED_ADDRESS_FIELD], book);
  const saved = chosen === 'unknown' ? null : chosen;
  // Only the methods of the posted country's zone ship there: the page shows them when it comes back.
  const country = saved?.country ?? values['ShippingAddress.Country'] ?? options.storeCountry;
  const methods = methodsFor(options.shippingZones, options.shippingMethods, country);
  const shippingId = Number(values.ShippingMethodID ?? methods[0]?.id ?? 0);
  const { request: order, errors } = checkCheckout(
    withChosenAddress(form, saved),
    options,
    source,
    { shippingId, payment: values.PaymentMethod ?? '' },
    await readPostedFields(form, options.customFields),
  );
  if (methods.length === 0 && country) errors['ShippingAddress.Country'] ??= notShippedTo(country);
  else if (!methods.some((method) => method.id === shippingId)) {
    const chosen = options.shippingMethods.find((method) => method.id === shippingId);
    errors.ShippingMethodID = (chosen && methodRefusal(options.shippingZones, chosen, country)) ?? 'Choose a shipping method';
  }
  if (chosen === 'unknown') errors[SAVED_ADDRESS_FIELD] = 'Choose one of your addresses, or a new one';
  if (Object.keys(errors).length > 0) return reply(errors, 'Please correct the fields marked below.', 400);
  try {
    const placed = await services.orders.placeOrder(order, key);
    // Kept once the order is placed; a full book or a refusal never costs the order.
    if (signedIn && wantsSaved(values))
      await services.addressBook
        .save(draftOfOrder(order), { makeDefault: false })
        .catch((error: unknown) => services.logger.warn('Could not keep the checkout address', error));
    services.cookies.set(codesCookieName(store.webID), '', { maxAgeSeconds: 0 });
    // The stored cart empties with the order (PlaceOrder); the cookie, a guest's cart, empties here.
    const clearCart = `${cookieCartName(store.webID)}=; Path=/; Max-Age=0; SameSite=Lax`;
    // A card order goes on to its payment page, which returns to the order's page.
    return redirect(
      placed.order.paymentUrl || placed.orderUrl,
      source.kind === 'cart' ? { status: 303, headers: { 'Set-Cookie': clearCart } } : 303,
    );
  } catch (error) {
    const refused = refusalReply(error, values);
    if (!refused) throw error;
    const message = Object.keys(refused.reply.errors).length > 0 ? 'Please correct the fields marked below.' : refused.reply.message;
    return reply(refused.reply.errors, message, refused.status);
  }
}
