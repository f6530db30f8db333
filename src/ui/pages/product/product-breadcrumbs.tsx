/** The trail to this product (Home, its category, the product), the last one marked as the current page. */
import { Link } from 'react-router';
import type { Breadcrumb } from '../../../domain/catalog/resolved-page';

export function ProductBreadcrumbs({ crumbs }: { crumbs: readonly Breadcrumb[] }) {
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 opacity-80">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.url}-${index}`} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="font-medium">{crumb.name}</span>
              ) : (
                <>
                  <Link to={crumb.url} className="hover:underline">{crumb.name}</Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
