/**
 * Reads a section form's controls into submitted fields, in the form's own rule order: checkbox
 * groups as lists, files as name plus base64 (spec section 5). A file over the limit is not read
 * at all; it is reported with the same message the store API would give, as is one the browser
 * cannot read (moved or deleted since it was picked).
 */
import { fieldMessage } from '../../../domain/forms/form-messages';
import type { FieldRule } from '../../../domain/forms/form-rules';
import { MAX_FILE_BYTES, type SubmittedField } from '../../../domain/forms/form-submission';

/** A picked file's bytes as base64 (no data: prefix), as the store API takes files. Blob.arrayBuffer
 * and btoa exist in browsers and in Node, so the no-JavaScript post reads a file the same way. */
export async function readBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(typeof file.arrayBuffer === 'function' ? await file.arrayBuffer() : await readWithFileReader(file));
  let binary = '';
  // Chunks keep String.fromCharCode's argument list far below any engine's limit.
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/** For a Blob without arrayBuffer (jsdom's, under the unit tests; every current browser has it). */
function readWithFileReader(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

export function chosenFile(data: FormData, name: string): File | null {
  const entry = data.get(name);
  // An empty file input still yields a nameless, empty File: that is no file.
  return entry instanceof File && (entry.name !== '' || entry.size > 0) ? entry : null;
}

/** The message for a picked file that is too large, before anything is read. */
export function fileSizeError(rule: FieldRule, file: File | null): string | null {
  return file && file.size > MAX_FILE_BYTES ? fieldMessage('fileTooLarge', rule) : null;
}

export function readFormFields(
  form: HTMLFormElement,
  rules: readonly FieldRule[],
): Promise<{ fields: SubmittedField[]; problems: Record<string, string> }> {
  return readPostedFields(new FormData(form), rules);
}

/** The same fields from form data: the page's own form, or a post the server received (multipart carries the files). */
export async function readPostedFields(
  data: FormData,
  rules: readonly FieldRule[],
): Promise<{ fields: SubmittedField[]; problems: Record<string, string> }> {
  const problems: Record<string, string> = {};
  const fields = await Promise.all(
    rules.map(async (rule): Promise<SubmittedField> => {
      const fieldName = rule.fieldName;
      if (rule.inputTypeID === 6) {
        const file = chosenFile(data, fieldName);
        const error = fileSizeError(rule, file);
        if (error) problems[fieldName] = error;
        if (!file || error) return { fieldName, value: '' };
        try {
          return { fieldName, value: '', file: { name: file.name, type: file.type, base64: await readBase64(file) } };
        } catch {
          problems[fieldName] = fieldMessage('fileIncomplete', rule);
          return { fieldName, value: '' };
        }
      }
      if (rule.inputTypeID === 5) return { fieldName, value: data.getAll(fieldName).filter((v): v is string => typeof v === 'string') };
      const value = data.get(fieldName);
      return { fieldName, value: typeof value === 'string' ? value : '' };
    }),
  );
  return { fields, problems };
}
