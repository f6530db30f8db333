/**
 * "Open a store" on the studio's host (decision 97): the sign-up's options, the live address check, the
 * sign-up itself (kept pending until its e-mail is proven) and the mailed link's verification, which
 * creates the store through CreateStore and signs its owner in; and the owner's first-steps checklist.
 * The sign-up's fields are CreateStore's own (create-store.contract.ts), so a refusal names the same field.
 */
import { z } from 'zod';
import { answerOf, defineCall } from './define-call';
import { createStoreInput } from './create-store.contract';
import type { AddressStatus, OwnerChecklist, SignupOptions } from '../domain/store/store-signup';

export type { AddressStatus, OwnerChecklist, SignupOptions };

/** A mailed link's token: 32 random bytes in base64url. */
const linkToken = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, `${field} is not a link this platform sent`);

export const checkAddressQuery = z.object({
  Name: z.string({ error: 'Name is required' }).max(200, 'Name is too long'),
});

export const startSignupBody = createStoreInput.and(
  z.object({ invitation: linkToken('invitation').optional() }, { error: 'The body must be an object' }),
);
export type StartSignupBody = z.input<typeof startSignupBody>;

export const verifySignupBody = z.object({ token: linkToken('token') }, { error: 'The body must be an object' });

export interface VerifiedSignup {
  ownerToken: string;
  expiresIn: number;
  webID: number;
  storeName: string;
  storeTitle: string;
  email: string;
}

/** Per address: a form that checks as the merchant types (debounced) stays well inside it. */
const CHECK_LIMIT = { max: 120, timeWindow: '10 minutes', bucket: 'signup-check' };

export const SIGNUP_CALLS = {
  options: defineCall({ method: 'GET', path: '/Signup/Options', auth: 'public', answer: answerOf<SignupOptions>() }),
  checkAddress: defineCall({
    method: 'GET',
    path: '/Signup/CheckAddress',
    auth: 'public',
    request: checkAddressQuery,
    limit: CHECK_LIMIT,
    answer: answerOf<{ status: AddressStatus; message: string }>(),
  }),
  start: defineCall({
    method: 'POST',
    path: '/Signup/Start',
    auth: 'public',
    request: startSignupBody,
    bodyRequired: true,
    limit: { max: 10, timeWindow: '10 minutes', bucket: 'signup-start' },
    answer: answerOf<{ email: string; expiresInMinutes: number }>(),
  }),
  verify: defineCall({
    method: 'POST',
    path: '/Signup/Verify',
    auth: 'public',
    request: verifySignupBody,
    bodyRequired: true,
    limit: { max: 20, timeWindow: '10 minutes', bucket: 'signup-verify' },
    answer: answerOf<VerifiedSignup>(),
  }),
} as const;

/** The new store's checklist in the studio (an owner call, with the others in owner-calls.ts). */
export const CHECKLIST_CALLS = {
  checklist: defineCall({
    method: 'GET',
    path: '/Owner/Checklist',
    auth: 'owner',
    permission: 'member',
    answer: answerOf<OwnerChecklist>(),
  }),
} as const;
