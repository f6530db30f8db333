/**
 * A stored contact or forms-section submission as the owner's inbox shows it: which box it sits in,
 * who sent it (the name and the e-mail address to reply to, read from the fields themselves, since
 * a forms section names its fields as the owner likes) and a short preview of what it says.
 */
import { isEmail } from '../identity/email-address';
import type { FormSource, StoredField } from './form-submission';

/** The inbox's views: every message not archived, the unread or read ones among them, or the archived ones. */
export const MESSAGE_BOXES = ['inbox', 'unread', 'read', 'archived'] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

/** The sources that are messages to the owner; a newsletter sign-up ('subscribe') is not. */
export const MESSAGE_SOURCES: readonly FormSource[] = ['contact', 'form'];

export const isMessageSource = (source: string): boolean => (MESSAGE_SOURCES as readonly string[]).includes(source);

const EMAIL_FIELD = /e-?mail/i;
const NAME_FIELD = /^(your\s+|full\s+)?name$/i;
const MESSAGE_FIELD = /message|comment|question|request|details/i;
const PREVIEW_LENGTH = 140;

const textOf = (field: StoredField): string => (Array.isArray(field.value) ? field.value.join(', ') : field.value).trim();

export interface MessageSender {
  name: string;
  /** The address to reply to, or null when the message gave none. */
  email: string | null;
}

/** The sender: a field named like an e-mail address holding one (else any field holding one), and a field named like a name. */
export function messageSender(fields: readonly StoredField[]): MessageSender {
  const addresses = fields.filter((field) => !field.file && isEmail(textOf(field)));
  const email = addresses.find((field) => EMAIL_FIELD.test(field.fieldName)) ?? addresses[0];
  const name = fields.find((field) => NAME_FIELD.test(field.fieldName.trim()) && textOf(field) !== '');
  return { name: name ? textOf(name) : '', email: email ? textOf(email) : null };
}

/** The first words of the message: a field named like a message, else the longest answer; on one line. */
export function messagePreview(fields: readonly StoredField[]): string {
  const answers = fields.filter((field) => !field.file && textOf(field) !== '');
  const named = answers.find((field) => MESSAGE_FIELD.test(field.fieldName));
  const longest = answers.reduce<StoredField | undefined>(
    (best, field) => (!best || textOf(field).length > textOf(best).length ? field : best),
    undefined,
  );
  const text = (named ?? longest) ? textOf((named ?? longest)!).replace(/\s+/g, ' ') : '';
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
}

/** How the owner reads where a message came from. */
export function messageOrigin(source: string, pagePath: string): string {
  return source === 'contact' ? 'Contact page' : `Form on ${pagePath || '/'}`;
}

/** A `mailto:` link that answers the sender; the address is one isEmail accepted, so only `%`, `?`, `#` and `&` need escaping. */
export function replyLink(address: string, subject: string): string {
  return `mailto:${address.replace(/[%?#&]/g, (c) => encodeURIComponent(c))}?subject=${encodeURIComponent(subject)}`;
}
