/** Page links of a listing: previous/next, the first and last page, the current one and its neighbours. */
import { Link } from 'react-router';
import type { ListingQuery } from '../../../domain/catalog/listing-query';
import { paginationItems } from '../../../domain/catalog/pagination';
import { cx } from '../../sections/parts/class-names';
import { useListingHref } from './listing-nav';

const ITEM = 'inline-flex min-w-10 items-center justify-center rounded-[var(--radius)] border border-[var(--color-border)] px-3 py-2';

export function ListingPagination({ query, pageCount }: { query: ListingQuery; pageCount: number }) {
  const href = useListingHref();
  if (pageCount <= 1) return null;
  const current = query.page;
  const to = (page: number) => href({ ...query, page });
  return (
    <nav aria-label="Pagination" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {current > 1 ? (
            <Link to={to(Math.min(current - 1, pageCount))} rel="prev" className={ITEM}>
              <span aria-hidden="true">‹&nbsp;</span>Previous
            </Link>
          ) : (
            <span aria-disabled="true" className={cx(ITEM, 'opacity-40')}>
              <span aria-hidden="true">‹&nbsp;</span>Previous
            </span>
          )}
        </li>
        {paginationItems(current, pageCount).map((item, index) => (
          <li key={item === 'gap' ? `gap-${index}` : item}>
            {item === 'gap' ? (
              <span aria-hidden="true" className="px-1">
                …
              </span>
            ) : (
              <Link
                to={to(item)}
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                className={cx(
                  ITEM,
                  item === current && 'bg-[var(--color-primary)] text-(--color-on-primary) border-transparent font-semibold',
                )}
              >
                {item}
              </Link>
            )}
          </li>
        ))}
        <li>
          {current < pageCount ? (
            <Link to={to(current + 1)} rel="next" className={ITEM}>
              Next<span aria-hidden="true">&nbsp;›</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={cx(ITEM, 'opacity-40')}>
              Next<span aria-hidden="true">&nbsp;›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
