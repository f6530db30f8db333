/**
 * The plain frame of the store's simple pages (sign-in, sign-up and the password pages, the order,
 * landing, designs and contact pages): the page's heading from its route, its content, and a way back to the shop,
 * so navigation never dead-ends; EmptyState is the card such a page shows when it has nothing to list.
 */
import type { ReactNode } from 'react';
import { Link, useMatches } from 'react-router';
import { pageName } from '../../domain/seo/page-meta';
import type { RouteHandle } from '../app/route-handle';

export function usePageHeading(): string {
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.pageKey)?.handle as RouteHandle | undefined;
  return handle ? (handle.name ?? pageName(handle.pageKey)) : '';
}

export function ShellPage({ children, heading }: { children?: ReactNode; heading?: string }) {
  const fallback = usePageHeading();
  return (
    <section aria-labelledby="page-heading" className="flex flex-col gap-4">
      <h1 id="page-heading">{heading ?? fallback}</h1>
      {children}
      <p>
        <Link to="/" className="btn btn-outline btn-md">
          Continue shopping
        </Link>
      </p>
    </section>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="card opacity-80">{children}</p>;
}
