/**
 * Shipping and taxes in the back office (docs/back-office.md): GET /Owner/Shipping and POST /Owner/SaveShipping.
 * Owner token only: its WebID is the only store read or changed. The checkout reads the setup fresh
 * on every call, so a save applies to the next quote and order.
 */
import type { FastifyInstance } from 'fastify';
import { saveShippingBody } from '../../../src/contracts/owner-shipping.contract';
import { shippingSetupToWire } from '../../../src/contracts/owner-shipping.wire';
import type { Db } from '../platform/database/client';
import { ok, parseOr400, sendError } from '../http/envelope';
import { ownerGuard, ownerOf } from '../platform/owner-guard';
import type { OwnerTokenService } from '../platform/owner-token.service';
import { readShippingSettings, saveShippingSettings } from './shipping-settings.repository';

export function registerOwnerShippingController(
  app: FastifyInstance,
  deps: { db: Db; tokens: OwnerTokenService; onShippingChanged: (webID: number) => Promise<void> },
) {
  const guard = { preHandler: ownerGuard(deps.tokens) };

  app.get('/Owner/Shipping', guard, async (request, reply) => {
    const found = await readShippingSettings(deps.db, ownerOf(request).WebID);
    return found ? ok({ shipping: shippingSetupToWire(found) }) : sendError(reply, 404, 'No such store');
  });

  app.post('/Owner/SaveShipping', guard, async (request, reply) => {
    const body = parseOr400(saveShippingBody, request.body ?? {}, reply);
    if (!body) return reply;
    const webId = ownerOf(request).WebID;
    await saveShippingSettings(deps.db, webId, body);
    await deps.onShippingChanged(webId);
    const saved = await readShippingSettings(deps.db, webId);
    return ok({ shipping: saved && shippingSetupToWire(saved) }, 'Shipping saved');
  });
}
