/** A breadcrumb trail (a listing's or product's site data page.breadcrumbs, the account area's trail); the last crumb is the current page. */
import { Link } from 'react-router';
import type { Breadcrumb } from '../../domain/catalog/resolved-page';

export function BreadcrumbTrail({ crumbs, className = 'mb-4' }: { crumbs: readonly Breadcrumb[]; className?: string }) {
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className={`text-sm ${className}`}>
      <ol className="flex flex-wrap items-center gap-1 opacity-80">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.url}`} className="flex items-center gap-1">
              {index > 0 && <span aria-hidden="true">/</span>}
              {last ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <Link to={crumb.url} className="hover:underline">
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
