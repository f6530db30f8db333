/**
 * The catch-all `/{slug...}`: flat URLs of products, listings and custom pages resolve here once
 * the catalogue lands; until a slug resolves, the path is 'Page Not Found: {fullPath}' with a 404.
 */
import { data, type LoaderFunctionArgs } from 'react-router';
import { servicesFrom } from '../app/services-holder';
import { requireStore } from '../app/store-loader';

export async function catchAllLoader({ request, context }: LoaderFunctionArgs) {
  await requireStore(servicesFrom(context));
  const url = new URL(request.url);
  throw data(`Page Not Found: ${url.pathname}${url.search}`, { status: 404 });
}

export function CatchAllPage() {
  return null;
}
