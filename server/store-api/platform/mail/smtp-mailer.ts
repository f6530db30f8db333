/**
 * A Mailer over SMTP (nodemailer), used when SMTP_URL is set, e.g.
 * `smtp://user:pass@mail.example.com:587` or `smtps://...:465`. MAIL_FROM names the sender.
 * nodemailer loads only when this adapter is built, so installs without SMTP never load it.
 */
import type { Transporter } from 'nodemailer';
import type { Mailer, OutgoingMail } from './mailer';

export class SmtpMailer implements Mailer {
  private transport: Promise<Transporter> | null = null;

  constructor(private readonly deps: { url: string; from: string }) {}

  async send(mail: OutgoingMail): Promise<void> {
    this.transport ??= import('nodemailer').then((m) => m.default.createTransport(this.deps.url));
    await (
      await this.transport
    ).sendMail({
      from: this.deps.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
    });
  }
}
