/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com, decision 91): the secret is
 * `whsec_` + base64 of 32 random bytes; a delivery carries `webhook-id`, `webhook-timestamp` (Unix
 * seconds) and `webhook-signature`, space-separated `v1,<base64 HMAC-SHA256>` entries over
 * `<webhook-id>.<webhook-timestamp>.<raw body>`, one per secret in use (two while a rotated
 * secret's predecessor is still honoured), so receivers can use any Standard Webhooks library.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const PREFIX = 'whsec_';

export function newSigningSecret(): string {
  return PREFIX + randomBytes(32).toString('base64');
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
}

export function signatureOf(secret: string, id: string, timestamp: number, body: string): string {
  return 'v1,' + createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
}

/** The `webhook-signature` header's value: one entry per secret. */
export function signatureHeader(secrets: readonly string[], id: string, timestamp: number, body: string): string {
  return secrets.map((secret) => signatureOf(secret, id, timestamp, body)).join(' ');
}

/** What a receiver does: true when one entry of the header is this secret's signature (constant-time compare). */
export function verifySignature(secret: string, id: string, timestamp: number, body: string, header: string): boolean {
  const expected = Buffer.from(signatureOf(secret, id, timestamp, body));
  return header.split(' ').some((entry) => {
    const given = Buffer.from(entry);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
