/**
 * The Mailer port of the store API: transactional messages (password reset, order confirmation).
 * The embedded default writes them to an outbox table that a development mailbox page lists; an SMTP
 * adapter sends them when one is configured. Requests never call those directly: they hand mail to the
 * job queue (queued-mailer.ts), whose workers deliver it with retries (docs/decisions.md 84).
 * Sending never decides whether the business step succeeds.
 */
import type { MailTemplateName, MailValues } from '../../../../src/domain/mail/mail-templates';
import type { Db } from '../database/client';

export interface OutgoingMail {
  /** The store the message is sent for (its webID). */
  webID: number;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is, for the mailbox and for tests: 'password-reset', 'order-confirmation', ... */
  kind: string;
  /**
   * The owner-editable template this mail follows and the values it is written from (decision 108):
   * the subject and text above are the default wording; the delivering side renders the store's own
   * template instead when it has one, and adds the HTML version.
   */
  template?: { name: MailTemplateName; values: MailValues };
}

export interface MailOptions {
  /** The caller's open transaction: the mail is queued with the change that causes it (queued-mailer.ts). */
  in?: Db;
}

export interface Mailer {
  send(mail: OutgoingMail, options?: MailOptions): Promise<void>;
}

/** A Mailer that keeps what it was asked to send: for tests, and wherever mail is not configured. */
export class RecordingMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];

  async send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
  }
}
