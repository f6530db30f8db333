/**
 * Re-applies the page's title, robots, description, canonical link and structured data after each client navigation
 * (the server wrote the first ones into the HTML), from the matched routes' handles and loader data.
 * A new page (another path) is also announced by its title, as a screen reader announces a document
 * load; changes within a page (filters, a variant) are left to that page's own status messages.
 */
import { useEffect, useRef, useState } from 'react';
import { isRouteErrorResponse, useLocation, useMatches, useRouteError } from 'react-router';
import { computeHead, pageHeadOf } from './document-head';
import { useStore } from './use-store';

export function DocumentHeadSync() {
  const matches = useMatches();
  const store = useStore();
  const error = useRouteError();
  const { pathname } = useLocation();
  const announcedPath = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');
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
    syncCanonical(head.canonical);
    syncJsonLd(head.jsonLd);
    if (announcedPath.current !== pathname) {
      announcedPath.current = pathname;
      setAnnouncement(head.title);
    }
  }, [matches, store, error, pathname]);
  return <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">{announcement}</p>;
}

function syncCanonical(href: string | null) {
  let canonical = document.querySelector('link[rel="canonical"]');
  if (!href) return canonical?.remove();
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.setAttribute('rel', 'canonical');
    document.head.append(canonical);
  }
  canonical.setAttribute('href', href);
}

/** textContent is never parsed as HTML, so no escaping is needed here (the server's copy is escaped). */
function syncJsonLd(blocks: readonly unknown[]) {
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((script) => script.remove());
  for (const block of blocks) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(block);
    document.head.append(script);
  }
}
