/**
 * The studio's Mail templates calls (docs/back-office.md, "Mail templates"; decision 108): list the
 * store's mails, read one with its variables, save (a template that does not parse, reads an unknown
 * variable or filter, or exceeds a limit is a 400 naming Subject or Body and the line), reset to the
 * default, preview with sample values, and send a test to the signed-in member's own address.
 */
import { z } from 'zod';
import {
  MAIL_BODY_MAX,
  MAIL_SUBJECT_MAX,
  MAIL_TEMPLATE_NAMES,
  type MailTemplateName,
  type MailVariable,
} from '../domain/mail/mail-templates';
import { answerOf, defineCall } from './define-call';
import { storedText } from './input-fields.contract';

export interface MailTemplateSummaryWire {
  name: MailTemplateName;
  title: string;
  sentWhen: string;
  /** The store saved its own wording; false: the default is sent. */
  edited: boolean;
  updatedAt: string | null;
}

export interface MailTemplateWire extends MailTemplateSummaryWire {
  subject: string;
  body: string;
  defaultSubject: string;
  defaultBody: string;
  variables: MailVariable[];
}

export interface MailPreviewWire {
  subject: string;
  text: string;
  html: string;
}

const name = z.enum(MAIL_TEMPLATE_NAMES, { error: `Name must be one of ${MAIL_TEMPLATE_NAMES.join(', ')}` });

const source = {
  Name: name,
  Subject: storedText('Subject', MAIL_SUBJECT_MAX).pipe(z.string().trim().min(1, 'Subject is required')),
  Body: storedText('Body', MAIL_BODY_MAX, { multiline: true }).pipe(z.string().trim().min(1, 'Body is required')),
};

export const saveMailTemplateBody = z.object(source, { error: 'The body must be an object' });
const nameBody = z.object({ Name: name }, { error: 'The body must be an object' });
const nameQuery = z.object({ Name: name });

export const MAIL_TEMPLATE_CALLS = {
  mailTemplates: defineCall({
    method: 'GET',
    path: '/Owner/MailTemplates',
    auth: 'owner',
    permission: 'settings.manage',
    answer: answerOf<{ templates: MailTemplateSummaryWire[] }>(),
  }),
  mailTemplate: defineCall({
    method: 'GET',
    path: '/Owner/MailTemplate',
    auth: 'owner',
    permission: 'settings.manage',
    request: nameQuery,
    answer: answerOf<{ template: MailTemplateWire }>(),
  }),
  saveMailTemplate: defineCall({
    method: 'POST',
    path: '/Owner/SaveMailTemplate',
    auth: 'owner',
    permission: 'settings.manage',
    request: saveMailTemplateBody,
    bodyRequired: true,
    answer: answerOf<{ template: MailTemplateWire }>(),
  }),
  resetMailTemplate: defineCall({
    method: 'POST',
    path: '/Owner/ResetMailTemplate',
    auth: 'owner',
    permission: 'settings.manage',
    request: nameBody,
    bodyRequired: true,
    answer: answerOf<{ template: MailTemplateWire }>(),
  }),
  previewMailTemplate: defineCall({
    method: 'POST',
    path: '/Owner/PreviewMailTemplate',
    auth: 'owner',
    permission: 'settings.manage',
    request: saveMailTemplateBody,
    bodyRequired: true,
    answer: answerOf<{ preview: MailPreviewWire }>(),
  }),
  // A test goes to the member's own address through the mail queue; a few an hour, so the studio cannot be used to send mail in bulk.
  sendTestMail: defineCall({
    method: 'POST',
    path: '/Owner/SendTestMail',
    auth: 'owner',
    permission: 'settings.manage',
    request: nameBody,
    bodyRequired: true,
    limit: { max: 5, timeWindow: '1 hour', bucket: 'mail-test', perStore: 20 },
    answer: answerOf<{ to: string }>(),
  }),
};
