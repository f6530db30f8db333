/**
 * Stripe's webhook signature (the `Stripe-Signature` header): `t=<unix seconds>,v1=<hex>[,v1=…]`,
 * where each v1 is HMAC-SHA256, keyed with the endpoint's signing secret, of `<t>.<raw body>`. A
 * request is taken only when one v1 matches (compared in constant time) and its timestamp is within
 * the tolerance of now (Stripe's libraries use five minutes), so a captured request cannot be
 * replayed later. Other schemes (v0) are ignored, as Stripe's libraries do.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: string };

const hmac = (secret: string, timestamp: number, payload: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');

/** The header Stripe would send for `payload` at `timestamp` (the fake Stripe signs with it). */
export function signStripePayload(payload: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

export function verifyStripeSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = STRIPE_SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header) return { ok: false, reason: 'The Stripe-Signature header is missing' };
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1') signatures.push(value);
  }
  if (timestamp === null) return { ok: false, reason: 'The Stripe-Signature header has no timestamp' };
  if (signatures.length === 0) return { ok: false, reason: 'The Stripe-Signature header has no v1 signature' };
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds)
    return { ok: false, reason: 'The Stripe-Signature timestamp is outside the tolerance' };
  const expected = hmac(secret, timestamp, payload);
  // Every candidate is compared (no early exit on the first match), each in constant time.
  const matched = signatures.reduce((found, signature) => sameHex(expected, signature) || found, false);
  return matched ? { ok: true, timestamp } : { ok: false, reason: 'No Stripe-Signature v1 signature matches the payload' };
}
