/**
 * The custom-domain rules (decision 98): what the normaliser accepts is a lower-case ASCII host name
 * that normalises to itself, never an IP address or a platform name; case, a trailing dot and a
 * leading `www.` never change which domain is meant.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { normaliseDomain, txtProves, verificationName, verificationValue } from '../../../src/domain/store/custom-domain';

const PLATFORM = { platformDomain: 'shops.test', platformHosts: ['localhost', '127.0.0.1', 'studio.shops.test'] };
const normalise = (raw: string) => normaliseDomain(raw, PLATFORM);

const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');
const label = fc
  .tuple(letter, fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-'), maxLength: 20 }), letter)
  .map(([first, middle, last]) => `${first}${middle}${last}`)
  .filter((value) => !value.startsWith('xn--') && !value.includes('--'));
const tld = fc.constantFrom('com', 'example', 'de', 'shop', 'co.uk');
const domain = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld).map(([labels, end]) => `${labels.join('.')}.${end}`);

describe('normaliseDomain', () => {
  test.prop([fc.string({ maxLength: 80 })])('accepts only lower-case ASCII host names that normalise to themselves', (raw) => {
    const result = normalise(raw);
    if (!result.ok) return;
    expect(result.host).toMatch(/^[a-z0-9.-]+$/);
    expect(result.host.split('.').length).toBeGreaterThanOrEqual(2);
    expect(result.host.length).toBeLessThanOrEqual(253);
    expect(normalise(result.host)).toEqual(result);
  });

  test.prop([domain, fc.boolean(), fc.boolean(), fc.boolean()])(
    'reads upper case, a trailing dot, a leading www. and spaces as the same domain',
    (name, upper, dot, www) => {
      const typed = ` ${www ? 'www.' : ''}${upper ? name.toUpperCase() : name}${dot ? '.' : ''} `;
      expect(normalise(typed)).toEqual({ ok: true, host: name.replace(/^www\./, '') });
    },
  );

  test.prop([fc.ipV4(), fc.ipV6()])('refuses IP addresses', (v4, v6) => {
    expect(normalise(v4).ok).toBe(false);
    expect(normalise(`[${v6}]`).ok).toBe(false);
  });

  test.prop([label])('refuses the platform domain, its subdomains and the platform hosts', (name) => {
    for (const raw of [`${name}.shops.test`, 'shops.test', 'studio.shops.test', `${name}.localhost`, 'localhost']) {
      expect(normalise(raw).ok, raw).toBe(false);
    }
  });

  it('encodes internationalised names as punycode', () => {
    expect(normalise('Bücher.example')).toEqual({ ok: true, host: 'xn--bcher-kva.example' });
    expect(normalise('xn--bcher-kva.example')).toEqual({ ok: true, host: 'xn--bcher-kva.example' });
  });

  it('names what is wrong', () => {
    expect(normalise('https://shop.example.com/')).toMatchObject({ ok: false, message: expect.stringContaining('without https://') });
    expect(normalise('shop.example.com:8443')).toMatchObject({ ok: false });
    expect(normalise('shop')).toMatchObject({ ok: false, message: expect.stringContaining('whole domain') });
    expect(normalise('under_score.example')).toMatchObject({ ok: false });
    expect(normalise('-shop.example')).toMatchObject({ ok: false });
    expect(normalise('shop.123')).toMatchObject({ ok: false });
    expect(normalise('printer.local')).toMatchObject({ ok: false });
    expect(normalise(`${'a'.repeat(64)}.example`)).toMatchObject({ ok: false });
    expect(normalise(`${'abcdefghi.'.repeat(26)}example`)).toMatchObject({ ok: false });
    expect(normalise('   ')).toMatchObject({ ok: false });
  });
});

describe('the TXT proof', () => {
  test.prop([fc.stringMatching(/^[0-9a-f]{32}$/), fc.array(fc.string({ maxLength: 40 }), { maxLength: 4 })])(
    "is found among other records, and only the domain's own token proves it",
    (token, others) => {
      expect(txtProves([...others, verificationValue(token)], token)).toBe(true);
      expect(txtProves([`"${verificationValue(token)}"`], token)).toBe(true);
      expect(
        txtProves(
          others.filter((value) => !value.includes(token)),
          token,
        ),
      ).toBe(false);
      expect(txtProves([verificationValue(token.replace(/.$/, (c) => (c === '0' ? '1' : '0')))], token)).toBe(false);
    },
  );

  it('lives at _webx-verify.<domain>', () => {
    expect(verificationName('shop.example.com')).toBe('_webx-verify.shop.example.com');
  });
});
