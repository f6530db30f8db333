/** The store API's Messages calls (owner-only): the store's contact and forms-section messages, in the studio's words. */
import type { StoredField } from '../../domain/forms/form-submission';
import type { MessageBox } from '../../domain/forms/inbox-message';
import type { StudioResult } from './studio-api.port';

export type MessageCounts = Record<MessageBox, number>;

export interface MessageSummary {
  messageID: number;
  source: string;
  /** "Contact page" or "Form on /path". */
  origin: string;
  pagePath: string;
  senderName: string;
  /** Where a reply goes; null when the sender gave no address. */
  senderEmail: string | null;
  preview: string;
  hasFiles: boolean;
  createdAt: string;
  readAt: string | null;
  archivedAt: string | null;
}

export interface MessagePage {
  messages: MessageSummary[];
  total: number;
  page: number;
  pageSize: number;
  counts: MessageCounts;
}

export interface OwnerMessage extends MessageSummary {
  fields: StoredField[];
  files: Array<{ fileID: number; fieldName: string; fileName: string; contentType: string; size: number }>;
}

export interface InboxApi {
  messages(filters: { box: MessageBox; page: number }): Promise<StudioResult<MessagePage>>;
  /** One message; opening it marks it read. */
  message(messageID: number): Promise<StudioResult<{ message: OwnerMessage; counts: MessageCounts }>>;
  setMessageState(
    messageID: number,
    change: { read?: boolean; archived?: boolean },
  ): Promise<StudioResult<{ message: MessageSummary; counts: MessageCounts }>>;
  /** The file's bytes, fetched with the owner token (a plain link could not carry it). */
  messageFile(messageID: number, fileID: number): Promise<StudioResult<Blob>>;
  /** How many messages each box holds (the unread count beside the studio's Messages link). */
  counts(): Promise<StudioResult<MessageCounts>>;
}
