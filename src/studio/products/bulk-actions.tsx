/**
 * The bulk editor's actions on the ticked rows: a price set to an amount or changed by a percentage
 * (rounded to the cent, never below 0: domain/catalog/bulk-edit.ts), a stock set or added to (a
 * negative number takes away, never below 0). A value that is not one says why beside its field.
 */
import { useState, type FormEvent } from 'react';
import { centsOf, isUsablePercent } from '../../domain/catalog/bulk-edit';
import type { BulkAction } from './bulk-cells';

type PriceHow = 'set' | 'increase' | 'decrease';
type StockHow = 'set' | 'add';

function priceAction(how: PriceHow, text: string): BulkAction | string {
  if (how === 'set') {
    const cents = centsOf(text);
    return cents === null ? 'Enter an amount such as 12.50' : { column: 'price', how, value: cents };
  }
  const percent = Number(text.trim());
  if (!text.trim() || !isUsablePercent(percent, how))
    return how === 'increase' ? 'Enter a percentage from 0.01 to 1000' : 'Enter a percentage from 0.01 to 100';
  return { column: 'price', how, value: percent };
}

function stockAction(how: StockHow, text: string): BulkAction | string {
  const pattern = how === 'set' ? /^\d{1,9}$/ : /^-?\d{1,9}$/;
  if (!pattern.test(text.trim())) return how === 'set' ? 'Enter a whole number, 0 or more' : 'Enter a whole number (negative to take away)';
  return { column: 'stock', how, value: Number(text.trim()) };
}

export function BulkActions({ selected, onApply }: { selected: number; onApply: (action: BulkAction) => void }) {
  return (
    <div className="flex flex-wrap gap-4 border-b border-gray-200 p-3" role="group" aria-label="Change the selected rows">
      <p className="w-full text-sm text-gray-700" aria-live="polite">
        {selected === 0 ? 'Tick rows to change them together.' : `${selected} ${selected === 1 ? 'row' : 'rows'} selected.`}
      </p>
      <ActionForm
        name="price"
        label="Price of selected"
        choices={[
          ['set', 'Set to'],
          ['increase', 'Increase by %'],
          ['decrease', 'Decrease by %'],
        ]}
        disabled={selected === 0}
        toAction={(how, text) => priceAction(how as PriceHow, text)}
        onApply={onApply}
      />
      <ActionForm
        name="stock"
        label="Stock of selected"
        choices={[
          ['set', 'Set to'],
          ['add', 'Add'],
        ]}
        disabled={selected === 0}
        toAction={(how, text) => stockAction(how as StockHow, text)}
        onApply={onApply}
      />
    </div>
  );
}

function ActionForm(props: {
  name: 'price' | 'stock';
  label: string;
  choices: ReadonlyArray<readonly [string, string]>;
  disabled: boolean;
  toAction: (how: string, text: string) => BulkAction | string;
  onApply: (action: BulkAction) => void;
}) {
  const { name, label, choices, disabled, toAction, onApply } = props;
  const [how, setHow] = useState(choices[0]![0]);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const action = toAction(how, text);
    if (typeof action === 'string') return setProblem(action);
    setProblem('');
    onApply(action);
  };
  return (
    <form onSubmit={submit} aria-label={label} className="flex flex-wrap items-start gap-2">
      <label className="flex flex-col text-xs font-medium text-gray-700">
        {label}
        <select
          value={how}
          onChange={(event) => setHow(event.target.value)}
          className="mt-0.5 rounded border border-gray-300 px-2 py-1 text-sm"
        >
          {choices.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-xs font-medium text-gray-700">
        {name === 'price' ? 'Amount or %' : 'Units'}
        <input
          type="text"
          inputMode="decimal"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `bulk-${name}-problem` : undefined}
          className="mt-0.5 w-24 rounded border border-gray-300 px-2 py-1 text-sm"
        />
        {problem && (
          <span id={`bulk-${name}-problem`} className="text-xs font-normal text-red-800">
            {problem}
          </span>
        )}
      </label>
      <button
        type="submit"
        disabled={disabled}
        className="mt-4 rounded-md border border-gray-300 bg-white px-3 py-1 text-sm disabled:opacity-50"
      >
        Apply to {name}
      </button>
    </form>
  );
}
