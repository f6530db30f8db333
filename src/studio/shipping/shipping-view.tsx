/**
 * The studio's Shipping and taxes (docs/checkout.md): the store's zones (countries from the ISO list, tax
 * rate), their methods (flat rate, weight or subtotal tiers, free-shipping threshold), whether prices
 * are entered with tax and how tax is rounded. Saved whole: the next checkout quotes it, and the
 * storefront's free-shipping banners show the home zone's threshold. Amounts are in the base currency.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { BackOfficeApi, ShippingSetup } from '../../application/ports/back-office-api.port';
import { FREE_SHIPPING_TOKEN } from '../../domain/shipping/free-shipping-banner';
import { card } from '../back-office/card';
import { LoadProblem } from '../back-office/load-problem';
import { useOwnerLoad } from '../back-office/use-owner-load';
import { draftOf, newZone, setupOf, withZone, without, zonePath, type FieldErrors, type ShippingDraft } from './shipping-draft';
import { inputClass } from './shipping-field';
import { ZoneEditor } from './zone-editor';

export default function ShippingView({ api }: { api: BackOfficeApi }) {
  const load = useCallback(() => api.shipping(), [api]);
  const { state, reload } = useOwnerLoad(load);
  const loaded = state.status === 'ready' ? state.value : null;
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-6">
      <h2 className="text-xl font-semibold">Shipping and taxes</h2>
      <p className="text-sm text-gray-600">
        Amounts are in the catalogue&apos;s base currency, as product prices are. A save applies to the next checkout.
      </p>
      <p className="text-sm text-gray-600">
        Storefront text that says <code>{FREE_SHIPPING_TOKEN}</code> (an announcement bar, a feature) shows the lowest free-shipping
        threshold of the zone your store&apos;s own country is in, so banners promise what checkout charges.
      </p>
      {loaded ? <ShippingForm api={api} initial={loaded} /> : <LoadProblem state={state} what="shipping setup" onRetry={reload} />}
    </main>
  );
}

function ShippingForm({ api, initial }: { api: BackOfficeApi; initial: ShippingSetup }) {
  const [setup, setSetup] = useState(() => draftOf(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const problem = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length > 0) problem.current?.focus();
  }, [errors]);
  const change = (next: ShippingDraft) => {
    setSetup(next);
    setStatus('');
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = setupOf(setup);
    if (!parsed.ok) {
      setStatus('');
      return setErrors(parsed.errors);
    }
    setBusy(true);
    const result = await api.saveShipping(parsed.setup);
    setBusy(false);
    if (result.ok) {
      setSetup(draftOf(result.value));
      setErrors({});
      return setStatus('Shipping and taxes saved');
    }
    setStatus('');
    setErrors(result.fields ?? { '(root)': result.message });
  };
  const count = Object.keys(errors).length;
  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label="Shipping and taxes" className="flex flex-col gap-4">
      {count > 0 && (
        <p ref={problem} tabIndex={-1} role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Nothing was saved: {count === 1 ? 'one field needs' : `${count} fields need`} correcting (marked below).
          {errors['(root)'] ? ` ${errors['(root)']}` : ''}
        </p>
      )}
      <fieldset className={`${card} flex flex-wrap gap-6`}>
        <legend className="px-1 font-semibold">Taxes</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={setup.pricesIncludeTax}
            onChange={(event) => change({ ...setup, pricesIncludeTax: event.target.checked })}
          />
          Prices are entered with tax included
        </label>
        <label className="flex flex-col text-xs text-gray-700">
          Round tax
          <select
            className={inputClass}
            value={setup.taxRounding}
            onChange={(event) => change({ ...setup, taxRounding: event.target.value as ShippingDraft['taxRounding'] })}
          >
            <option value="total">Once on the order&apos;s total</option>
            <option value="line">On each line</option>
          </select>
        </label>
      </fieldset>
      <h3 className="font-semibold">Zones</h3>
      {setup.zones.length === 0 && <p className="text-sm text-gray-600">No zones: checkout cannot ship anywhere until you add one.</p>}
      {setup.zones.map((zone, index) => (
        <ZoneEditor
          key={zone.id ?? `new-${index}`}
          zone={zone}
          index={index}
          path={zonePath(index)}
          errors={errors}
          onChange={(next) => change(withZone(setup, index, () => next))}
          onRemove={() => change({ ...setup, zones: without(setup.zones, index) })}
        />
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="rounded-md border border-gray-300 px-3 py-1.5 text-sm"
          onClick={() => change({ ...setup, zones: [...setup.zones, newZone()] })}
        >
          Add a zone
        </button>
        <button type="submit" disabled={busy} className="rounded-md bg-gray-900 px-3 py-1.5 text-sm text-white">
          Save shipping and taxes
        </button>
        <p role="status" className="text-sm">
          {status}
        </p>
      </div>
    </form>
  );
}
