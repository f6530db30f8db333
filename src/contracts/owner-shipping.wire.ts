/**
 * The owner's shipping setup on the wire (GET /Owner/Shipping's answer, POST /Owner/SaveShipping's
 * body): amounts as base-currency decimal text ("5.00"), a tier's `from` as grams or an amount, as
 * the owner reads them (shipping-setup.ts `typedMethod`, as the studio's form shows them too); base
 * cents in the domain (docs/decisions.md 38). The server answers with
 * shippingSetupToWire, the studio's adapter reads it back and sends a save through it too; the body
 * is checked by saveShippingBody. Zod-free at run time.
 */
import { methodOfTyped, typedMethod, type ShippingSetup, type TypedMethod } from '../domain/shipping/shipping-setup';

/** The setup in the owner API's words; a valid save body as it stands. */
export interface ShippingSetupWire extends Omit<ShippingSetup, 'zones'> {
  zones: Array<Omit<ShippingSetup['zones'][number], 'methods'> & { methods: TypedMethod[] }>;
}

export const shippingSetupToWire = (setup: ShippingSetup) =>
  ({
    ...setup,
    zones: setup.zones.map((zone) => ({ ...zone, methods: zone.methods.map(typedMethod) })),
  }) satisfies ShippingSetupWire;

export const shippingSetupFromWire = (wire: ShippingSetupWire): ShippingSetup => ({
  ...wire,
  // The server writes only amounts its schema took: nothing to refuse here.
  zones: wire.zones.map((zone) => ({ ...zone, methods: zone.methods.map((method) => methodOfTyped(method)) })),
});
