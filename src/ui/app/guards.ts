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

/** The checkout check: its cart and account-mode rules arrive with checkout; the store must load. */
export async function checkoutGuardLoader({ context }: LoaderFunctionArgs) {
  await requireStore(servicesFrom(context));
  return null;
}
