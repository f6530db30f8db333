/**
 * The zod pieces payloads are built from, so one rule holds at every route: text the store keeps
 * refuses control characters (domain/validation/stored-text.ts), ids stop where the database's
 * int4 does (domain/validation/record-id.ts), and e-mail addresses follow the one rule checkout and
 * the forms use too (domain/identity/email-address.ts).
 */
import { z } from 'zod';
import { isEmail, MAX_EMAIL_LENGTH } from '../domain/identity/email-address';
import { MAX_RECORD_ID } from '../domain/validation/record-id';
import { controlCharacterMessage, isStorableText } from '../domain/validation/stored-text';

export interface StoredTextOptions {
  /** Tabs and line breaks are kept (a note, a message). */
  multiline?: boolean;
  /** Surrounding spaces are dropped before the length is checked. */
  trim?: boolean;
}

/** Text the store keeps: at most `max` characters and no control characters. */
export function storedText(field: string, max: number, options: StoredTextOptions = {}) {
  const text = z.string({ error: `${field} must be text` });
  return (options.trim ? text.trim() : text)
    .max(max, `${field} must be at most ${max} characters`)
    .refine((value) => isStorableText(value, options.multiline), controlCharacterMessage(field));
}

/** A record id in a JSON body: a whole number from 1 to int4's maximum. */
export const recordId = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be an integer`)
    .positive(`${field} must be positive`)
    .max(MAX_RECORD_ID, `${field} is too large`);

/** A record id in a query string, where every value arrives as text. */
export const recordIdParam = (field: string) => z.coerce.number({ error: `${field} must be a number` }).pipe(recordId(field));

/** An e-mail address, trimmed and lower-cased: sign-up, sign-in by e-mail and password reset compare it so. */
export const emailAddress = z
  .string({ error: 'Email must be text' })
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH, `Email must be at most ${MAX_EMAIL_LENGTH} characters`)
  .refine(isEmail, 'Email must be a valid email');
