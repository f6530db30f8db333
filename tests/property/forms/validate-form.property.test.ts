import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { CONTACT_FIELDS, rulesFromFields, type FieldRule } from '../../../src/domain/forms/form-rules';
import { base64ByteLength, isBase64, MAX_FILE_BYTES, type SubmittedField } from '../../../src/domain/forms/form-submission';
import { isEmail, validateField, validateFields } from '../../../src/domain/forms/validate-form';
import { parseFormsContent } from '../../../src/domain/sections/content/contact-content';

const name = fc
  .string({ minLength: 1, maxLength: 30 })
  .map((s) => s.trim())
  .filter((s) => s !== '');
const options = fc.uniqueArray(name, { minLength: 1, maxLength: 5 });
const rawField = fc.record({
  fieldName: name,
  inputTypeID: fc.integer({ min: 1, max: 6 }),
  isMandatory: fc.constantFrom('0', '1'),
  options,
  placeholder: fc.constant(''),
});
/** Rules as the section and the store API derive them from owner content. */
const rules = fc.array(rawField, { minLength: 1, maxLength: 8 }).map((fields) => rulesFromFields(parseFormsContent({ fields }).fields));
const blank = fc.constantFrom('', ' ', '\t', '  \n ');

/** A value that satisfies a rule. */
function validValue(rule: FieldRule): fc.Arbitrary<SubmittedField> {
  const field = (value: string | string[], file?: SubmittedField['file']) => ({
    fieldName: rule.fieldName,
    value,
    ...(file ? { file } : {}),
  });
  switch (rule.inputTypeID) {
    case 3:
    case 4:
      return fc.constantFrom(...rule.options).map((v) => field(v));
    case 5:
      return fc.subarray([...rule.options], { minLength: 1 }).map((v) => field(v));
    case 6:
      return fc
        .uint8Array({ minLength: 1, maxLength: 64 })
        .map((bytes) => field('', { name: 'a.bin', type: '', base64: Buffer.from(bytes).toString('base64') }));
    default:
      return rule.format === 'email'
        ? fc.constant(field('someone@example.com'))
        : fc
            .string({ minLength: 1, maxLength: 40 })
            .filter((s) => s.trim() !== '')
            .map((v) => field(v));
  }
}
const validSubmission = (set: FieldRule[]) => fc.tuple(...set.map(validValue));

test.prop([rules, fc.array(fc.record({ fieldName: fc.string(), value: fc.oneof(fc.string(), fc.array(fc.string())) }), { maxLength: 10 })])(
  'never throws, whatever is sent',
  (set, sent) => {
    expect(() => validateFields(set, sent)).not.toThrow();
  },
);

test.prop([rules.chain((set) => fc.tuple(fc.constant(set), validSubmission(set)))])(
  'accepts a valid submission and returns every field in the form order',
  ([set, sent]) => {
    const result = validateFields(set, [...sent].reverse());
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.fields.map((f) => f.fieldName)).toEqual(set.map((r) => r.fieldName));
  },
);

test.prop([rules, blank, fc.boolean()])(
  'says "{fieldName} is required" for an empty or missing mandatory text, textarea or radio',
  (set, empty, omit) => {
    for (const rule of set.filter((r) => r.required && [1, 2, 4].includes(r.inputTypeID))) {
      const sent = omit ? [] : [{ fieldName: rule.fieldName, value: rule.inputTypeID === 4 ? '' : empty }];
      expect(validateField(rule, sent[0])).toBe(`${rule.fieldName} is required`);
      const result = validateFields(set, sent);
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(result.errors).toContainEqual({ field: rule.fieldName, message: `${rule.fieldName} is required`, code: 'required' });
    }
  },
);

test.prop([options, name])('needs at least one box of a mandatory checkbox group, each one of its options', (opts, fieldName) => {
  const rule = rulesFromFields([{ fieldName, inputTypeID: 5, isMandatory: '1', options: opts, placeholder: '' }])[0]!;
  expect(validateField(rule, { fieldName, value: [] })).toBe(`Select at least one option for ${fieldName}`);
  expect(validateField(rule, undefined)).toBe(`Select at least one option for ${fieldName}`);
  expect(validateField(rule, { fieldName, value: opts })).toBeNull();
  expect(validateField(rule, { fieldName, value: [...opts, `${opts[0]}!`] })).toBe(`${fieldName} must be one of the listed options`);
});

test.prop([options, name])('needs a value present in a mandatory dropdown, one of its options', (opts, fieldName) => {
  const rule = rulesFromFields([{ fieldName, inputTypeID: 3, isMandatory: '1', options: opts, placeholder: '' }])[0]!;
  expect(validateField(rule, { fieldName, value: '' })).toBe(`Choose an option for ${fieldName}`);
  for (const option of opts) expect(validateField(rule, { fieldName, value: option })).toBeNull();
  expect(validateField(rule, { fieldName, value: ['x'] })).toBe(`${fieldName} takes a single value`);
});

test.prop([rules, name])('refuses a field the form does not have, so a tampered request is caught', (set, extra) => {
  fc.pre(!set.some((r) => r.fieldName === extra));
  const result = validateFields(set, [{ fieldName: extra, value: 'x' }]);
  expect(result.ok).toBe(false);
  if (!result.ok)
    expect(result.errors).toContainEqual({ field: extra, message: `${extra} is not a field of this form`, code: 'unknownField' });
});

test.prop([fc.uint8Array({ maxLength: 3000 })])('measures base64 without decoding it', (bytes) => {
  const text = Buffer.from(bytes).toString('base64');
  expect(isBase64(text)).toBe(true);
  expect(base64ByteLength(text)).toBe(bytes.length);
});

// Built once: 2 MB of base64 per run would make the property slow without making it stronger.
const AT_LIMIT = Buffer.alloc(MAX_FILE_BYTES).toString('base64');
const OVER = [1, 2, 3].map((extra) => Buffer.alloc(MAX_FILE_BYTES + extra).toString('base64'));

test.prop([fc.boolean(), fc.integer({ min: 0, max: 2 })])(
  'needs a file name and base64, required only when mandatory, within 2 MB',
  (mandatory, extra) => {
    const rule = rulesFromFields([
      { fieldName: 'Drawing', inputTypeID: 6, isMandatory: mandatory ? '1' : '0', options: [], placeholder: '' },
    ])[0]!;
    const file = (name: string, base64: string) => ({ fieldName: 'Drawing', value: '', file: { name, type: 'image/png', base64 } });
    expect(validateField(rule, undefined)).toBe(mandatory ? 'Drawing is required' : null);
    expect(validateField(rule, file('', 'AAAA'))).toBe('Drawing needs a file name and its content');
    expect(validateField(rule, file('a.png', ''))).toBe('Drawing needs a file name and its content');
    expect(validateField(rule, file('a.png', 'not base64!'))).toBe('Drawing needs a file name and its content');
    expect(validateField(rule, file('a.png', AT_LIMIT))).toBeNull();
    expect(validateField(rule, file('a.png', OVER[extra]!))).toBe('Drawing must be a file of at most 2 MB');
  },
);

test.prop([fc.emailAddress().filter((e) => e.length <= 254 && /\.[^.]{2,}$/.test(e))])('accepts e-mail addresses', (email) => {
  expect(isEmail(email)).toBe(true);
});

test.prop([fc.string().filter((s) => !s.includes('@'))])('never takes text without an @ for an e-mail', (text) => {
  expect(isEmail(text)).toBe(false);
  const email = CONTACT_FIELDS[1]!;
  if (text.trim() !== '') expect(validateField(email, { fieldName: 'Email', value: text })).toBe('Email must be a valid email');
});

test.prop([
  fc.string({ minLength: 1, maxLength: 9 }).filter((s) => s.trim().length > 0 && s.trim().length < 10),
  fc.integer({ min: 5001, max: 6000 }),
])('words the length limits as "at least N" and "at most N characters"', (short, long) => {
  const message = CONTACT_FIELDS[2]!;
  expect(validateField(message, { fieldName: 'Message', value: short })).toBe('Message must be at least 10 characters');
  expect(validateField(message, { fieldName: 'Message', value: 'x'.repeat(long) })).toBe('Message must be at most 5000 characters');
});

test.prop([fc.oneof(fc.integer().map(String), fc.double({ noNaN: true, noDefaultInfinity: true }).map(String), fc.string())])(
  'says "must be a number", "an integer" and "positive" for numeric fields',
  (text) => {
    fc.pre(text.trim() !== '');
    const rule = (format: FieldRule['format']): FieldRule => ({
      fieldName: 'Guests',
      inputTypeID: 1,
      required: true,
      options: [],
      format,
      maxLength: 200,
    });
    const value = Number(text.trim());
    const check = (format: FieldRule['format']) => validateField(rule(format), { fieldName: 'Guests', value: text });
    expect(check('number')).toBe(Number.isFinite(value) ? null : 'Guests must be a number');
    expect(check('integer')).toBe(/^[+-]?\d+$/.test(text.trim()) ? null : 'Guests must be an integer');
    expect(check('positive')).toBe(Number.isFinite(value) && value > 0 ? null : 'Guests must be positive');
  },
);
