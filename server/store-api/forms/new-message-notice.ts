/**
 * What the store's owner is told by mail of a new message from the contact page or a forms section
 * (docs/back-office.md). Only the store's own words and the path a form was on go in the subject:
 * what a shopper typed stays in the body, so no header carries it.
 */
import { messageOrigin, messageSender } from '../../../src/domain/forms/inbox-message';
import type { StoredField } from '../../../src/domain/forms/form-submission';
import type { OwnerNotice } from '../platform/owner-notices';

export interface NewMessage {
  source: string;
  pagePath: string;
  fields: readonly StoredField[];
}

const answerLine = (field: StoredField) =>
  field.file
    ? `${field.fieldName}: file ${field.file.name} (${field.file.size} bytes)`
    : `${field.fieldName}: ${Array.isArray(field.value) ? field.value.join(', ') : field.value}`;

export function newMessageNotice(storeTitle: string, message: NewMessage): OwnerNotice {
  const origin = messageOrigin(message.source, message.pagePath);
  const sender = messageSender(message.fields);
  const from = [sender.name, sender.email ? `<${sender.email}>` : ''].filter(Boolean).join(' ') || 'a visitor who left no name or address';
  const text = [
    `${storeTitle} has a new message (${origin}) from ${from}.`,
    '',
    ...message.fields.map(answerLine),
    '',
    'Read it, download its files and reply in the Theme Studio under Messages.',
  ].join('\n');
  return { subject: `New message at ${storeTitle} (${origin})`, text, kind: 'owner-new-message' };
}
