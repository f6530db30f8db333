/**
 * The studio's Settings page (docs/back-office.md "Store settings"): GET /Owner/Settings, POST
 * /Owner/SaveSettings and GET /Owner/SettingsHistory. Owner token only: its WebID is the only store
 * read or changed. After a save every instance forgets the store's cached web info and gate flags
 * (a `store` event on the bus), so the storefront serves the new settings, and a new store password
 * turns every earlier visitor's pass away, without a deploy.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/database/client';
import { ok, parseOr400, sendError } from '../http/envelope';
import { ownerGuard, ownerOf } from '../platform/owner-guard';
import { ownerEmail } from '../platform/owner-email';
import { saveSettingsBody, settingsHistoryQuery } from '../../../src/contracts/owner-settings.contract';
import type { OwnerTokenService } from '../platform/owner-token.service';
import { StoreSettingsStore } from './store-settings.repository';

export interface OwnerSettingsDeps {
  db: Db;
  tokens: OwnerTokenService;
  /** A save changed the store: every instance forgets its cached copies (platform/events/store-events.ts). */
  onStoreChanged: (webId: number) => Promise<void>;
}

export function registerOwnerSettingsController(app: FastifyInstance, deps: OwnerSettingsDeps) {
  const guard = { preHandler: ownerGuard(deps.tokens) };
  const settings = new StoreSettingsStore({ db: deps.db });

  app.get('/Owner/Settings', guard, async (request, reply) => {
    const found = await settings.read(ownerOf(request).WebID);
    return found ? ok({ settings: found }) : sendError(reply, 404, 'No such store');
  });

  app.get('/Owner/SettingsHistory', guard, async (request, reply) => {
    const query = parseOr400(settingsHistoryQuery, request.query ?? {}, reply);
    if (!query) return reply;
    return ok({ history: await settings.history(ownerOf(request).WebID, query.Limit) });
  });

  app.post('/Owner/SaveSettings', guard, async (request, reply) => {
    const body = parseOr400(saveSettingsBody, request.body ?? {}, reply);
    if (!body) return reply;
    const owner = ownerOf(request);
    const actor = await ownerEmail(deps.db, owner);
    if (!actor) return sendError(reply, 401, 'Unauthorized: sign in to the Theme Studio');
    const result = await settings.save(owner.WebID, actor, body);
    if (!result.ok) return sendError(reply, result.status, result.message, result.errors);
    if (result.changes.length > 0) await deps.onStoreChanged(owner.WebID);
    return ok(
      { settings: result.settings, changes: result.changes, entry: result.entry },
      result.changes.length > 0 ? 'Settings saved' : 'Nothing changed',
    );
  });
}
