/**
 * The studio's Mail templates (docs/back-office.md, "Mail templates"; decision 108). Owner token only;
 * its WebID is the only store whose templates any of these reads or writes. A template is checked by
 * rendering it with the store's sample values before it is saved, so a saved template renders.
 */
import type { FastifyInstance } from 'fastify';
import { MAIL_TEMPLATE_CALLS, type MailTemplateWire } from '../../../src/contracts/owner-mail-templates.contract';
import { MAIL_TEMPLATES, mailTemplateDefinition, type MailTemplateName } from '../../../src/domain/mail/mail-templates';
import type { Db } from '../platform/database/client';
import type { Mailer } from '../platform/mail/mailer';
import { ownerEmail } from '../platform/owner-email';
import type { OwnerTokenService } from '../platform/owner-token.service';
import { callRegistrar, refused } from '../platform/register-call';
import type { StoreRepository } from '../platform/store.repository';
import { storeLink } from '../platform/store-link';
import { mailTemplateProblem, renderMailTemplate, type MailTemplateProblem, type MailTemplateSource } from './mail-template-engine';
import { deleteTemplate, savedTemplate, savedTemplates, saveTemplate, type SavedMailTemplate } from './mail-templates.repository';
import { sampleMailValues } from './sample-mail-values';

export interface MailTemplatesDeps {
  db: Db;
  tokens: OwnerTokenService;
  stores: StoreRepository;
  /** The queue's mailer: a test mail is a job like any other. */
  mailer: Mailer;
  platformHosts?: readonly string[] | undefined;
}

function wire(name: MailTemplateName, saved: SavedMailTemplate | null): MailTemplateWire {
  const definition = mailTemplateDefinition(name);
  return {
    name,
    title: definition.title,
    sentWhen: definition.sentWhen,
    edited: saved !== null,
    updatedAt: saved?.updatedAt.toISOString() ?? null,
    subject: saved?.subject ?? definition.subject,
    body: saved?.body ?? definition.body,
    defaultSubject: definition.subject,
    defaultBody: definition.body,
    variables: [...definition.variables],
  };
}

const templateRefused = (problem: MailTemplateProblem) =>
  refused(400, problem.message, [{ field: problem.field, message: problem.message }]);

export function registerMailTemplatesController(app: FastifyInstance, deps: MailTemplatesDeps) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });
  const { db } = deps;

  /** The sample values of this store: its name, its currency, links to its own address. */
  const samplesOf = async (webId: number, name: MailTemplateName) => {
    const store = await deps.stores.findById(webId);
    return sampleMailValues(name, {
      name: store?.title ?? 'Your store',
      currency: store?.currencyAbbreviation ?? 'USD',
      link: (path, params = {}) => (store ? storeLink(store, undefined, path, params, deps.platformHosts) : path),
    });
  };
  const sourceOf = (body: { Subject: string; Body: string }): MailTemplateSource => ({ subject: body.Subject, body: body.Body });

  register(MAIL_TEMPLATE_CALLS.mailTemplates, async (_input, { owner }) => {
    const saved = new Map((await savedTemplates(db, owner.WebID)).map((row) => [row.name, row]));
    return {
      templates: MAIL_TEMPLATES.map((definition) => {
        const {
          subject: _s,
          body: _b,
          defaultSubject: _ds,
          defaultBody: _db,
          variables: _v,
          ...summary
        } = wire(definition.name, saved.get(definition.name) ?? null);
        return summary;
      }),
    };
  });

  register(MAIL_TEMPLATE_CALLS.mailTemplate, async (query, { owner }) => ({
    template: wire(query.Name, await savedTemplate(db, owner.WebID, query.Name)),
  }));

  register(MAIL_TEMPLATE_CALLS.saveMailTemplate, async (body, { owner }) => {
    const source = sourceOf(body);
    const problem = await mailTemplateProblem(mailTemplateDefinition(body.Name), source, await samplesOf(owner.WebID, body.Name));
    if (problem) return templateRefused(problem);
    return { template: wire(body.Name, await saveTemplate(db, owner.WebID, body.Name, source)) };
  });

  register(MAIL_TEMPLATE_CALLS.resetMailTemplate, async (body, { owner }) => {
    await deleteTemplate(db, owner.WebID, body.Name);
    return { template: wire(body.Name, null) };
  });

  register(MAIL_TEMPLATE_CALLS.previewMailTemplate, async (body, { owner }) => {
    const definition = mailTemplateDefinition(body.Name);
    const values = await samplesOf(owner.WebID, body.Name);
    const problem = await mailTemplateProblem(definition, sourceOf(body), values);
    if (problem) return templateRefused(problem);
    return { preview: await renderMailTemplate(definition, sourceOf(body), values) };
  });

  register(MAIL_TEMPLATE_CALLS.sendTestMail, async (body, { owner }) => {
    const to = await ownerEmail(db, owner);
    if (!to) return refused(409, 'A test mail goes to the signed-in member’s own address, and this session has none');
    const saved = await savedTemplate(db, owner.WebID, body.Name);
    const definition = mailTemplateDefinition(body.Name);
    const rendered = await renderMailTemplate(definition, saved ?? definition, await samplesOf(owner.WebID, body.Name));
    const subject = `Test: ${rendered.subject}`;
    await deps.mailer.send({ webID: owner.WebID, to, kind: 'mail-template-test', subject, text: rendered.text, html: rendered.html });
    return { to };
  });
}
