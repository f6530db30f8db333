/**
 * The studio's Messages: a store's contact and forms-section submissions (never its newsletter
 * sign-ups) as an inbox. The list is newest first and paged, per box (inbox, unread, read, archived)
 * with the count of every box; opening one marks it read; the owner marks it read or unread and
 * archives it or takes it back. Every read and write is scoped by the owner's store.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { messageOrigin, messagePreview, messageSender, MESSAGE_SOURCES, type MessageBox } from '../../../src/domain/forms/inbox-message';
import type { Db } from '../platform/database/client';
import { formFiles, formSubmissions } from './forms.tables';
import type { MessageListQuery, SetMessageStateBody } from '../../../src/contracts/owner-messages.contract';

type SubmissionRow = typeof formSubmissions.$inferSelect;

const t = formSubmissions;

function ofStore(webId: number, ...more: Array<SQL | undefined>): SQL {
  return and(eq(t.storeId, webId), inArray(t.source, [...MESSAGE_SOURCES]), ...more)!;
}

const BOXES: Record<MessageBox, SQL> = {
  inbox: isNull(t.archivedAt),
  unread: and(isNull(t.archivedAt), isNull(t.readAt))!,
  read: and(isNull(t.archivedAt), isNotNull(t.readAt))!,
  archived: isNotNull(t.archivedAt),
};

function summaryOf(row: SubmissionRow) {
  const sender = messageSender(row.fields);
  return {
    messageID: row.id,
    source: row.source,
    origin: messageOrigin(row.source, row.pagePath),
    pagePath: row.pagePath,
    senderName: sender.name,
    senderEmail: sender.email,
    preview: messagePreview(row.fields),
    hasFiles: row.fields.some((field) => field.file),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}

/** How many messages each box holds: the tabs, and the unread count beside the studio's Messages link. */
export async function messageCounts(db: Db, webId: number): Promise<Record<MessageBox, number>> {
  const boxCount = (box: MessageBox) => sql<number>`(count(*) filter (where ${BOXES[box]}))::int`;
  const [row] = await db
    .select({ inbox: boxCount('inbox'), unread: boxCount('unread'), read: boxCount('read'), archived: boxCount('archived') })
    .from(t)
    .where(ofStore(webId));
  return row ?? { inbox: 0, unread: 0, read: 0, archived: 0 };
}

export async function listMessages(db: Db, webId: number, query: MessageListQuery) {
  const where = ofStore(webId, BOXES[query.Box]);
  const rows = await db
    .select()
    .from(t)
    .where(where)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(query.PageSize)
    .offset((query.Page - 1) * query.PageSize);
  const counts = await messageCounts(db, webId);
  return { messages: rows.map(summaryOf), total: counts[query.Box], page: query.Page, pageSize: query.PageSize, counts };
}

/** One message with all its answers and files; opening it marks it read (once: the first reading's time stays). */
export async function openMessage(db: Db, webId: number, messageId: number) {
  const [row] = await db
    .update(t)
    .set({ readAt: sql`coalesce(${t.readAt}, now())` })
    .where(ofStore(webId, eq(t.id, messageId)))
    .returning();
  if (!row) return null;
  const files = await db
    .select({
      fileID: formFiles.id,
      fieldName: formFiles.fieldName,
      fileName: formFiles.fileName,
      contentType: formFiles.contentType,
      size: formFiles.size,
    })
    .from(formFiles)
    .where(and(eq(formFiles.submissionId, row.id), eq(formFiles.storeId, webId)))
    .orderBy(asc(formFiles.id));
  return { ...summaryOf(row), fields: row.fields, files };
}

/** Read or unread, archived or not: only what the body names changes; null when the store has no such message. */
export async function setMessageState(db: Db, webId: number, change: SetMessageStateBody) {
  const stamp = (on: boolean, column: typeof t.readAt | typeof t.archivedAt) => (on ? sql`coalesce(${column}, now())` : null);
  const [row] = await db
    .update(t)
    .set({
      ...(change.Read === undefined ? {} : { readAt: stamp(change.Read, t.readAt) }),
      ...(change.Archived === undefined ? {} : { archivedAt: stamp(change.Archived, t.archivedAt) }),
    })
    .where(ofStore(webId, eq(t.id, change.MessageID)))
    .returning();
  return row ? summaryOf(row) : null;
}

export async function messageFile(db: Db, webId: number, messageId: number, fileId: number) {
  const [file] = await db
    .select()
    .from(formFiles)
    .where(and(eq(formFiles.storeId, webId), eq(formFiles.submissionId, messageId), eq(formFiles.id, fileId)))
    .limit(1);
  return file ?? null;
}
