/**
 * One shipping zone: its name, its countries (picked from the ISO list; none makes it the rest of
 * the world), its tax rate and its methods.
 */
import { useId } from 'react';
import { countryName, countryOptions } from '../../domain/address/countries';
import { card } from '../back-office/card';
import { MethodEditor } from './method-editor';
import {
  errorUnder,
  fieldDomId,
  methodPath,
  newMethod,
  withMethod,
  without,
  type FieldErrors,
  type ShippingZoneDraft,
} from './shipping-draft';
import { GroupError, inputClass, ShippingField } from './shipping-field';

interface Props {
  zone: ShippingZoneDraft;
  path: string;
  index: number;
  errors: FieldErrors;
  onChange(zone: ShippingZoneDraft): void;
  onRemove(): void;
}

const COUNTRIES = countryOptions();

export function ZoneEditor({ zone, path, index, errors, onChange, onRemove }: Props) {
  const title = zone.name.trim() || 'New zone';
  const addId = useId();
  const set = (patch: Partial<ShippingZoneDraft>) => onChange({ ...zone, ...patch });
  const countriesError = errorUnder(errors, `${path}.countries`);
  return (
    <section aria-label={`Zone ${title}`} className={`${card} flex flex-col gap-4`}>
      <div className="flex flex-wrap items-end gap-3">
        <ShippingField
          label="Zone name"
          path={`${path}.name`}
          errors={errors}
          value={zone.name}
          onValue={(name) => set({ name })}
          maxLength={120}
        />
        <ShippingField
          label="Tax rate (%)"
          path={`${path}.taxRate`}
          errors={errors}
          value={zone.taxRate}
          onValue={(taxRate) => set({ taxRate })}
          inputMode="decimal"
        />
        <button type="button" className="ml-auto rounded border border-gray-300 px-2 py-1 text-sm" onClick={onRemove}>
          Remove zone {title}
        </button>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-xs font-semibold text-gray-700">Countries</legend>
        <GroupError path={`${path}.countries`} message={countriesError} />
        {zone.countries.length === 0 ? (
          <p className="text-sm text-gray-600">
            No country listed: this zone ships to every country no other zone lists (the rest of the world).
          </p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {zone.countries.map((code) => (
              <li key={code} className="flex items-center gap-1 rounded-full bg-gray-100 px-2 py-0.5 text-sm">
                {countryName(code)}
                <button
                  type="button"
                  aria-label={`Remove ${countryName(code)} from ${title}`}
                  className="px-1"
                  onClick={() => set({ countries: zone.countries.filter((c) => c !== code) })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <label htmlFor={addId} className="text-xs text-gray-700">
          Add a country
        </label>
        <select
          id={addId}
          className={`${inputClass} max-w-xs`}
          value=""
          aria-invalid={countriesError ? true : undefined}
          aria-describedby={countriesError ? `${fieldDomId(`${path}.countries`)}-error` : undefined}
          onChange={(event) => event.target.value && set({ countries: [...zone.countries, event.target.value] })}
        >
          <option value="">Choose a country…</option>
          {COUNTRIES.filter((option) => !zone.countries.includes(option.code)).map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </fieldset>
      <div className="flex flex-col gap-3">
        <h4 className="text-sm font-semibold">Methods</h4>
        {zone.methods.length === 0 && (
          <p className="text-sm text-gray-600">No methods: checkout offers nothing to this zone&apos;s countries.</p>
        )}
        {zone.methods.map((method, at) => (
          <MethodEditor
            key={method.id ?? `new-${index}-${at}`}
            method={method}
            path={methodPath(index, at)}
            errors={errors}
            onChange={(next) => onChange(withMethod(zone, at, () => next))}
            onRemove={() => set({ methods: without(zone.methods, at) })}
          />
        ))}
        <button
          type="button"
          className="self-start rounded border border-gray-300 px-2 py-1 text-sm"
          onClick={() => set({ methods: [...zone.methods, newMethod()] })}
        >
          Add a method to {title}
        </button>
      </div>
    </section>
  );
}
