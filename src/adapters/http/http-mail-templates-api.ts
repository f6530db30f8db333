/** MailTemplatesApi over HTTP: the store API's Mail templates calls (owner-mail-templates.contract.ts), each as declared in owner-calls.ts. */
import type { MailTemplateDraft, MailTemplatesApi } from '../../application/ports/owner-mail-templates-api.port';
import { OWNER_CALLS } from '../../contracts/owner-calls';
import type { MailTemplateName } from '../../domain/mail/mail-templates';
import { callApi } from './call-api';
import type { OwnerApiDeps } from './owner-call-helpers';

const bodyOf = (draft: MailTemplateDraft) => ({ Name: draft.name, Subject: draft.subject, Body: draft.body });

export class HttpMailTemplatesApi implements MailTemplatesApi {
  constructor(private readonly deps: OwnerApiDeps) {}

  templates() {
    return callApi(this.deps, OWNER_CALLS.mailTemplates, undefined, (data) => data.templates);
  }

  template(name: MailTemplateName) {
    return callApi(this.deps, OWNER_CALLS.mailTemplate, { Name: name }, (data) => data.template);
  }

  save(draft: MailTemplateDraft) {
    return callApi(this.deps, OWNER_CALLS.saveMailTemplate, bodyOf(draft), (data) => data.template);
  }

  reset(name: MailTemplateName) {
    return callApi(this.deps, OWNER_CALLS.resetMailTemplate, { Name: name }, (data) => data.template);
  }

  preview(draft: MailTemplateDraft) {
    return callApi(this.deps, OWNER_CALLS.previewMailTemplate, bodyOf(draft), (data) => data.preview);
  }

  sendTest(name: MailTemplateName) {
    return callApi(this.deps, OWNER_CALLS.sendTestMail, { Name: name }, (data) => data.to);
  }
}
