/**
 * The embedded Mailer: messages are written to the `mail_outbox` table instead of being sent, so a
 * fresh install needs no mail server; the development mailbox (dev-mailbox.ts) lists
 * them. Configure SMTP_URL to send real mail (smtp-mailer.ts).
 */
import { desc } from 'drizzle-orm';
import type { Db } from '../database/client';
import { mailOutbox } from '../platform.tables';
import type { Mailer, OutgoingMail } from './mailer';

export type OutboxMessage = typeof mailOutbox.$inferSelect;

export class OutboxMailer implements Mailer {
  constructor(private readonly deps: { db: Db }) {}

  async send(mail: OutgoingMail): Promise<void> {
    await this.deps.db.insert(mailOutbox).values({
      storeId: mail.webID,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      kind: mail.kind,
    });
  }

  /** The newest messages first. */
  async latest(limit = 50): Promise<OutboxMessage[]> {
    return this.deps.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  }
}
