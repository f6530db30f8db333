/**
 * Unsaved edits are not lost to a stray click: while `dirty`, a link to another studio page asks
 * first (an alert dialog with Cancel focused), closing or reloading the tab gets the browser's own
 * question, and the Back button asks through the browser's confirm and comes back when the owner
 * stays. What the owner typed is also kept in memory by the page (bulk-editor.tsx), so even a page
 * left and reopened in the same tab shows it again until it is saved or discarded.
 */
import { useEffect, useRef, useState } from 'react';
import { ConfirmAction } from '../confirm-action';

export function LeaveGuard({ dirty, what, onDiscard }: { dirty: boolean; what: string; onDiscard: () => void }) {
  const [pending, setPending] = useState<string | null>(null);
  const discard = useRef(onDiscard);
  useEffect(() => {
    discard.current = onDiscard;
  });
  useEffect(() => {
    if (!dirty) return;
    const here = window.location.hash;
    const unload = (event: BeforeUnloadEvent) => event.preventDefault();
    const click = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || event.defaultPrevented) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.hash === here) return;
      event.preventDefault();
      setPending(url.hash || url.href);
    };
    const back = () => {
      if (window.location.hash === here) return;
      if (window.confirm(`Leave without saving? ${what}`)) discard.current();
      else window.location.hash = here;
    };
    window.addEventListener('beforeunload', unload);
    document.addEventListener('click', click, true);
    window.addEventListener('hashchange', back);
    return () => {
      window.removeEventListener('beforeunload', unload);
      document.removeEventListener('click', click, true);
      window.removeEventListener('hashchange', back);
    };
  }, [dirty, what]);
  const leave = () => {
    const to = pending;
    setPending(null);
    onDiscard();
    if (to === null) return;
    if (to.startsWith('#')) window.location.hash = to;
    else window.location.assign(to);
  };
  return (
    <ConfirmAction
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      title="Leave without saving?"
      description={what}
      confirmLabel="Leave and discard changes"
      onConfirm={leave}
    />
  );
}
