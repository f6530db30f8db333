/**
 * PageLifecycle over the window's pagehide and pageshow events: `persisted` says the page goes into
 * (or comes out of) the back/forward cache; a pagehide without it is the page's end, which the
 * browser's own clean-up of locks and channels covers.
 */
import type { PageLifecycle } from '../../application/ports/page-lifecycle.port';

export class WindowPageLifecycle implements PageLifecycle {
  constructor(private readonly target: Pick<Window, 'addEventListener' | 'removeEventListener'>) {}

  watch(handlers: { onFrozen(): void; onThawed(): void }): () => void {
    const hide = (event: PageTransitionEvent) => {
      if (event.persisted) handlers.onFrozen();
    };
    const show = (event: PageTransitionEvent) => {
      if (event.persisted) handlers.onThawed();
    };
    this.target.addEventListener('pagehide', hide);
    this.target.addEventListener('pageshow', show);
    return () => {
      this.target.removeEventListener('pagehide', hide);
      this.target.removeEventListener('pageshow', show);
    };
  }
}
