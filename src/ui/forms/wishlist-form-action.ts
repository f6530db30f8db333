/**
 * The wishlist without JavaScript: "Add to wishlist" on a product page and the wishlist page's
 * "Move to cart" and "Remove" post to /wishlist, which asks the store as the live page does and
 * answers 303 (to the wishlist, or to the cart after a move: the customer's stored cart, as their
 * no-JavaScript cart is). A guest is sent to sign in and brought back to the product.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { WishlistState } from '../../application/ports/identity-api.port';
import { safeUrl } from '../../domain/sections/link-target';
import { servicesFrom } from '../app/services-holder';
import { openStoreForPost, refusalReply } from './form-post';

const ID = /^[1-9]\d{0,15}$/;

export async function wishlistFormAction({ request, context }: ActionFunctionArgs) {
  const { services } = await openStoreForPost(context, request);
  const form = await request.formData();
  const id = String(form.get('productID') ?? '');
  if (!ID.test(id)) throw data('The product is missing (form field "productID").', { status: 400 });
  const productID = Number(id);
  const intent = form.get('intent');
  if (!services.isSignedIn()) {
    const product = intent === 'add' ? await services.product.getProduct(productID) : null;
    return redirect(`/signin?next=${encodeURIComponent(product ? safeUrl(product.productURL) : '/wishlist')}`, 303);
  }
  try {
    switch (intent) {
      case 'add':
        await services.identity.addToWishlist(productID);
        return redirect('/wishlist', 303);
      case 'remove':
        await services.identity.removeFromWishlist(productID);
        return redirect('/wishlist', 303);
      case 'move':
        await services.identity.moveToCart(productID);
        return redirect('/cart', 303);
      default:
        throw data('Say what to do with the wishlist: add, remove or move (form field "intent").', { status: 400 });
    }
  } catch (error) {
    const refused = refusalReply(error, {});
    if (!refused) throw error;
    throw data(refused.reply.message || Object.values(refused.reply.errors)[0] || 'The store refused that', { status: refused.status });
  }
}

/** The list for a page the server renders (no JavaScript, or before the page is live); null in the browser. */
export async function wishlistLoader({ context }: LoaderFunctionArgs): Promise<WishlistState | null> {
  if (typeof document !== 'undefined') return null;
  const services = servicesFrom(context);
  if (!services.isSignedIn()) return null;
  return services.identity.getWishlist().catch((error: unknown) => {
    services.logger.warn('Could not load the wishlist for the page', error);
    return null;
  });
}
