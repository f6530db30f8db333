/** How the inbox names a message's state and its sender. */
import type { MessageSummary } from '../../application/ports/owner-inbox-api.port';
import type { MessageBox } from '../../domain/forms/inbox-message';

export const BOX_LABELS: Record<MessageBox, string> = { inbox: 'Inbox', unread: 'Unread', read: 'Read', archived: 'Archived' };

export const stateLabel = (message: Pick<MessageSummary, 'readAt' | 'archivedAt'>): string =>
  message.archivedAt ? 'Archived' : message.readAt ? 'Read' : 'Unread';

export const senderLabel = (message: Pick<MessageSummary, 'senderName' | 'senderEmail'>): string =>
  message.senderName || message.senderEmail || 'Someone who left no name';
