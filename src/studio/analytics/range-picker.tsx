/** The dashboard's date range: last 7 days, last 30 days, or a custom from/to (UTC days, both included). */
import { useId, useState, type FormEvent } from 'react';
import { customRangeErrors, presetRange, type DayRange, type RangeErrors, type RangePreset } from '../../domain/analytics/report-range';

const PRESETS: Array<{ id: RangePreset; label: string }> = [
  { id: 'last7', label: 'Last 7 days' },
  { id: 'last30', label: 'Last 30 days' },
  { id: 'custom', label: 'Custom' },
];
const chip =
  'rounded-md px-3 py-1.5 text-sm font-medium aria-pressed:bg-gray-900 aria-pressed:text-white hover:bg-gray-100 aria-pressed:hover:bg-gray-800';
const input = 'rounded-md border border-gray-300 px-2 py-1 text-sm aria-invalid:border-red-600';

interface Props {
  today: string;
  range: DayRange;
  onChange: (range: DayRange) => void;
}

export function RangePicker({ today, range, onChange }: Props) {
  const [preset, setPreset] = useState<RangePreset>('last30');
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [errors, setErrors] = useState<RangeErrors>({});
  const pick = (next: RangePreset) => {
    setPreset(next);
    setErrors({});
    if (next !== 'custom') return onChange(presetRange(next, today));
    // Custom starts from the range on screen, so the owner adjusts it rather than typing both dates.
    setFrom(range.from);
    setTo(range.to);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeErrors(from, to);
    setErrors(found);
    if (!found.from && !found.to) onChange({ from, to });
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div role="group" aria-label="Date range" className="flex gap-1 rounded-lg border border-gray-200 bg-white p-1">
        {PRESETS.map((p) => (
          <button key={p.id} type="button" aria-pressed={preset === p.id} className={chip} onClick={() => pick(p.id)}>
            {p.label}
          </button>
        ))}
      </div>
      {preset === 'custom' && (
        <form onSubmit={apply} noValidate className="flex flex-wrap items-start gap-2" aria-label="Custom date range">
          <DateField label="From" value={from} max={today} error={errors.from} onChange={setFrom} />
          <DateField label="To" value={to} max={today} error={errors.to} onChange={setTo} />
          <button type="submit" className="mt-5 rounded-md bg-blue-700 px-3 py-1.5 text-sm font-medium text-white">
            Apply
          </button>
        </form>
      )}
    </div>
  );
}

function DateField({
  label,
  value,
  max,
  error,
  onChange,
}: {
  label: string;
  value: string;
  max: string;
  error: string | undefined;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="text-xs font-medium text-gray-700">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        className={input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className="mt-1 max-w-48 text-xs text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}
