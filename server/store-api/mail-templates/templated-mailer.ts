/**
 * The delivering side of templated mail (decision 108): a mail that names its template is written
 * from the store's own template when its owner saved one, from the default wording otherwise, and
 * gets its HTML version. It runs in the mail job, so an edit applies to mail not yet sent, and a
 * template is read for the store the mail is sent for and no other.
 */
import { mailTemplateDefinition } from '../../../src/domain/mail/mail-templates';
import type { Db } from '../platform/database/client';
import type { Mailer, OutgoingMail } from '../platform/mail/mailer';
import { mailHtml, renderMailTemplate } from './mail-template-engine';
import { savedTemplate } from './mail-templates.repository';

export class TemplatedMailer implements Mailer {
  constructor(private readonly deps: { db: Db; delivery: Mailer; onTemplateFailure?: (mail: OutgoingMail, error: unknown) => void }) {}

  async send(mail: OutgoingMail): Promise<void> {
    const { template, ...plain } = mail;
    if (!template) return this.deps.delivery.send(plain);
    const saved = await savedTemplate(this.deps.db, mail.webID, template.name);
    if (saved) {
      try {
        const rendered = await renderMailTemplate(mailTemplateDefinition(template.name), saved, template.values);
        return await this.deps.delivery.send({ ...plain, ...rendered });
      } catch (error) {
        // A saved template was checked against sample values; one that fails on a real order's
        // values still leaves the customer with the mail, in the default wording.
        this.deps.onTemplateFailure?.(mail, error);
      }
    }
    return this.deps.delivery.send({ ...plain, html: plain.html ?? mailHtml(plain.subject, plain.text) });
  }
}
