/**
 * The operator API (decision 97): the platform operator's own calls, opened by OPERATOR_API_TOKEN and by
 * no store's token. They run the same use cases as `npm run store` (create, list, suspend, resume,
 * delete) and issue sign-up invitations when sign-up is by invitation.
 */
import { z } from 'zod';
import { answerOf, defineCall } from './define-call';
import { createStoreInput } from './create-store.contract';
import { emailAddress } from './input-fields.contract';

const storeName = z.object(
  { name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(80, 'name is too long') },
  { error: 'The body must be an object' },
);

export const deleteStoreBody = storeName.extend({
  confirm: z.literal(true, { error: 'confirm must be true: deleting a store removes every row of it for good' }),
  /** At once, rather than when the grace period ends (the store suspended until then). */
  now: z.boolean({ error: 'now must be true or false' }).default(false),
});

export const inviteBody = z.object({ email: emailAddress }, { error: 'The body must be an object' });

export interface OperatorStore {
  id: number;
  name: string;
  title: string;
  owners: string[];
  state: 'open' | 'password' | 'maintenance' | 'suspended';
  createdAt: string;
}

export interface OperatorCreatedStore {
  id: number;
  name: string;
  title: string;
  ownerEmail: string;
  host: string;
  storePassword: string;
  sampleProducts: number;
}

const LIMIT = { max: 120, timeWindow: '1 minute', bucket: 'operator' };

export const OPERATOR_CALLS = {
  createStore: defineCall({
    method: 'POST',
    path: '/Operator/CreateStore',
    auth: 'operator',
    request: createStoreInput,
    bodyRequired: true,
    limit: LIMIT,
    answer: answerOf<{ store: OperatorCreatedStore }>(),
  }),
  stores: defineCall({
    method: 'GET',
    path: '/Operator/Stores',
    auth: 'operator',
    limit: LIMIT,
    answer: answerOf<{ stores: OperatorStore[] }>(),
  }),
  suspendStore: defineCall({
    method: 'POST',
    path: '/Operator/SuspendStore',
    auth: 'operator',
    request: storeName,
    bodyRequired: true,
    limit: LIMIT,
  }),
  resumeStore: defineCall({
    method: 'POST',
    path: '/Operator/ResumeStore',
    auth: 'operator',
    request: storeName,
    bodyRequired: true,
    limit: LIMIT,
  }),
  deleteStore: defineCall({
    method: 'POST',
    path: '/Operator/DeleteStore',
    auth: 'operator',
    request: deleteStoreBody,
    bodyRequired: true,
    limit: LIMIT,
  }),
  inviteSignup: defineCall({
    method: 'POST',
    path: '/Operator/InviteSignup',
    auth: 'operator',
    request: inviteBody,
    bodyRequired: true,
    limit: LIMIT,
    answer: answerOf<{ link: string; expiresAt: string }>(),
  }),
} as const;
