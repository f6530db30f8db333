/** One message: who sent it and from where, every answer with its files, and what the owner does with it (reply, read or unread, archive). */
import { useCallback, useEffect, useState } from 'react';
import type { InboxApi } from '../../application/ports/owner-inbox-api.port';
import { replyLink } from '../../domain/forms/inbox-message';
import { dateTime } from '../back-office/dates';
import { LoadProblem } from '../back-office/load-problem';
import { StatusBadge } from '../back-office/status-badge';
import { useOwnerLoad } from '../back-office/use-owner-load';
import { pageHash } from '../use-studio-view';
import { MessageAnswers } from './message-answers';
import { senderLabel, stateLabel } from './message-state';
import { useUnreadMessages } from './unread-messages';

const action = 'rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm';
const back = (
  <a href={pageHash('messages')} className="text-sm text-blue-700 underline">
    ← All messages
  </a>
);

export function MessageDetail({ api, messageID }: { api: InboxApi; messageID: number }) {
  const load = useCallback(() => api.message(messageID), [api, messageID]);
  const { state, reload, replace } = useOwnerLoad(load);
  const { setCounts } = useUnreadMessages();
  const [outcome, setOutcome] = useState<{ text: string; error: boolean } | null>(null);
  useEffect(() => {
    if (state.status === 'ready') setCounts(state.value.counts);
  }, [state, setCounts]);
  if (state.status !== 'ready')
    return (
      <>
        {back}
        <LoadProblem state={state} what="message" onRetry={reload} />
      </>
    );
  const { message } = state.value;
  const isRead = message.readAt !== null;
  const isArchived = message.archivedAt !== null;
  const change = async (delta: { read?: boolean; archived?: boolean }, done: string) => {
    const result = await api.setMessageState(message.messageID, delta);
    if (!result.ok) return setOutcome({ text: result.message, error: true });
    setOutcome({ text: done, error: false });
    replace({ message: { ...message, ...result.value.message }, counts: result.value.counts });
  };
  return (
    <>
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">Message from {senderLabel(message)}</h2>
        <StatusBadge label={stateLabel(message)} />
        <p className="text-sm text-gray-600">
          {message.origin} · Received {dateTime(message.createdAt)}
        </p>
      </div>
      <div role="group" aria-label="What to do with this message" className="flex flex-wrap items-center gap-2">
        {message.senderEmail ? (
          <a
            href={replyLink(message.senderEmail, 'Re: your message')}
            className="rounded-md bg-blue-700 px-3 py-1.5 text-sm font-medium text-white"
          >
            Reply by e-mail
          </a>
        ) : (
          <span className="text-sm text-gray-600">The sender left no e-mail address to reply to.</span>
        )}
        <button
          type="button"
          className={action}
          onClick={() => void change({ read: !isRead }, isRead ? 'Marked as unread.' : 'Marked as read.')}
        >
          {isRead ? 'Mark as unread' : 'Mark as read'}
        </button>
        <button
          type="button"
          className={action}
          onClick={() => void change({ archived: !isArchived }, isArchived ? 'Moved back to the inbox.' : 'Archived.')}
        >
          {isArchived ? 'Move to inbox' : 'Archive'}
        </button>
        {outcome && (
          <p role={outcome.error ? 'alert' : 'status'} className={`text-sm ${outcome.error ? 'text-red-700' : 'text-green-800'}`}>
            {outcome.text}
          </p>
        )}
      </div>
      <MessageAnswers api={api} message={message} />
    </>
  );
}
