/**
 * A Mailer over SMTP (nodemailer), used when SMTP_URL is set, e.g.
 * `smtp://user:pass@mail.example.com:587` or `smtps://...:465`. MAIL_FROM names the sender.
 * nodemailer loads only when this adapter is built, so installs without SMTP never load it.
 */
import type { Transporter } from 'nodemailer';
import type { Mailer, OutgoingMail } from './mailer';
import { senderAddress, type StoreSender } from './store-sender';

/**
 * nodemailer waits up to two minutes to connect and ten for a silent socket; a job's attempt has less
 * (job-runner.ts), so a server that accepts and never greets fails the attempt in seconds and the job
 * is retried later. Values given in SMTP_URL's query win.
 */
const TIMEOUTS = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '60000' };

function withTimeouts(url: string): string {
  const parsed = new URL(url);
  for (const [name, value] of Object.entries(TIMEOUTS)) if (!parsed.searchParams.has(name)) parsed.searchParams.set(name, value);
  return parsed.toString();
}

export class SmtpMailer implements Mailer {
  private transport: Promise<Transporter> | null = null;

  /** `senderOf`: the store's name and reply-to for its mail (store-sender.ts); MAIL_FROM alone without it. */
  constructor(private readonly deps: { url: string; from: string; senderOf?: (webID: number) => Promise<StoreSender | null> }) {}

  async send(mail: OutgoingMail): Promise<void> {
    this.transport ??= import('nodemailer').then((m) => m.default.createTransport(withTimeouts(this.deps.url)));
    const sender = mail.webID > 0 ? await this.deps.senderOf?.(mail.webID) : null;
    await (
      await this.transport
    ).sendMail({
      from: sender ? { name: sender.name, address: senderAddress(this.deps.from) } : this.deps.from,
      ...(sender?.replyTo ? { replyTo: sender.replyTo } : {}),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
    });
  }
}
