/**
 * A form submission as the storefront sends it and the store API stores it: contact, subscribe and
 * forms-section posts share one shape, so one validator serves the browser and the server.
 */
export type FormSource = 'contact' | 'subscribe' | 'form';
export const FORM_SOURCES: readonly FormSource[] = ['contact', 'subscribe', 'form'];

/** A file field's content: the browser reads it as a name plus base64 (spec section 5). */
export interface FileUpload {
  name: string;
  /** Media type the browser reported; informational only, never trusted to serve the file. */
  type: string;
  base64: string;
}

export interface SubmittedField {
  fieldName: string;
  /** Checkbox groups send the chosen options; every other field sends one string. */
  value: string | string[];
  file?: FileUpload | undefined;
}

export interface FormSubmission {
  source: FormSource;
  /** temp_id of the section the form belongs to; required for 'form', where it names the field set. */
  sectionId?: string | undefined;
  /** Path of the page the form was sent from, so the owner knows where a request came from. */
  pagePath: string;
  fields: SubmittedField[];
}

/** What the store keeps of a field: the value, and of a file only its name, type and size. */
export interface StoredField {
  fieldName: string;
  value: string | string[];
  file?: { name: string; type: string; size: number } | undefined;
}

/** The answer to a stored submission: its id and an unguessable receipt that reads it back. */
export interface FormReceipt {
  submissionID: number;
  receipt: string;
}

export interface StoredSubmission {
  submissionID: number;
  source: FormSource;
  sectionId: string | null;
  pagePath: string;
  fields: StoredField[];
  createdAt: string;
}

/** Upload limit of a file field: generous for a reference photo, small enough for a JSON body. */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;
export const MAX_FILE_NAME_LENGTH = 255;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Whether text is canonical base64 (length a multiple of 4, padding only at the end). */
export function isBase64(text: string): boolean {
  return text.length % 4 === 0 && BASE64.test(text);
}

/** Size in bytes of the data base64 text encodes, without decoding it. */
export function base64ByteLength(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.max(0, (text.length / 4) * 3 - padding);
}
