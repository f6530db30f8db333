/**
 * A shipping weight as the owner reads it: a number and its unit (g, kg, lb, oz; decision 104). The
 * store keeps grams, which weight-tiered shipping rates read; the unit is kept too, so the editor and
 * an exported file show the weight as it was typed.
 */
import { WEIGHT_UNITS, type WeightUnit } from '../../domain/catalog/variant-fields';
import { FieldError, fieldProps, inputClass, type FieldErrors } from './product-field';

const UNIT_NAMES: Record<WeightUnit, string> = { g: 'grams', kg: 'kilograms', lb: 'pounds', oz: 'ounces' };

export function UnitSelect({ label, unit, onUnit }: { label: string; unit: WeightUnit; onUnit: (unit: WeightUnit) => void }) {
  return (
    <select
      aria-label={label}
      className={`${inputClass} w-16 shrink-0`}
      value={unit}
      onChange={(event) => onUnit(event.target.value as WeightUnit)}
    >
      {WEIGHT_UNITS.map((choice) => (
        <option key={choice} value={choice} aria-label={UNIT_NAMES[choice]}>
          {choice}
        </option>
      ))}
    </select>
  );
}

export function WeightField({
  field,
  value,
  unit,
  errors,
  hint,
  onChange,
}: {
  field: string;
  value: string;
  unit: WeightUnit;
  errors: FieldErrors;
  hint: string;
  onChange: (value: string, unit: WeightUnit) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`product-${field}`} className="text-sm font-medium text-gray-800">
        Weight
      </label>
      <div className="flex gap-2">
        <input
          {...fieldProps(field, errors)}
          className={inputClass}
          inputMode="decimal"
          value={value}
          onChange={(event) => onChange(event.target.value, unit)}
        />
        <UnitSelect label="Weight unit" unit={unit} onUnit={(next) => onChange(value, next)} />
      </div>
      <span className="text-xs text-gray-600">{hint}</span>
      <FieldError field={field} errors={errors} />
    </div>
  );
}
