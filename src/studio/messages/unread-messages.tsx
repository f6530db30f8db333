/**
 * The count of unread messages beside the studio's Messages link: asked of the store when the studio
 * opens and every minute after, and set at once by the Messages page whenever the owner opens,
 * marks or archives a message (every answer of those calls carries the counts).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { InboxApi, MessageCounts } from '../../application/ports/owner-inbox-api.port';

interface UnreadMessages {
  unread: number | null;
  setCounts: (counts: MessageCounts) => void;
}

const REFRESH_MS = 60_000;
const UnreadContext = createContext<UnreadMessages>({ unread: null, setCounts: () => undefined });

export function UnreadMessagesProvider({ api, children }: { api: InboxApi; children: ReactNode }) {
  const [unread, setUnread] = useState<number | null>(null);
  const refresh = useCallback(() => {
    void api.counts().then((result) => {
      if (result.ok) setUnread(result.value.unread);
    });
  }, [api]);
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  const setCounts = useCallback((counts: MessageCounts) => setUnread(counts.unread), []);
  const value = useMemo(() => ({ unread, setCounts }), [unread, setCounts]);
  return <UnreadContext.Provider value={value}>{children}</UnreadContext.Provider>;
}

export function useUnreadMessages(): UnreadMessages {
  return useContext(UnreadContext);
}

/** The count beside the link ("Messages (3 unread)" to a screen reader); nothing while there are none (or before the count is known). */
export function UnreadBadge() {
  const { unread } = useUnreadMessages();
  if (!unread) return null;
  return (
    <span className="ml-1 rounded-full bg-blue-700 px-1.5 text-xs font-medium text-white tabular-nums">
      <span aria-hidden="true">{unread}</span>
      <span className="sr-only"> ({unread} unread)</span>
    </span>
  );
}
