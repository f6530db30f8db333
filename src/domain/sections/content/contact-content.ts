/** Content of the conversation sections: contact (18), social media (19), subscribe (20) and forms (21). */
import { flag, list, object, parseWith, text, type Output, type Parser } from './content-fields';
import { socialLinks } from './social-networks';

const heading = { heading: text('', 120), subHeading: text('', 240) };

export const contactContentSchema = object({
  ...heading,
  address: text('', 300),
  phone: text('', 40),
  email: text('', 120),
  hours: list(object({ label: text('', 40), value: text('', 80) }), 7),
  showForm: flag(true),
  submitLabel: text('Send message', 40),
});

export const socialMediaContentSchema = object({ ...heading, links: socialLinks(10) });

export const subscribeContentSchema = object({
  ...heading,
  placeholder: text('Your email address', 60),
  buttonLabel: text('Subscribe', 30),
  consentText: text('', 300),
});

/** Custom field types of spec section 3: 1 text, 2 textarea, 3 dropdown, 4 radio, 5 checkbox, 6 file. */
export const INPUT_TYPES = { TEXT: 1, TEXTAREA: 2, DROPDOWN: 3, RADIO: 4, CHECKBOX: 5, FILE: 6 } as const;
export type InputTypeId = (typeof INPUT_TYPES)[keyof typeof INPUT_TYPES];
const OPTION_TYPES: readonly number[] = [INPUT_TYPES.DROPDOWN, INPUT_TYPES.RADIO, INPUT_TYPES.CHECKBOX];

const isInputTypeId = (value: unknown): value is InputTypeId =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6;

/** Most choices of one option field. */
export const MAX_FIELD_OPTIONS = 30;
/** Most fields of a forms section. */
export const MAX_FORMS_SECTION_FIELDS = 30;

/** Options come as a list or as one comma-separated string, as older forms stored them. */
const options: Parser<string[]> = (value) => {
  const items: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim().slice(0, 120))
    .filter(Boolean)
    .slice(0, MAX_FIELD_OPTIONS);
};

const fieldName = text('', 80);

const formField = object({
  fieldName: (raw): string => fieldName(raw).trim(),
  inputTypeID: (raw): InputTypeId => {
    const value = typeof raw === 'string' ? Number(raw) : raw;
    return isInputTypeId(value) ? value : 1;
  },
  isMandatory: (raw): '1' | '0' => (raw === '1' || raw === 1 || raw === true ? '1' : '0'),
  options,
  placeholder: text('', 80),
});
const formFields = list(formField, MAX_FORMS_SECTION_FIELDS);

export interface FormField {
  fieldName: string;
  inputTypeID: InputTypeId;
  isMandatory: '1' | '0';
  options: string[];
  placeholder: string;
}

export const formsContentSchema = object({
  ...heading,
  submitLabel: text('Submit', 40),
  /** A field needs a name to be labelled, and an option field needs options to be answerable. */
  fields: (raw): FormField[] =>
    formFields(raw).filter((field) => field.fieldName !== '' && (!OPTION_TYPES.includes(field.inputTypeID) || field.options.length > 0)),
});

export type ContactContent = Output<typeof contactContentSchema>;
export type SocialMediaContent = Output<typeof socialMediaContentSchema>;
export type SubscribeContent = Output<typeof subscribeContentSchema>;
export type FormsContent = Output<typeof formsContentSchema>;

export const parseContactContent = (raw: unknown): ContactContent => parseWith(contactContentSchema, raw);
export const parseSocialMediaContent = (raw: unknown): SocialMediaContent => parseWith(socialMediaContentSchema, raw);
export const parseSubscribeContent = (raw: unknown): SubscribeContent => parseWith(subscribeContentSchema, raw);
export const parseFormsContent = (raw: unknown): FormsContent => parseWith(formsContentSchema, raw);
