/**
 * One shipping method of a zone: its name and note, a flat rate or tiers by weight (grams) or by
 * subtotal, its free-shipping threshold (the amount banners read: free-shipping-banner.ts) and
 * whether checkout offers it.
 */
import { card } from '../back-office/card';
import { errorUnder, withKind, without, type FieldErrors, type ShippingMethodDraft } from './shipping-draft';
import { GroupError, inputClass, ShippingField } from './shipping-field';

interface Props {
  method: ShippingMethodDraft;
  path: string;
  errors: FieldErrors;
  onChange(method: ShippingMethodDraft): void;
  onRemove(): void;
}

const TIER_FROM = { weight: 'From (grams)', subtotal: 'From subtotal' } as const;

export function MethodEditor({ method, path, errors, onChange, onRemove }: Props) {
  const title = method.name.trim() || 'New method';
  const set = (patch: Partial<ShippingMethodDraft>) => onChange({ ...method, ...patch });
  const setTier = (index: number, patch: Partial<ShippingMethodDraft['tiers'][number]>) =>
    set({ tiers: method.tiers.map((tier, at) => (at === index ? { ...tier, ...patch } : tier)) });
  return (
    <fieldset className={`${card} flex flex-col gap-3`}>
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <ShippingField
          label="Method name"
          path={`${path}.name`}
          errors={errors}
          value={method.name}
          onValue={(name) => set({ name })}
          maxLength={120}
        />
        <ShippingField
          label="Note for shoppers"
          path={`${path}.description`}
          errors={errors}
          value={method.description}
          onValue={(description) => set({ description })}
          maxLength={300}
          className="sm:col-span-2"
        />
        <label className="flex flex-col text-xs text-gray-700">
          Charged
          <select
            className={inputClass}
            value={method.kind}
            onChange={(event) => onChange(withKind(method, event.target.value as ShippingMethodDraft['kind']))}
          >
            <option value="flat">A flat rate</option>
            <option value="weight">By weight</option>
            <option value="subtotal">By subtotal</option>
          </select>
        </label>
        <ShippingField
          label={method.kind === 'flat' ? 'Rate' : 'Rate below the first tier'}
          path={`${path}.rate`}
          errors={errors}
          value={method.rate}
          onValue={(rate) => set({ rate })}
          inputMode="decimal"
        />
        <ShippingField
          label="Free-shipping threshold (optional)"
          path={`${path}.freeOver`}
          errors={errors}
          value={method.freeOver ?? ''}
          inputMode="decimal"
          onValue={(text) => set({ freeOver: text.trim() === '' ? null : text })}
        />
      </div>
      {method.kind !== 'flat' && (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-xs font-semibold text-gray-700">Tiers {method.kind === 'weight' ? 'by weight' : 'by subtotal'}</legend>
          <GroupError path={`${path}.tiers`} message={errorUnder(errors, `${path}.tiers`)} />
          {method.tiers.map((tier, index) => (
            <div key={index} className="flex flex-wrap items-end gap-2">
              <ShippingField
                label={`${TIER_FROM[method.kind as 'weight' | 'subtotal']}, tier ${index + 1}`}
                path={`${path}.tiers.${index}.from`}
                errors={errors}
                value={tier.from}
                onValue={(from) => setTier(index, { from })}
                inputMode="decimal"
              />
              <ShippingField
                label={`Rate, tier ${index + 1}`}
                path={`${path}.tiers.${index}.rate`}
                errors={errors}
                value={tier.rate}
                onValue={(rate) => setTier(index, { rate })}
                inputMode="decimal"
              />
              <button
                type="button"
                className="rounded border border-gray-300 px-2 py-1 text-sm"
                onClick={() => set({ tiers: without(method.tiers, index) })}
              >
                Remove tier {index + 1}
              </button>
            </div>
          ))}
          <button
            type="button"
            className="self-start rounded border border-gray-300 px-2 py-1 text-sm"
            onClick={() => set({ tiers: [...method.tiers, { from: '', rate: '' }] })}
          >
            Add a tier
          </button>
        </fieldset>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={method.enabled} onChange={(event) => set({ enabled: event.target.checked })} /> Offered at
          checkout
        </label>
        <button type="button" className="ml-auto rounded border border-gray-300 px-2 py-1 text-sm" onClick={onRemove}>
          Remove {title}
        </button>
      </div>
    </fieldset>
  );
}
