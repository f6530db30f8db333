/**
 * Follows the storefront's own links in the page (rule: domain/navigation/in-app-link.ts): the
 * router loads the next page's data while the current page stays, so the cart, the live layer and
 * the downloaded code carry over instead of a whole new document. Links are plain <a> elements
 * (sections render the same on the server and in the editor), so one listener on the document
 * serves them all; until it is live, and for everything it leaves alone, the browser follows them.
 *
 * Where the new page lands (its top or #target, focus on its main region) is page-landing.tsx's, for
 * every navigation in the page alike.
 *
 * While the listener is on, <html> carries `data-in-app-links`: a test (or a script) that clicks
 * right after load waits for it to know the click changes the page in place.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { inAppPath, jumpWithinPage } from '../../domain/navigation/in-app-link';
import { holdJumpTarget } from './in-page-jump';
import { browserPageStores } from './services-holder';
import { hashTarget } from './hash-target';
import { layOutWholePages } from './skipped-sections';

export default function InAppLinks() {
  const navigate = useNavigate();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const click = {
        button: event.button,
        modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        defaultPrevented: event.defaultPrevented,
      };
      const link = { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download'), rel: anchor.rel };
      const path = inAppPath(click, link, window.location);
      // A jump within the page is the browser's: every section is laid out first, so the place it scrolls
      // to is not computed over skipped sections' estimated heights (skipped-sections.ts), and the target
      // is kept in view once there (in-page-jump.ts).
      const jump = path === null ? jumpWithinPage(click, link, window.location) : null;
      if (jump) {
        layOutWholePages();
        if (hashTarget(jump)) holdJumpTarget(browserPageStores(), jump);
      }
      if (path === null) return;
      event.preventDefault();
      const samePage = path === `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void navigate(path, { replace: samePage });
    };
    document.addEventListener('click', onClick);
    document.documentElement.dataset.inAppLinks = '';
    return () => {
      document.removeEventListener('click', onClick);
      delete document.documentElement.dataset.inAppLinks;
    };
  }, [navigate]);

  return null;
}
