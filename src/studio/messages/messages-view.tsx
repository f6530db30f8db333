/** The studio's Messages: the inbox, or one message when the address names it (#messages/<id>). */
import type { InboxApi } from '../../application/ports/owner-inbox-api.port';
import { itemIdOf, useStudioHash } from '../use-studio-view';
import { MessageDetail } from './message-detail';
import { MessageList } from './message-list';

export default function MessagesView({ api }: { api: InboxApi }) {
  const messageID = itemIdOf('messages', useStudioHash());
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-6">
      {messageID === null ? <MessageList api={api} /> : <MessageDetail key={messageID} api={api} messageID={messageID} />}
    </main>
  );
}
