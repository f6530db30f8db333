/**
 * The Shipping and taxes page's draft (issue 19): the whole setup the owner edits, changed a zone or
 * a method at a time, and saved at once (POST /Owner/SaveShipping replaces it). The server's 400
 * names a field by its path (`zones.1.methods.0.rate`); each input shows the message of its path.
 */
import type { ShippingMethodDraft, ShippingSetup, ShippingZoneDraft } from '../../application/ports/back-office-api.port';

export type FieldErrors = Record<string, string>;

export const zonePath = (zone: number) => `zones.${zone}`;
export const methodPath = (zone: number, method: number) => `zones.${zone}.methods.${method}`;

export const newZone = (): ShippingZoneDraft => ({ name: '', countries: [], taxRate: '0', methods: [newMethod()] });
export const newMethod = (): ShippingMethodDraft => ({
  name: '',
  description: '',
  kind: 'flat',
  rate: '0.00',
  freeOver: null,
  tiers: [],
  enabled: true,
});

export function withZone(setup: ShippingSetup, index: number, change: (zone: ShippingZoneDraft) => ShippingZoneDraft): ShippingSetup {
  return { ...setup, zones: setup.zones.map((zone, at) => (at === index ? change(zone) : zone)) };
}

export function withMethod(
  zone: ShippingZoneDraft,
  index: number,
  change: (method: ShippingMethodDraft) => ShippingMethodDraft,
): ShippingZoneDraft {
  return { ...zone, methods: zone.methods.map((method, at) => (at === index ? change(method) : method)) };
}

export const without = <T>(list: readonly T[], index: number): T[] => list.filter((_, at) => at !== index);

/** A tiered method starts with one tier from 0 at its rate (the server asks for one); a flat one keeps none. */
export function withKind(method: ShippingMethodDraft, kind: ShippingMethodDraft['kind']): ShippingMethodDraft {
  if (kind === 'flat') return { ...method, kind, tiers: [] };
  return { ...method, kind, tiers: method.tiers.length > 0 ? method.tiers : [{ from: '0', rate: method.rate }] };
}

/** The first message at or under `path` (a group's own message, or one of its items'). */
export function errorUnder(errors: FieldErrors, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const key = Object.keys(errors).find((field) => field.startsWith(`${path}.`));
  return key ? errors[key] : undefined;
}

/** A DOM id for a field's path. */
export const fieldDomId = (path: string) => `shipping-${path.replace(/\./g, '-')}`;
