/**
 * Where Quick add's dialog lives (part of the live layer): while mounted it answers the cards' and
 * the compare page's requests (window.__wxQuickAdd) by opening the dialog, whose code loads on the
 * first request.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { QuickAddRequest } from '../sections/parts/quick-add';

const QuickAddDialog = lazy(() => import('./quick-add-dialog'));

export default function QuickAddHost() {
  const [request, setRequest] = useState<QuickAddRequest | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    window.__wxQuickAdd = (next) => {
      setRequest(next);
      setOpen(true);
    };
    return () => {
      delete window.__wxQuickAdd;
    };
  }, []);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <QuickAddDialog key={request.productID} {...request} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
