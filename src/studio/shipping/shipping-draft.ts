/**
 * The Shipping and taxes page's draft (docs/checkout.md): the whole setup the owner edits, changed a zone or
 * a method at a time, and saved at once (POST /Owner/SaveShipping replaces it). Amounts are held as
 * the owner types them and read into base cents on save (`setupOf`), an amount that is not one
 * refused here with the API's own message; the server's 400 names any other field by its path
 * (`zones.1.methods.0.tiers`). Each input shows the message of its path.
 */
import type { ShippingSetup } from '../../application/ports/back-office-api.port';
import { methodOfTyped, typedMethod, type ShippingZoneSetup, type TypedMethod } from '../../domain/shipping/shipping-setup';

export type FieldErrors = Record<string, string>;

/** A method as the owner edits it: amounts as typed, freeOver null when it never ships free. */
export type ShippingMethodDraft = TypedMethod;

export interface ShippingZoneDraft extends Omit<ShippingZoneSetup, 'methods'> {
  methods: ShippingMethodDraft[];
}

export interface ShippingDraft extends Omit<ShippingSetup, 'zones'> {
  zones: ShippingZoneDraft[];
}

export const zonePath = (zone: number) => `zones.${zone}`;
export const methodPath = (zone: number, method: number) => `zones.${zone}.methods.${method}`;

/** The setup as the form shows it. */
export const draftOf = (setup: ShippingSetup): ShippingDraft => ({
  ...setup,
  zones: setup.zones.map((zone) => ({ ...zone, methods: zone.methods.map(typedMethod) })),
});

/** The draft in base cents, or the message of each amount that is not one, by its path. */
export function setupOf(draft: ShippingDraft): { ok: true; setup: ShippingSetup } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const setup = {
    ...draft,
    zones: draft.zones.map((zone, z) => ({
      ...zone,
      methods: zone.methods.map((method, m) =>
        methodOfTyped(method, (field, message) => {
          errors[`${methodPath(z, m)}.${field}`] = message;
        }),
      ),
    })),
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, setup };
}

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

export function withZone(setup: ShippingDraft, index: number, change: (zone: ShippingZoneDraft) => ShippingZoneDraft): ShippingDraft {
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
