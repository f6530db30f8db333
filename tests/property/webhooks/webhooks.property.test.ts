/**
 * Webhook signatures (Standard Webhooks, decision 91) and the rule that switches a failing endpoint
 * off (src/domain/webhooks/endpoint-health.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterDelivery, DEAD_IN_A_ROW, FAILING_FOR_MS, HEALTHY, switchOffReason } from '../../../src/domain/webhooks/endpoint-health';
import { refusedAddress } from '../../../server/store-api/platform/outbound/safe-target';
import { newSigningSecret, signatureHeader, signatureOf, verifySignature } from '../../../server/store-api/webhooks/webhook-signature';

describe('webhook signatures', () => {
  it('verify with the secret they were made with, and with no other, nor over another body', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.string(),
        fc.string({ minLength: 1 }),
        (id, timestamp, body, extra) => {
          const secret = newSigningSecret();
          const header = signatureHeader([secret], id, timestamp, body);
          expect(verifySignature(secret, id, timestamp, body, header)).toBe(true);
          expect(verifySignature(newSigningSecret(), id, timestamp, body, header)).toBe(false);
          expect(verifySignature(secret, id, timestamp, body + extra, header)).toBe(false);
          expect(verifySignature(secret, id, timestamp + 1, body, header)).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('carry one entry per secret while a rotated secret is honoured, each verifying alone', () => {
    const [older, newer] = [newSigningSecret(), newSigningSecret()];
    const header = signatureHeader([newer, older], 'msg_1', 1700000000, '{"a":1}');
    expect(header.split(' ')).toHaveLength(2);
    expect(verifySignature(older, 'msg_1', 1700000000, '{"a":1}', header)).toBe(true);
    expect(verifySignature(newer, 'msg_1', 1700000000, '{"a":1}', header)).toBe(true);
  });

  it('match the Standard Webhooks reference example', () => {
    // From the specification's reference libraries' tests.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = '{"test": 2432232314}';
    expect(signatureOf(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, body)).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });
});

describe('switching a failing endpoint off', () => {
  const day = 24 * 60 * 60_000;
  it('never while deliveries get through, and once enough die in a row or for long enough', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: day })), { maxLength: 40 }), (steps) => {
        let health = HEALTHY;
        let time = Date.UTC(2026, 0, 1);
        let run = 0;
        let since: number | null = null;
        for (const [delivered, gap] of steps) {
          time += gap;
          health = afterDelivery(health, delivered, new Date(time));
          run = delivered ? 0 : run + 1;
          since = delivered ? null : (since ?? time);
          const expected = run >= DEAD_IN_A_ROW || (since !== null && time - since >= FAILING_FOR_MS);
          expect(switchOffReason(health, new Date(time)) !== null).toBe(expected);
          if (delivered) expect(switchOffReason(health, new Date(time))).toBeNull();
        }
      }),
    );
  });
});

describe('webhook targets', () => {
  it('refuses private, loopback, link-local and mapped addresses; loopback only when allowed', () => {
    for (const address of [
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '127.0.0.1',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '0.0.0.0',
      '100.64.0.1',
    ])
      expect(refusedAddress(address, false), address).not.toBeNull();
    for (const address of ['93.184.216.34', '2606:4700::1111', '8.8.8.8']) expect(refusedAddress(address, false), address).toBeNull();
    expect(refusedAddress('127.0.0.1', true)).toBeNull();
    expect(refusedAddress('::ffff:127.0.0.1', true)).toBeNull();
    expect(refusedAddress('10.0.0.1', true)).not.toBeNull();
  });
});
