/**
 * Mail through the job queue (docs/decisions.md 84): a request's `send` only adds a `mail` job (in
 * the request's transaction when it gives one), and the workers deliver it through the configured
 * Mailer (SMTP or the outbox) with retries and backoff. A request never waits for a mail server.
 */
import type { JobQueue, JobHandler } from '../jobs/job-queue';
import type { Mailer, MailOptions, OutgoingMail } from './mailer';

export const MAIL_JOB = 'mail';

export class QueuedMailer implements Mailer {
  constructor(private readonly jobs: JobQueue) {}

  async send(mail: OutgoingMail, options: MailOptions = {}): Promise<void> {
    await this.jobs.enqueue(MAIL_JOB, mail, { storeId: mail.webID, ...(options.in ? { in: options.in } : {}) });
  }
}

/** The `mail` worker: one delivery attempt; a throw is retried by the runner. */
export function mailJob(delivery: Mailer): JobHandler {
  return async (job) => delivery.send(job.payload as OutgoingMail);
}

/** What a mail job's log lines say of it: its kind (password-reset, order-confirmation, ...), not its address. */
export function describeMail(payload: unknown): object {
  return { mailKind: (payload as Partial<OutgoingMail>).kind };
}
