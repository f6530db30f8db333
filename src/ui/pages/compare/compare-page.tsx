/**
 * The compare page: the shopper's stored list side by side, one column per product and one row per
 * fact (picture and name, price, rating, brand, category, availability, each attribute), with
 * remove and clear buttons and an empty state. A shared link (`?ids=`) fills an empty list once.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { compareIdsParam, parseCompareIdsParam, sameCompareList } from '../../../domain/catalog/compare-list';
import { useHydrated } from '../../components/use-hydrated';
import type { CompareData } from './compare-data';
import { CompareTable } from './compare-table';
import { useCompareList } from './compare-store';

export function ComparePage({ data }: { data: CompareData }) {
  const compare = useCompareList();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const idsText = params.get('ids');
  const urlIds = useMemo(() => parseCompareIdsParam(idsText), [idsText]);
  const [adopted, setAdopted] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const [message, setMessage] = useState('');

  // Until the page has read the stored list and adopted a shared link's ids into it, it shows what
  // the URL names, as the server did: rendering the still empty stored list for a moment replaced
  // the server's table under a shopper (or a test) already using it, on a slow phone.
  const list = hydrated && adopted ? compare.list : urlIds;
  const missing = useMemo(() => data.ids.filter((id) => !data.products.some((p) => p.productID === id)), [data]);

  const { list: stored, replace } = compare;
  const idle = navigation.state === 'idle';
  useEffect(() => {
    // While a navigation is pending the URL still shows the old ids: wait, or each render would
    // start a new navigation that cancels the last one.
    if (!hydrated || !idle) return;
    if (!adopted) {
      setAdopted(true);
      if (stored.length === 0 && urlIds.length > 0) return replace(urlIds);
    }
    // Products the store no longer sells leave the list.
    const kept = stored.filter((id) => !missing.includes(id));
    if (kept.length !== stored.length) return replace(kept);
    if (!sameCompareList(stored, urlIds)) {
      const query = stored.length > 0 ? `?ids=${compareIdsParam(stored)}` : '';
      void navigate(`/compare${query}`, { replace: true, preventScrollReset: true });
    }
  }, [hydrated, idle, adopted, stored, replace, urlIds, missing, navigate]);

  const products = list.flatMap((id) => data.products.filter((p) => p.productID === id));
  const loading = list.some((id) => !data.ids.includes(id));

  const removeAt = (index: number) => {
    const name = products[index]?.name ?? 'The product';
    compare.removeAt(index);
    setMessage(`${name} was removed from the comparison.`);
    heading.current?.focus();
  };
  const clear = () => {
    compare.clear();
    setMessage('The comparison was cleared.');
    heading.current?.focus();
  };

  return (
    <section aria-labelledby="compare-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="compare-heading" ref={heading} tabIndex={-1} className="outline-none">
          Compare products
        </h1>
        {products.length > 0 && (
          <button type="button" className="btn btn-outline btn-md" onClick={clear}>
            Clear all
          </button>
        )}
      </div>
      <p role="status" className="empty:hidden">
        {message}
      </p>
      {products.length > 0 ? (
        <CompareTable products={products} onRemove={removeAt} busy={loading} />
      ) : loading || !hydrated ? (
        <p aria-busy="true">Loading comparison…</p>
      ) : (
        <div className="card flex flex-col items-start gap-4">
          <p>No products to compare yet. Use “Add to compare” on a product page to line products up side by side.</p>
          <Link to="/" className="btn btn-primary btn-md">
            Continue shopping
          </Link>
        </div>
      )}
    </section>
  );
}
