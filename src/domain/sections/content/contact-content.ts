/** Content of the conversation sections: contact (18), social media (19), subscribe (20) and forms (21). */
import { z } from 'zod/mini';
import { flag, list, parseWith, text } from './content-fields';
import { socialLinks } from './social-networks';

const heading = { heading: text('', 120), subHeading: text('', 240) };

export const contactContentSchema = z.object({
  ...heading,
  address: text('', 300),
  phone: text('', 40),
  email: text('', 120),
  hours: list(z.object({ label: text('', 40), value: text('', 80) }), 7),
  showForm: flag(true),
  submitLabel: text('Send message', 40),
});

export const socialMediaContentSchema = z.object({ ...heading, links: socialLinks(10) });

export const subscribeContentSchema = z.object({
  ...heading,
  placeholder: text('Your email address', 60),
  buttonLabel: text('Subscribe', 30),
  consentText: text('', 300),
});

/** Custom field types of spec section 3: 1 text, 2 textarea, 3 dropdown, 4 radio, 5 checkbox, 6 file. */
export const INPUT_TYPES = { TEXT: 1, TEXTAREA: 2, DROPDOWN: 3, RADIO: 4, CHECKBOX: 5, FILE: 6 } as const;
export type InputTypeId = (typeof INPUT_TYPES)[keyof typeof INPUT_TYPES];
const OPTION_TYPES: readonly number[] = [INPUT_TYPES.DROPDOWN, INPUT_TYPES.RADIO, INPUT_TYPES.CHECKBOX];

const toNumber = (value: unknown) => (typeof value === 'string' ? Number(value) : value);

/** Options come as a list or as one comma-separated string, as older forms stored them. */
const options = z.catch(
  z.pipe(
    z.unknown(),
    z.transform((value: unknown) => {
      const items: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
      return items.filter((item): item is string => typeof item === 'string').map((item) => item.trim().slice(0, 120)).filter(Boolean).slice(0, 30);
    }),
  ),
  [],
);

const formField = z.object({
  fieldName: z.pipe(text('', 80), z.transform((value: string) => value.trim())),
  inputTypeID: z.catch(z.pipe(z.transform(toNumber), z.int().check(z.minimum(1), z.maximum(6))), 1),
  isMandatory: z.catch(z.pipe(z.transform((value: unknown) => (value === '1' || value === 1 || value === true ? '1' : '0')), z.enum(['1', '0'])), '0'),
  options,
  placeholder: text('', 80),
});

export interface FormField {
  fieldName: string;
  inputTypeID: InputTypeId;
  isMandatory: '1' | '0';
  options: string[];
  placeholder: string;
}

export const formsContentSchema = z.object({
  ...heading,
  submitLabel: text('Submit', 40),
  /** A field needs a name to be labelled, and an option field needs options to be answerable. */
  fields: z.pipe(
    list(formField, 30),
    z.transform((fields: z.output<typeof formField>[]) =>
      fields.filter((field) => field.fieldName !== '' && (!OPTION_TYPES.includes(field.inputTypeID) || field.options.length > 0)) as FormField[],
    ),
  ),
});

export type ContactContent = z.output<typeof contactContentSchema>;
export type SocialMediaContent = z.output<typeof socialMediaContentSchema>;
export type SubscribeContent = z.output<typeof subscribeContentSchema>;
export type FormsContent = z.output<typeof formsContentSchema>;

export const parseContactContent = (raw: unknown): ContactContent => parseWith(contactContentSchema, raw);
export const parseSocialMediaContent = (raw: unknown): SocialMediaContent => parseWith(socialMediaContentSchema, raw);
export const parseSubscribeContent = (raw: unknown): SubscribeContent => parseWith(subscribeContentSchema, raw);
export const parseFormsContent = (raw: unknown): FormsContent => parseWith(formsContentSchema, raw);
