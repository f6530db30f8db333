/**
 * Re-applies the page's title, robots, description and canonical link after each client navigation
 * (the server wrote the first ones into the HTML), from the matched routes' handles and loader data.
 */
import { useEffect } from 'react';
import { isRouteErrorResponse, useMatches, useRouteError } from 'react-router';
import { computeHead, pageHeadOf } from './document-head';
import { useStore } from './use-store';

export function DocumentHeadSync() {
  const matches = useMatches();
  const store = useStore();
  const error = useRouteError();
  useEffect(() => {
    const errorStatus = error ? (isRouteErrorResponse(error) ? error.status : 500) : null;
    const head = computeHead({
      handles: matches.map((m) => m.handle),
      store,
      errorStatus,
      pageHead: pageHeadOf(matches.map((m) => m.data)),
      origin: window.location.origin,
    });
    document.title = head.title;
    document.querySelector('meta[name="robots"]')?.setAttribute('content', head.robots);
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
    const canonical = document.querySelector('link[rel="canonical"]');
    if (head.canonical && canonical) canonical.setAttribute('href', head.canonical);
    else if (!head.canonical) canonical?.remove();
  }, [matches, store, error]);
  return null;
}
