/**
 * The owner's shipping setup on the wire (GET /Owner/Shipping's answer, POST /Owner/SaveShipping's
 * body): amounts as base-currency decimal text ("5.00"), a tier's `from` as grams or an amount, as
 * the owner reads them; base cents in the domain (docs/decisions.md 38). The server answers with
 * shippingSetupToWire, the studio's adapter reads it back and sends a save through it too; the body
 * is checked by saveShippingBody. Zod-free at run time.
 */
import type { z } from 'zod';
import { decimalText } from '../domain/money/money';
import { tierFrom, tierFromText, type ShippingMethodSetup, type ShippingSetup } from '../domain/shipping/shipping-setup';
import type { saveShippingBody } from './owner-shipping.contract';
import { wireCents } from './shipping.wire';

type MethodWire = Omit<ShippingMethodSetup, 'rateCents' | 'freeOverCents' | 'tiers'> & {
  rate: string;
  freeOver: string | null;
  tiers: Array<{ from: string; rate: string }>;
};

/** The setup in the owner API's words; a valid save body as it stands. */
export interface ShippingSetupWire extends Omit<ShippingSetup, 'zones'> {
  zones: Array<Omit<ShippingSetup['zones'][number], 'methods'> & { methods: MethodWire[] }>;
}

const methodToWire = ({ rateCents, freeOverCents, tiers, ...method }: ShippingMethodSetup): MethodWire => ({
  ...method,
  rate: decimalText(rateCents),
  freeOver: freeOverCents === null ? null : decimalText(freeOverCents),
  tiers: tiers.map((tier) => ({ from: tierFromText(method.kind, tier.from), rate: decimalText(tier.rateCents) })),
});

const methodFromWire = ({ rate, freeOver, tiers, ...method }: MethodWire): ShippingMethodSetup => ({
  ...method,
  rateCents: wireCents(rate),
  freeOverCents: freeOver === null ? null : wireCents(freeOver),
  tiers: tiers.map((tier) => ({ from: tierFrom(method.kind, tier.from), rateCents: wireCents(tier.rate) })),
});

export const shippingSetupToWire = (setup: ShippingSetup) =>
  ({
    ...setup,
    zones: setup.zones.map((zone) => ({ ...zone, methods: zone.methods.map(methodToWire) })),
  }) satisfies ShippingSetupWire & z.input<typeof saveShippingBody>;

export const shippingSetupFromWire = (wire: ShippingSetupWire): ShippingSetup => ({
  ...wire,
  zones: wire.zones.map((zone) => ({ ...zone, methods: zone.methods.map(methodFromWire) })),
});
