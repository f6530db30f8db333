/**
 * POST /cart without JavaScript (docs/checkout.md, Without JavaScript): the product page's "Add to cart" and "Buy now" and the
 * cart page's quantity and remove forms. A guest's cart is the cart cookie (cookie-cart.ts), which
 * this action rewrites; a signed-in customer's is their stored cart (no-script-cart.ts), changed
 * through the store's cart calls. Then 303 to the cart, or to the one-line checkout for "Buy now".
 * The cart page's discount code changes the codes cookie (code-step-post.ts). The chosen variant is worked out from the posted attribute values
 * with the product as the store API has it, the same rule the page applies; a field that is missing
 * or wrong is a 400 page naming it.
 */
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import type { StorefrontServices } from '../../application/storefront/storefront-services';
import { shownOffer, unavailableReason } from '../../domain/catalog/product-offer';
import { buildCartCode, cartItemKey, parseCartCode } from '../../domain/cart/cart-code';
import { UNSAVED_CART_ITEM_ID } from '../../domain/cart/cart-types';
import {
  addToCookieCart,
  COOKIE_CART_MAX_AGE_SECONDS,
  cookieCartName,
  parseCookieCart,
  removeFromCookieCart,
  serializeCookieCart,
  setCookieCartQuantity,
} from '../../domain/cart/cookie-cart';
import { MAX_QUANTITY } from '../../domain/cart/quantity';
import { openStoreForPost, postedText, type FormReply } from './form-post';
import { answerOrRefuse, openStoredCart } from './no-script-cart';
import { lazyModule } from '../../application/lazy/lazy-module';

const codeStepPost = lazyModule(() => import('./code-step-post'));

const refuse = (field: string, message: string) => data(`${message} (form field "${field}").`, { status: 400 });
const ID = /^[1-9]\d{0,15}$/;

function quantityOf(form: FormData): number {
  const text = String(form.get('quantity') ?? '1').trim();
  const quantity = Number(text);
  if (!/^\d{1,4}$/.test(text) || quantity < 1 || quantity > MAX_QUANTITY)
    throw refuse('quantity', `The quantity must be a whole number from 1 to ${MAX_QUANTITY}`);
  return quantity;
}

/** The cart code of the product, variant, add-ons and quantity posted from a product page. */
async function chosenCode(services: StorefrontServices, form: FormData): Promise<string> {
  const id = String(form.get('productID') ?? '');
  if (!ID.test(id)) throw refuse('productID', 'The product is missing');
  const quantity = quantityOf(form);
  const product = await services.product.getProduct(Number(id));
  if (!product) throw refuse('productID', 'This store does not sell that product');
  const selection: Record<number, number> = {};
  for (const attribute of product.attributes) {
    const value = Number(form.get(`attribute-${attribute.attributeID}`));
    if (!attribute.values.some((v) => v.valueID === value))
      throw refuse(`attribute-${attribute.attributeID}`, `Choose a ${attribute.name}`);
    selection[attribute.attributeID] = value;
  }
  const offer = shownOffer(product, selection);
  const reason = offer.hidePrice ? 'This product is sold on request only' : unavailableReason(offer);
  if (reason)
    throw refuse(
      product.attributes.length > 0 ? `attribute-${product.attributes[0]!.attributeID}` : 'productID',
      reason.replace(/\.$/, ''),
    );
  if (quantity > offer.maxQuantity) throw refuse('quantity', `Only ${offer.maxQuantity} can be ordered`);
  const addonIDs = form.getAll('addon').map(String);
  const unknown = addonIDs.find((addon) => !product.addons.some((a) => String(a.addonID) === addon));
  if (unknown !== undefined) throw refuse('addon', 'An add-on that is not offered with this product was chosen');
  return buildCartCode({
    productID: product.productID,
    quantity,
    variantID: offer.variant?.variantID ?? 0,
    addonIDs: addonIDs.map(Number),
  });
}

/** The cart page's line: an item key (the code without its quantity) that is in the cart. */
function lineKeyOf(form: FormData, codes: readonly string[]): string {
  const key = String(form.get('key') ?? '');
  if (!codes.some((code) => cartItemKey(code) === key)) throw refuse('key', 'That line is no longer in your cart');
  return key;
}

function savedCart(codes: readonly string[], webID: number, to: string): Response {
  const value = serializeCookieCart(codes);
  const cookie = `${cookieCartName(webID)}=${encodeURIComponent(value)}; Path=/; Max-Age=${value ? COOKIE_CART_MAX_AGE_SECONDS : 0}; SameSite=Lax`;
  return redirect(to, { status: 303, headers: { 'Set-Cookie': cookie } });
}

/** A signed-in customer's cart post: the same intents, written to the stored cart. */
async function storedCartPost(services: StorefrontServices, webID: number, form: FormData): Promise<Response> {
  const items = await openStoredCart(services, webID);
  const idempotencyKey = `nojs-${crypto.randomUUID()}`;
  const line = () => {
    const key = lineKeyOf(
      form,
      items.map((item) => item.cartItemCode),
    );
    return items.find((item) => cartItemKey(item.cartItemCode) === key)!;
  };
  switch (form.get('intent')) {
    case 'add':
      answerOrRefuse(
        await services.cart.addCartItem({
          cartCodes: '',
          cartCode: await chosenCode(services, form),
          cartItemId: UNSAVED_CART_ITEM_ID,
          idempotencyKey,
        }),
      );
      break;
    case 'set': {
      const chosen = line();
      const code = buildCartCode({ ...parseCartCode(chosen.cartItemCode)!, quantity: quantityOf(form) });
      answerOrRefuse(await services.cart.addCartItem({ cartCodes: '', cartCode: code, cartItemId: chosen.cartItemID, idempotencyKey }));
      break;
    }
    case 'remove':
      answerOrRefuse(await services.cart.removeCartItem({ cartItemId: line().cartItemID, idempotencyKey }));
      break;
  }
  return redirect('/cart', 303);
}

export async function cartFormAction({ request, context }: ActionFunctionArgs) {
  const { services, store } = await openStoreForPost(context, request);
  const form = await request.formData();
  // A discount code's Apply or Remove (docs/checkout.md): back to the cart with the codes cookie, or the page again with why not.
  const values = postedText(form);
  // Imported when posted: the route table (first-load code) names every chunk this action imports statically.
  const step = await codeStepPost.use((m) => m.postedCodeStep(services, store.webID, values));
  if (step) return step.ok ? redirect('/cart', 303) : data<FormReply>({ errors: step.errors, message: '', values }, { status: 400 });
  const intent = form.get('intent');
  if (services.isSignedIn() && (intent === 'add' || intent === 'set' || intent === 'remove'))
    return storedCartPost(services, store.webID, form);
  const codes = parseCookieCart(services.cookies.get(cookieCartName(store.webID)));
  switch (intent) {
    case 'add':
      return savedCart(addToCookieCart(codes, await chosenCode(services, form)), store.webID, '/cart');
    case 'buynow':
      return redirect(`/checkout/bn/${await chosenCode(services, form)}`, 303);
    case 'set':
      return savedCart(setCookieCartQuantity(codes, lineKeyOf(form, codes), quantityOf(form)), store.webID, '/cart');
    case 'remove':
      return savedCart(removeFromCookieCart(codes, lineKeyOf(form, codes)), store.webID, '/cart');
    default:
      throw refuse('intent', 'Say what to do with the cart: add, buynow, set or remove');
  }
}
