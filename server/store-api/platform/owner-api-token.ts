/**
 * The owner's shared token (X-Owner-Token, from OWNER_API_TOKEN) that lets scripts make owner calls
 * (SetMaintenance, the tracking report) beside Theme Studio owner tokens. Unset, only owner tokens open them.
 * One secret for every store: deprecated for integrations, which use a store's API key (decision 99).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Compares a secret in constant time (a wrong guess takes as long however much of it matched). */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Why the request may not make an owner call, or null when it may. */
export function ownerTokenProblem(request: FastifyRequest, expected: string | undefined): string | null {
  if (!expected) return 'Owner calls are disabled: OWNER_API_TOKEN is not set';
  const header = request.headers['x-owner-token'];
  return sameSecret(typeof header === 'string' ? header : undefined, expected) ? null : 'Forbidden: a valid X-Owner-Token is required';
}
