/**
 * Shipping and taxes in the back office (docs/back-office.md): GET /Owner/Shipping and POST /Owner/SaveShipping.
 * Owner token only: its WebID is the only store read or changed. The checkout reads the setup fresh
 * on every call, so a save applies to the next quote and order.
 */
import type { FastifyInstance } from 'fastify';
import { SHIPPING_CALLS } from '../../../src/contracts/owner-shipping.contract';
import { shippingSetupToWire } from '../../../src/contracts/owner-shipping.wire';
import type { Db } from '../platform/database/client';
import { answered, callRegistrar, refused } from '../platform/register-call';
import type { OwnerTokenService } from '../platform/owner-token.service';
import { readShippingSettings, saveShippingSettings } from './shipping-settings.repository';

export function registerOwnerShippingController(
  app: FastifyInstance,
  deps: { db: Db; tokens: OwnerTokenService; onShippingChanged: (webID: number) => Promise<void> },
) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });

  register(SHIPPING_CALLS.shipping, async (_, { owner }) => {
    const found = await readShippingSettings(deps.db, owner.WebID);
    return found ? { shipping: shippingSetupToWire(found) } : refused(404, 'No such store');
  });

  register(SHIPPING_CALLS.saveShipping, async (body, { owner }) => {
    await saveShippingSettings(deps.db, owner.WebID, body);
    await deps.onShippingChanged(owner.WebID);
    const saved = await readShippingSettings(deps.db, owner.WebID);
    return answered({ shipping: saved && shippingSetupToWire(saved) }, 'Shipping saved');
  });
}
