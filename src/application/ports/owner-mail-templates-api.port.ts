/** The store API's Mail templates calls (owner-only, decision 108), in the studio's words. */
import type { MailTemplateName, MailVariable } from '../../domain/mail/mail-templates';
import type { StudioResult } from './studio-api.port';

export interface MailTemplateSummary {
  name: MailTemplateName;
  title: string;
  sentWhen: string;
  edited: boolean;
  updatedAt: string | null;
}

export interface MailTemplate extends MailTemplateSummary {
  subject: string;
  body: string;
  defaultSubject: string;
  defaultBody: string;
  variables: MailVariable[];
}

export interface MailPreview {
  subject: string;
  text: string;
  html: string;
}

export interface MailTemplateDraft {
  name: MailTemplateName;
  subject: string;
  body: string;
}

export interface MailTemplatesApi {
  templates(): Promise<StudioResult<MailTemplateSummary[]>>;
  template(name: MailTemplateName): Promise<StudioResult<MailTemplate>>;
  /** Field errors by the API's names (Subject, Body), each naming the line. */
  save(draft: MailTemplateDraft): Promise<StudioResult<MailTemplate>>;
  reset(name: MailTemplateName): Promise<StudioResult<MailTemplate>>;
  preview(draft: MailTemplateDraft): Promise<StudioResult<MailPreview>>;
  /** The saved template, with sample values, to the signed-in member's own address; answers that address. */
  sendTest(name: MailTemplateName): Promise<StudioResult<string>>;
}
