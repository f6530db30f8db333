/**
 * The count of unread messages beside the studio's Messages link (back-office/nav-count.tsx), set at
 * once by the Messages page whenever the owner opens, marks or archives a message (every answer of
 * those calls carries the counts).
 */
import { useCallback, type ReactNode } from 'react';
import type { InboxApi, MessageCounts } from '../../application/ports/owner-inbox-api.port';
import { navCount } from '../back-office/nav-count';

const unread = navCount<MessageCounts>({ pick: (counts) => counts.unread, spoken: 'unread', tone: 'bg-blue-700' });

export function UnreadMessagesProvider({ api, children }: { api: InboxApi; children: ReactNode }) {
  const load = useCallback(() => api.counts(), [api]);
  return <unread.Provider load={load}>{children}</unread.Provider>;
}

export function useUnreadMessages(): { unread: number | null; setCounts: (counts: MessageCounts) => void } {
  const { count, setCounts } = unread.useCount();
  return { unread: count, setCounts };
}

export const UnreadBadge = unread.Badge;
