/**
 * Checks a submission's fields against its form's rules (spec section 5). The browser runs it
 * before sending and the store API runs it again before storing, so the server never trusts the
 * client's checks. Fields the form does not have are refused; fields left out count as empty.
 */
import { isEmail } from '../identity/email-address';
import { INPUT_TYPES } from '../sections/content/contact-content';
import type { FieldError, FieldErrorCode } from './form-error-codes';
import { fieldMessage } from './form-messages';
import type { FieldRule } from './form-rules';
import { base64ByteLength, isBase64, MAX_FILE_BYTES, MAX_FILE_NAME_LENGTH, type SubmittedField } from './form-submission';

export interface CleanField {
  fieldName: string;
  value: string | string[];
  file?: { name: string; type: string; base64: string; size: number } | undefined;
}

export type FormValidation = { ok: true; fields: CleanField[] } | { ok: false; errors: FieldError[] };

type Code = FieldErrorCode | null;

// Forms take an address by the same rule as sign-up and checkout; exported here too for the sections.
export { isEmail };

function formatCode(rule: FieldRule, value: string): Code {
  switch (rule.format) {
    case 'email':
      return isEmail(value) ? null : 'email';
    case 'number':
      return Number.isFinite(Number(value)) ? null : 'number';
    case 'integer':
      return /^[+-]?\d+$/.test(value) ? null : 'integer';
    case 'positive':
      return Number.isFinite(Number(value)) && Number(value) > 0 ? null : 'positive';
    default:
      return null;
  }
}

function checkText(rule: FieldRule, raw: string): Code {
  const value = raw.trim();
  if (value === '') return rule.required ? 'required' : null;
  if (rule.minLength !== undefined && value.length < rule.minLength) return 'minLength';
  if (value.length > rule.maxLength) return 'maxLength';
  return formatCode(rule, value);
}

function checkChoice(rule: FieldRule, value: string): Code {
  if (value === '') return !rule.required ? null : rule.inputTypeID === INPUT_TYPES.DROPDOWN ? 'dropdownRequired' : 'required';
  return rule.options.includes(value) ? null : 'notAnOption';
}

function checkFile(rule: FieldRule, field: SubmittedField | undefined): Code {
  const file = field?.file;
  if (!file || (file.name === '' && file.base64 === '')) return rule.required ? 'required' : null;
  if (file.name.trim() === '' || file.name.length > MAX_FILE_NAME_LENGTH || file.base64 === '' || !isBase64(file.base64))
    return 'fileIncomplete';
  return base64ByteLength(file.base64) > MAX_FILE_BYTES ? 'fileTooLarge' : null;
}

function checkField(rule: FieldRule, field: SubmittedField | undefined): { code: Code; clean: CleanField } {
  const value = field?.value ?? '';
  const fieldName = rule.fieldName;
  if (rule.inputTypeID === INPUT_TYPES.FILE) {
    const file = field?.file && field.file.base64 !== '' ? { ...field.file, size: base64ByteLength(field.file.base64) } : undefined;
    return { code: checkFile(rule, field), clean: { fieldName, value: file?.name ?? '', file } };
  }
  if (rule.inputTypeID === INPUT_TYPES.CHECKBOX) {
    const chosen = [...new Set(Array.isArray(value) ? value : value === '' ? [] : [value])];
    const code: Code =
      chosen.length === 0
        ? rule.required
          ? 'checkboxRequired'
          : null
        : chosen.every((v) => rule.options.includes(v))
          ? null
          : 'notAnOption';
    return { code, clean: { fieldName, value: chosen } };
  }
  if (Array.isArray(value)) return { code: 'singleValue', clean: { fieldName, value: '' } };
  const isChoice = rule.inputTypeID === INPUT_TYPES.DROPDOWN || rule.inputTypeID === INPUT_TYPES.RADIO;
  return {
    code: isChoice ? checkChoice(rule, value) : checkText(rule, value),
    clean: { fieldName, value: isChoice ? value : value.trim() },
  };
}

const error = (
  code: FieldErrorCode,
  rule: { fieldName: string; minLength?: number | undefined; maxLength?: number | undefined },
): FieldError => ({ field: rule.fieldName, message: fieldMessage(code, rule), code });

/** Validates every rule's field, in the form's order; the errors name fields by fieldName. */
export function validateFields(rules: readonly FieldRule[], submitted: readonly SubmittedField[]): FormValidation {
  const errors: FieldError[] = [];
  const byName = new Map<string, SubmittedField>();
  const known = new Set(rules.map((rule) => rule.fieldName));
  for (const field of submitted) {
    if (!known.has(field.fieldName)) errors.push(error('unknownField', field));
    else if (byName.has(field.fieldName)) errors.push(error('duplicateField', field));
    else byName.set(field.fieldName, field);
  }
  const fields = rules.map((rule) => {
    const { code, clean } = checkField(rule, byName.get(rule.fieldName));
    if (code) errors.push(error(code, rule));
    return clean;
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, fields };
}

/** The message for one field alone: the browser re-checks a field as the shopper corrects it. */
export function validateField(rule: FieldRule, field: SubmittedField | undefined): string | null {
  const { code } = checkField(rule, field);
  return code ? fieldMessage(code, rule) : null;
}
