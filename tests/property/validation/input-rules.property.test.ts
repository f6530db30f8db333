/**
 * The input rules every route shares: stored text without control characters, ids within int4,
 * Host headers a URL can be built from, and one e-mail rule for sign-up, checkout and forms.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { emailAddress, recordIdParam } from '../../../src/contracts/input-fields.contract';
import { isEmail } from '../../../src/domain/identity/email-address';
import { isHostHeader } from '../../../src/domain/validation/host-header';
import { INT4_MAX, isRecordId } from '../../../src/domain/validation/record-id';
import { isStorableText } from '../../../src/domain/validation/stored-text';

const controls = [...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)), '\u007f'];
const lineBreaks = ['\t', '\n', '\r'];
// eslint-disable-next-line no-control-regex -- text free of every control character
const plain = fc.string({ unit: 'grapheme' }).filter((text) => !/[\u0000-\u001f\u007f]/.test(text));
const withControl = (pool: string[]) =>
  fc.tuple(plain, fc.constantFrom(...pool), plain).map(([before, control, after]) => before + control + after);

describe('stored text', () => {
  test.prop([plain])('text without control characters is storable, single- or multi-line', (text) => {
    expect(isStorableText(text)).toBe(true);
    expect(isStorableText(text, true)).toBe(true);
  });

  test.prop([withControl(controls)])('any C0 control or DEL makes single-line text unstorable', (text) => {
    expect(isStorableText(text)).toBe(false);
  });

  test.prop([withControl(controls.filter((c) => !lineBreaks.includes(c)))])('multi-line text refuses the same, NUL first', (text) => {
    expect(isStorableText(text, true)).toBe(false);
  });

  test.prop([withControl(lineBreaks)])('multi-line text keeps tabs and line breaks', (text) => {
    expect(isStorableText(text, true)).toBe(true);
  });
});

describe('record ids', () => {
  test.prop([fc.integer({ min: 1, max: INT4_MAX })])('every int4 above zero is an id, also as query text', (id) => {
    expect(isRecordId(id)).toBe(true);
    expect(recordIdParam('ID').safeParse(String(id)).data).toBe(id);
  });

  test.prop([
    fc.oneof(
      fc.nat().map((n) => INT4_MAX + 1 + n),
      fc.integer({ max: 0 }),
      fc.double().filter((n) => !Number.isInteger(n)),
      fc.constantFrom(2 ** 53, 1e308),
    ),
  ])('nothing else is, and the query rule names the field', (value) => {
    expect(isRecordId(value)).toBe(false);
    expect(recordIdParam('ProductID').safeParse(String(value)).error?.issues[0]?.message).toMatch(/^ProductID /);
  });
});

describe('Host headers', () => {
  test.prop([fc.domain(), fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined })])(
    'a domain, with or without a port, is a host',
    (domain, port) => {
      expect(isHostHeader(port === undefined ? domain : `${domain}:${port}`)).toBe(true);
    },
  );

  test.prop([fc.string()])('whatever is taken builds a URL', (value) => {
    if (isHostHeader(value)) expect(() => new URL('/contact', `http://${value}`)).not.toThrow();
  });

  test.prop([fc.constantFrom('exa mple.test', 'a/b', '[::1', 'user@host', 'a?b', 'a#b', '', 'a\u0000b')])(
    'spaces, slashes, @, controls are not',
    (value) => {
      expect(isHostHeader(value)).toBe(false);
    },
  );
});

describe('one e-mail rule', () => {
  test.prop([fc.emailAddress().filter((email) => email.length <= 254)])('takes the addresses a browser takes', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  const damaged = fc
    .tuple(fc.emailAddress(), fc.constantFrom('@@', ' @', '@_', '@.', '@\u0000'))
    .map(([email, at]) => email.replace('@', at));
  test.prop([fc.oneof(fc.string(), fc.emailAddress(), damaged)])("sign-up's schema and checkout's check agree on every text", (text) => {
    expect(emailAddress.safeParse(text).success).toBe(isEmail(text.trim().toLowerCase()));
  });

  test.prop([
    fc.constantFrom('ada@localhost', 'ada@exa_mple.com', 'josé@example.com', 'ada@example.c', 'a\u0000@example.com', 'ada@-example.com'),
  ])('refuses what mail cannot reach', (email) => {
    expect(isEmail(email)).toBe(false);
  });
});
