/** A store's saved mail templates: every read and write is by the store's id (tenancy) and the mail's name. */
import { and, eq } from 'drizzle-orm';
import type { MailTemplateName } from '../../../src/domain/mail/mail-templates';
import type { Db } from '../platform/database/client';
import { mailTemplates } from './mail-templates.tables';

export type SavedMailTemplate = typeof mailTemplates.$inferSelect;

export async function savedTemplates(db: Db, storeId: number): Promise<SavedMailTemplate[]> {
  return db.select().from(mailTemplates).where(eq(mailTemplates.storeId, storeId));
}

export async function savedTemplate(db: Db, storeId: number, name: MailTemplateName): Promise<SavedMailTemplate | null> {
  const [row] = await db
    .select()
    .from(mailTemplates)
    .where(and(eq(mailTemplates.storeId, storeId), eq(mailTemplates.name, name)))
    .limit(1);
  return row ?? null;
}

export async function saveTemplate(
  db: Db,
  storeId: number,
  name: MailTemplateName,
  source: { subject: string; body: string },
): Promise<SavedMailTemplate> {
  const values = { subject: source.subject, body: source.body, updatedAt: new Date() };
  const [row] = await db
    .insert(mailTemplates)
    .values({ storeId, name, ...values })
    .onConflictDoUpdate({ target: [mailTemplates.storeId, mailTemplates.name], set: values })
    .returning();
  return row!;
}

export async function deleteTemplate(db: Db, storeId: number, name: MailTemplateName): Promise<void> {
  await db.delete(mailTemplates).where(and(eq(mailTemplates.storeId, storeId), eq(mailTemplates.name, name)));
}
