/**
 * The studio's API keys (decision 99): list, create (the key answered once, never again) and revoke.
 * A malformed payload is a 400 naming the field; another store's key is a 404 like an unknown one.
 */
import { z } from 'zod';
import { API_KEY_SCOPES } from '../domain/access/api-key-scopes';
import { answerOf, defineCall } from './define-call';
import { recordId, storedText } from './input-fields.contract';

export interface ApiKeyWire {
  apiKeyID: number;
  name: string;
  /** The key's public start, `wx_live_<id>`: how an owner tells keys apart; the secret after it is never shown again. */
  prefix: string;
  scopes: string[];
  ratePerMinute: number;
  createdAt: string;
  /** The member who created it (their e-mail); null once they are gone. */
  createdBy: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export const MAX_API_KEYS = 25;

export const createApiKeyBody = z.object(
  {
    Name: storedText('Name', 80, { trim: true }).pipe(z.string().min(1, 'Name is required')),
    Scopes: z
      .array(z.enum(API_KEY_SCOPES as [string, ...string[]], { error: 'Scopes must each be one of the listed scopes' }), {
        error: 'Scopes must be a list of scopes',
      })
      .min(1, 'Scopes must name at least one scope')
      .refine((scopes) => new Set(scopes).size === scopes.length, 'Scopes names a scope twice'),
    RatePerMinute: z
      .number({ error: 'RatePerMinute must be a number' })
      .int('RatePerMinute must be a whole number')
      .min(1, 'RatePerMinute must be at least 1')
      .max(1000, 'RatePerMinute must be at most 1000')
      .default(120),
  },
  { error: 'The body must be an object' },
);
export type CreateApiKeyBody = z.infer<typeof createApiKeyBody>;

const keyBody = z.object({ ApiKeyID: recordId('ApiKeyID') }, { error: 'The body must be an object' });

export const API_KEY_CALLS = {
  apiKeys: defineCall({
    method: 'GET',
    path: '/Owner/ApiKeys',
    auth: 'owner',
    permission: 'apikeys.manage',
    answer: answerOf<{ keys: ApiKeyWire[]; scopes: string[] }>(),
  }),
  createApiKey: defineCall({
    method: 'POST',
    path: '/Owner/CreateApiKey',
    auth: 'owner',
    permission: 'apikeys.manage',
    request: createApiKeyBody,
    bodyRequired: true,
    answer: answerOf<{ key: ApiKeyWire; secret: string }>(),
  }),
  revokeApiKey: defineCall({
    method: 'POST',
    path: '/Owner/RevokeApiKey',
    auth: 'owner',
    permission: 'apikeys.manage',
    request: keyBody,
    bodyRequired: true,
    answer: answerOf<{ key: ApiKeyWire }>(),
  }),
};
