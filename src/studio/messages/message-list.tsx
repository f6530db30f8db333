/** The inbox: a tab per box with its count, the messages newest first (unread ones in bold), paged. */
import { useCallback, useEffect, useState } from 'react';
import type { InboxApi, MessageSummary } from '../../application/ports/owner-inbox-api.port';
import { MESSAGE_BOXES, type MessageBox } from '../../domain/forms/inbox-message';
import { dateTime } from '../back-office/dates';
import { PagedList } from '../back-office/paged-list';
import { StatusBadge } from '../back-office/status-badge';
import { StatusTabs } from '../back-office/status-tabs';
import { useOwnerLoad } from '../back-office/use-owner-load';
import { itemHash } from '../use-studio-view';
import { BOX_LABELS, senderLabel, stateLabel } from './message-state';
import { useUnreadMessages } from './unread-messages';

function MessageRow({ message }: { message: MessageSummary }) {
  const unread = message.readAt === null;
  return (
    <tr className={`border-t border-gray-100 ${unread ? 'font-semibold' : ''}`}>
      <td className="px-4 py-2">
        <a href={itemHash('messages', message.messageID)} className="text-blue-700 underline">
          {senderLabel(message)}
        </a>
        {message.senderName && message.senderEmail && <div className="text-xs font-normal text-gray-600">{message.senderEmail}</div>}
      </td>
      <td className="max-w-md px-4 py-2">
        {message.preview}
        {message.hasFiles && <span className="ml-1 text-xs font-normal text-gray-600">(with files)</span>}
      </td>
      <td className="px-4 py-2 text-gray-700">{message.origin}</td>
      <td className="whitespace-nowrap px-4 py-2 text-gray-700">{dateTime(message.createdAt)}</td>
      <td className="px-4 py-2">
        <StatusBadge label={stateLabel(message)} />
      </td>
    </tr>
  );
}

export function MessageList({ api }: { api: InboxApi }) {
  const [filters, setFilters] = useState<{ box: MessageBox; page: number }>({ box: 'inbox', page: 1 });
  const load = useCallback(() => api.messages(filters), [api, filters]);
  const { state, reload } = useOwnerLoad(load);
  const { setCounts } = useUnreadMessages();
  const answer = state.status === 'ready' ? state.value : null;
  useEffect(() => {
    if (answer) setCounts(answer.counts);
  }, [answer, setCounts]);
  const tabs = MESSAGE_BOXES.map((box) => ({ key: box, name: BOX_LABELS[box], count: answer?.counts[box] ?? 0 }));
  return (
    <>
      <h2 className="text-xl font-semibold">Messages</h2>
      <section aria-label="Messages" className="rounded-lg border border-gray-200 bg-white shadow-sm">
        <StatusTabs
          label="Show messages"
          tabs={tabs}
          current={filters.box}
          onChoose={(box) => setFilters({ box: box ?? 'inbox', page: 1 })}
        />
        <PagedList state={state} what="messages" onRetry={reload} onPage={(page) => setFilters((current) => ({ ...current, page }))}>
          {(answer) => (
            <table className="w-full text-left text-sm">
              <thead className="text-xs text-gray-600">
                <tr>
                  <th className="px-4 py-2 font-medium">From</th>
                  <th className="px-4 py-2 font-medium">Message</th>
                  <th className="px-4 py-2 font-medium">Sent from</th>
                  <th className="px-4 py-2 font-medium">Received</th>
                  <th className="px-4 py-2 font-medium">State</th>
                </tr>
              </thead>
              <tbody>
                {answer.messages.map((message) => (
                  <MessageRow key={message.messageID} message={message} />
                ))}
                {answer.messages.length === 0 && (
                  <tr>
                    <td colSpan={5} className="px-4 py-6 text-center text-gray-600">
                      No messages here.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          )}
        </PagedList>
      </section>
    </>
  );
}
