/**
 * /compare: the loader reads the products named by `?ids=` (so a shared comparison is
 * server-rendered), and the page keeps that parameter equal to the shopper's stored list. The
 * table itself is a separate chunk, fetched alongside the data.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { lazyModule } from '../../../application/lazy/lazy-module';
import { parseCompareIdsParam } from '../../../domain/catalog/compare-list';
import { servicesFrom } from '../../app/services-holder';
import { requireStore } from '../../app/store-loader';
import type { CompareData } from './compare-data';

const page = lazyModule(
  () => import('./compare-page'),
  (module): ComponentType<{ data: CompareData }> => module.ComparePage,
);
const LazyComparePage = lazy(() => page.use((ComparePage) => ({ default: ComparePage })));

export async function compareLoader({ request, context }: LoaderFunctionArgs): Promise<CompareData> {
  const services = servicesFrom(context);
  await requireStore(services);
  const ids = parseCompareIdsParam(new URL(request.url).searchParams.get('ids'));
  const [products] = await Promise.all([services.product.compareProducts(ids), page.use(() => null)]);
  return { ids: [...ids], products, head: { title: 'Compare products', canonical: '/compare' } };
}

/** Removing a product needs no new request: only ids the page has not loaded yet do. */
export function compareShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const have = parseCompareIdsParam(currentUrl.searchParams.get('ids'));
  return parseCompareIdsParam(nextUrl.searchParams.get('ids')).some((id) => !have.includes(id));
}

export function CompareRoute() {
  const data = useLoaderData() as CompareData;
  const [Page] = useState(() => page.peek() ?? LazyComparePage);
  return (
    <Suspense fallback={<p aria-busy="true">Loading comparison…</p>}>
      <Page data={data} />
    </Suspense>
  );
}
