/** Route guards of spec section 2: the auth guard sends a guest to /signin and back afterwards. */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { servicesFrom } from './services-holder';
import { requireStore } from './store-loader';

export async function authGuardLoader({ request, context }: LoaderFunctionArgs) {
  const services = servicesFrom(context);
  await requireStore(services);
  if (!services.isSignedIn()) {
    const url = new URL(request.url);
    throw redirect(`/signin?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return null;
}

/**
 * The checkout check, first half: the store's account mode. Required (1): a guest signs in first and
 * comes back here; optional (2) and disabled (3) let a guest through. The cart half (not empty, every
 * line ok) needs the cart, which lives in the browser: the checkout page checks it once the cart is read.
 */
export async function checkoutGuardLoader(args: LoaderFunctionArgs) {
  const store = await requireStore(servicesFrom(args.context));
  return store.siteSettings.account_mode === 1 ? authGuardLoader(args) : null;
}
