/**
 * The store's own calls: GET /Web/GetWebInfo (spec section 7) and the store-access calls
 * (/Web/VerifyStorePassword, /Web/VerifyBypass, /Web/SetMaintenance).
 */
import { z } from 'zod';
import { answerOf, defineCall } from './define-call';
import { recordIdParam } from './input-fields.contract';

export const getWebInfoQuery = z.object({
  Domain: z
    .string()
    .trim()
    .min(1, 'Domain is required')
    .max(253)
    .regex(/^[A-Za-z0-9.-]+$/, 'Domain must be a host name or store name'),
  WebThemeID: z.union([z.literal(''), recordIdParam('WebThemeID')]).optional(),
  /** The studio's preview key: with it, the theme's unpublished draft. */
  Preview: z.string().max(300).optional(),
});

export const passwordBody = z.object({
  Password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password is at most 200 characters'),
});

export const bypassBody = z.object({
  Bypass: z.string({ error: 'Bypass is required' }).min(1, 'Bypass is required').max(200, 'Bypass is at most 200 characters'),
});

export const maintenanceBody = z.object({ IsMaintenance: z.boolean({ error: 'IsMaintenance must be true or false' }) });

/** The owner's store-access call (docs/decisions.md 79); a script may make it too, with the shared secret. */
export const MAINTENANCE_CALLS = {
  setMaintenance: defineCall({
    method: 'POST',
    path: '/Web/SetMaintenance',
    auth: 'ownerOrScript',
    permission: 'settings.manage',
    request: maintenanceBody,
    bodyRequired: true,
    answer: answerOf<{ isMaintenance: boolean }>(),
  }),
};
