/**
 * What each form accepts. Forms sections carry the owner's dynamic fields (spec section 3);
 * the contact and subscribe sections have fixed field sets, so the store API knows every form's
 * rules and a tampered request can neither skip a mandatory field nor add one of its own.
 */
import { INPUT_TYPES, parseFormsContent, type FormField, type InputTypeId } from '../sections/content/contact-content';
import type { Section } from '../sections/section';
import { SECTION_TYPE_ID } from '../sections/section-types';
import type { FormSource } from './form-submission';

export type FieldFormat = 'email' | 'number' | 'integer' | 'positive';

export interface FieldRule {
  fieldName: string;
  inputTypeID: InputTypeId;
  required: boolean;
  /** Choices of dropdown, radio and checkbox fields. */
  options: readonly string[];
  format?: FieldFormat | undefined;
  minLength?: number | undefined;
  maxLength: number;
  /** Browser autofill hint, so returning shoppers fill the form in one tap. */
  autoComplete?: 'name' | 'email' | 'tel' | undefined;
  placeholder?: string | undefined;
}

export const TEXT_MAX_LENGTH = 200;
export const TEXTAREA_MAX_LENGTH = 5000;
/** Longest owner option (the section schema cuts options at 120 characters). */
const OPTION_MAX_LENGTH = 120;

export const CONTACT_FIELDS: readonly FieldRule[] = [
  { fieldName: 'Name', inputTypeID: INPUT_TYPES.TEXT, required: true, options: [], maxLength: 120, autoComplete: 'name' },
  {
    fieldName: 'Email',
    inputTypeID: INPUT_TYPES.TEXT,
    required: true,
    options: [],
    format: 'email',
    maxLength: 254,
    autoComplete: 'email',
  },
  { fieldName: 'Message', inputTypeID: INPUT_TYPES.TEXTAREA, required: true, options: [], minLength: 10, maxLength: TEXTAREA_MAX_LENGTH },
];

export const SUBSCRIBE_FIELDS: readonly FieldRule[] = [
  {
    fieldName: 'Email',
    inputTypeID: INPUT_TYPES.TEXT,
    required: true,
    options: [],
    format: 'email',
    maxLength: 254,
    autoComplete: 'email',
  },
];

const EMAIL_NAME = /^(your\s+)?e-?mail(\s+address)?$/i;
const NAME_NAME = /^(your\s+|full\s+)?name$/i;
const PHONE_NAME = /^(your\s+)?(phone|telephone|mobile)(\s+number)?$/i;

/**
 * An owner's text field named like an e-mail address is checked as one: the dynamic field types
 * have no e-mail type, yet a commission request with a mistyped address cannot be answered.
 */
function ruleFromField(field: FormField): FieldRule {
  const name = field.fieldName.trim();
  const isText = field.inputTypeID === INPUT_TYPES.TEXT;
  const isEmail = isText && EMAIL_NAME.test(name);
  const autoComplete = !isText ? undefined : isEmail ? 'email' : NAME_NAME.test(name) ? 'name' : PHONE_NAME.test(name) ? 'tel' : undefined;
  return {
    fieldName: name,
    inputTypeID: field.inputTypeID,
    required: field.isMandatory === '1',
    options: field.options,
    format: isEmail ? 'email' : undefined,
    maxLength:
      field.inputTypeID === INPUT_TYPES.TEXTAREA ? TEXTAREA_MAX_LENGTH : field.options.length > 0 ? OPTION_MAX_LENGTH : TEXT_MAX_LENGTH,
    autoComplete,
    placeholder: field.placeholder || undefined,
  };
}

/**
 * Rules of a forms section's fields. Two fields with the same name would post under one key, so
 * only the first is kept (the section shows the same list, so what a shopper sees is what is checked).
 */
export function rulesFromFields(fields: readonly FormField[]): FieldRule[] {
  const seen = new Set<string>();
  return fields.flatMap((field) => {
    const rule = ruleFromField(field);
    if (rule.fieldName === '' || seen.has(rule.fieldName)) return [];
    seen.add(rule.fieldName);
    return [rule];
  });
}

/**
 * The rules a submission is checked against: the fixed contact and subscribe sets, or the fields of
 * the forms section it names (null when that section is missing or is not a forms section).
 */
export function rulesForSource(source: FormSource, formsSection: Section | null): readonly FieldRule[] | null {
  if (source === 'contact') return CONTACT_FIELDS;
  if (source === 'subscribe') return SUBSCRIBE_FIELDS;
  if (!formsSection || formsSection.section_type_id !== SECTION_TYPE_ID.forms) return null;
  return rulesFromFields(parseFormsContent(formsSection.content).fields);
}
