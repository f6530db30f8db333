/**
 * The studio's Activity page (decision 99): the store's audit log, newest first, filtered by person
 * (a member or an API key) and action, paged by a cursor (`Before`: the last entry's id). A malformed
 * query is a 400 naming the field; only the owner's store is ever read.
 */
import { z } from 'zod';
import { answerOf, defineCall } from './define-call';
import { recordIdParam, storedText } from './input-fields.contract';

export interface ActivityEventWire {
  eventID: number;
  at: string;
  /** Who: a member (by e-mail), an API key (by name) or the operator; a removed member or key is named by id. */
  who: { kind: 'member' | 'apiKey' | 'operator'; id: number | null; name: string };
  action: string;
  subject: string;
  changes: Record<string, unknown>;
  ip: string | null;
  userAgent: string | null;
}

export interface ActivityFiltersWire {
  people: Array<{ memberID: number; email: string }>;
  keys: Array<{ apiKeyID: number; name: string }>;
  /** Every action the store's log holds, for the action filter. */
  actions: string[];
}

export const ACTIVITY_PAGE = 50;

export const activityQuery = z.object({
  Member: recordIdParam('Member').optional(),
  ApiKey: recordIdParam('ApiKey').optional(),
  Action: storedText('Action', 100, { trim: true }).optional(),
  Before: z.coerce
    .number({ error: 'Before must be a number' })
    .int('Before must be an entry id')
    .positive('Before must be an entry id')
    .max(Number.MAX_SAFE_INTEGER, 'Before must be an entry id')
    .optional(),
  Limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be an integer')
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(ACTIVITY_PAGE),
});
export type ActivityQuery = z.infer<typeof activityQuery>;

export const ACTIVITY_CALLS = {
  activity: defineCall({
    method: 'GET',
    path: '/Owner/Activity',
    auth: 'owner',
    permission: 'activity.read',
    request: activityQuery,
    answer: answerOf<{ events: ActivityEventWire[]; nextBefore: number | null }>(),
  }),
  activityFilters: defineCall({
    method: 'GET',
    path: '/Owner/ActivityFilters',
    auth: 'owner',
    permission: 'activity.read',
    answer: answerOf<ActivityFiltersWire>(),
  }),
};
