/** Which studio page is open, kept in the address's hash so a reload (or a shared link) keeps it. */
import { useEffect, useState } from 'react';

export type StudioView = 'editor' | 'analytics';
export const ANALYTICS_HASH = '#analytics';
export const EDITOR_HASH = '#editor';

const current = (): StudioView => (window.location.hash === ANALYTICS_HASH ? 'analytics' : 'editor');

export function useStudioView(): StudioView {
  const [view, setView] = useState<StudioView>(current);
  useEffect(() => {
    const follow = () => setView(current());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return view;
}
