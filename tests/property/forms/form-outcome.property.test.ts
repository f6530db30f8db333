import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { FIELD_ERROR_CODES } from '../../../src/domain/forms/form-error-codes';
import { formOutcomeParams, parseFormOutcome, withoutFormOutcome, type FormOutcome } from '../../../src/domain/forms/form-outcome';

const formId = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
const outcome: fc.Arbitrary<FormOutcome> = fc.oneof(
  fc.record({ formId, status: fc.constantFrom('sent' as const, 'limited' as const, 'failed' as const) }),
  fc.record({
    formId,
    status: fc.constant('invalid' as const),
    errors: fc.array(fc.record({ field: fc.string({ maxLength: 80 }), code: fc.constantFrom(...FIELD_ERROR_CODES) }), { maxLength: 10 }),
  }),
);

test.prop([
  outcome,
  fc.dictionary(
    fc.string({ minLength: 1 }).filter((k) => !k.startsWith('form')),
    fc.string(),
  ),
])('survives the trip through a redirect URL, beside the query the page already had', (sent, other) => {
  const params = new URLSearchParams(other);
  for (const [key, value] of formOutcomeParams(sent)) params.append(key, value);
  const url = new URL(`http://shop.test/page?${params}`);
  expect(parseFormOutcome(url.searchParams)).toEqual(sent);
  expect(Object.fromEntries(withoutFormOutcome(url.searchParams))).toEqual(Object.fromEntries(new URLSearchParams(other)));
});

test.prop([fc.dictionary(fc.constantFrom('form', 'form_status', 'form_errors'), fc.string())])(
  'reads any query without throwing, and only known codes',
  (query) => {
    const parsed = parseFormOutcome(new URLSearchParams(query));
    if (parsed?.status === 'invalid') for (const error of parsed.errors) expect(FIELD_ERROR_CODES).toContain(error.code);
  },
);
