/** The studio's Messages page, loaded on first visit so the theme editor never pays for it. */
import { lazy } from 'react';
import type { InboxApi } from '../application/ports/owner-inbox-api.port';
import type { OwnerSession } from '../application/ports/studio-api.port';
import { StudioPageFrame } from './studio-page-frame';

const MessagesView = lazy(() => import('./messages/messages-view'));

export function MessagesPage({ api, session, onSignOut }: { api: InboxApi; session: OwnerSession; onSignOut: () => void }) {
  return (
    <StudioPageFrame view="messages" session={session} loading="Loading messages…" onSignOut={onSignOut}>
      <MessagesView api={api} />
    </StudioPageFrame>
  );
}
