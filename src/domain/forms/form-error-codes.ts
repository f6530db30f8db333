/**
 * The codes of the form messages (worded in form-messages.ts). Kept apart so a page can read an
 * outcome's codes without loading the wording of every message.
 */

export const FIELD_ERROR_CODES = [
  'required',
  'email',
  'minLength',
  'maxLength',
  'number',
  'integer',
  'positive',
  'checkboxRequired',
  'dropdownRequired',
  'notAnOption',
  'singleValue',
  'fileIncomplete',
  'fileTooLarge',
  'unknownField',
  'duplicateField',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && (FIELD_ERROR_CODES as readonly string[]).includes(value);
}

export interface FieldError {
  /** The fieldName the message belongs to, or a payload key ('sectionId') for errors outside the fields. */
  field: string;
  message: string;
  /** Set for errors about a form field. */
  code?: FieldErrorCode | undefined;
}
