/**
 * The studio's Settings page (docs/back-office.md "Store settings"): GET /Owner/Settings, POST
 * /Owner/SaveSettings and GET /Owner/SettingsHistory. Owner token only: its WebID is the only store
 * read or changed. After a save every instance forgets the store's cached web info and gate flags
 * (a `store` event on the bus), so the storefront serves the new settings, and a new store password
 * turns every earlier visitor's pass away, without a deploy.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/database/client';
import { auditTrail, skipAudit } from '../platform/audit-trail';
import { answered, callRegistrar, refused } from '../platform/register-call';
import { ownerEmail } from '../platform/owner-email';
import { SETTINGS_CALLS } from '../../../src/contracts/owner-settings.contract';
import type { OwnerTokenService } from '../platform/owner-token.service';
import { StoreSettingsStore } from './store-settings.repository';

export interface OwnerSettingsDeps {
  db: Db;
  tokens: OwnerTokenService;
  /** A save changed the store: every instance forgets its cached copies (platform/events/store-events.ts). */
  onStoreChanged: (webId: number) => Promise<void>;
}

export function registerOwnerSettingsController(app: FastifyInstance, deps: OwnerSettingsDeps) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });
  const settings = new StoreSettingsStore({ db: deps.db });

  register(SETTINGS_CALLS.settings, async (_, { owner }) => {
    const found = await settings.read(owner.WebID);
    return found ? { settings: found } : refused(404, 'No such store');
  });

  register(SETTINGS_CALLS.settingsHistory, async (query, { owner }) => ({ history: await settings.history(owner.WebID, query.Limit) }));

  register(SETTINGS_CALLS.saveSettings, async (body, { owner, request }) => {
    const actor = await ownerEmail(deps.db, owner);
    if (!actor) return refused(401, 'Unauthorized: sign in to the Theme Studio');
    const result = await settings.save(owner.WebID, actor, body, auditTrail(request));
    // Nothing changed: nothing to record.
    skipAudit(request);
    if (!result.ok) return refused(result.status, result.message, result.errors);
    if (result.changes.length > 0) await deps.onStoreChanged(owner.WebID);
    return answered(
      { settings: result.settings, changes: result.changes, entry: result.entry },
      result.changes.length > 0 ? 'Settings saved' : 'Nothing changed',
    );
  });
}
