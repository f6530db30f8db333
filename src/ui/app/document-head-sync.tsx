/**
 * Re-applies the page's title, robots, description, canonical link, link-preview tags and structured data after each client navigation
 * (the server wrote the first ones into the HTML), from the matched routes' handles and loader data.
 * A new page (another path) is also announced by its title, as a screen reader announces a document
 * load; changes within a page (filters, a variant) are left to that page's own status messages.
 */
import { useContext, useEffect, useRef, useState } from 'react';
import { isRouteErrorResponse, UNSAFE_DataRouterStateContext as DataRouterStateContext, useLocation, useMatches } from 'react-router';
import type { SocialTag } from '../../domain/seo/social-tags';
import { computeHead, pageHeadOf } from './document-head';
import { useStore } from './use-store';

export function DocumentHeadSync() {
  const matches = useMatches();
  const store = useStore();
  // useRouteError() is empty here (this layer is no route's error boundary): the router's state
  // holds the error a layout's boundary shows, so a 404 keeps its 'Page Not Found' title once live.
  const errors = useContext(DataRouterStateContext)?.errors;
  const error = errors ? Object.values(errors)[0] : undefined;
  const { pathname, search } = useLocation();
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
      location: { pathname, search },
    });
    document.title = head.title;
    document.querySelector('meta[name="robots"]')?.setAttribute('content', head.robots);
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
    syncCanonical(head.canonical);
    syncSocialTags(head.social);
    syncReferrer(head.referrer);
    syncJsonLd(head.jsonLd);
    if (announcedPath.current !== pathname) {
      announcedPath.current = pathname;
      setAnnouncement(head.title);
    }
  }, [matches, store, error, pathname, search]);
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {announcement}
    </p>
  );
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

/** A copied link is read from the page as it is now, so the preview tags follow each navigation. */
function syncSocialTags(tags: readonly SocialTag[]) {
  document.head
    .querySelectorAll('meta[property^="og:"], meta[property^="product:"], meta[name^="twitter:"]')
    .forEach((meta) => meta.remove());
  for (const tag of tags) {
    const meta = document.createElement('meta');
    meta.setAttribute(tag.attribute, tag.key);
    meta.setAttribute('content', tag.content);
    document.head.append(meta);
  }
}

/**
 * A page with a secret in its address sets 'no-referrer'. Leaving it keeps the policy for the rest
 * of this document: a browser does not fall back to the header's policy when the meta goes, and a
 * Referer withheld from later pages costs nothing.
 */
function syncReferrer(policy: 'no-referrer' | null | undefined) {
  if (!policy || document.querySelector('meta[name="referrer"]')) return;
  const meta = document.createElement('meta');
  meta.setAttribute('name', 'referrer');
  meta.setAttribute('content', policy);
  document.head.prepend(meta);
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
