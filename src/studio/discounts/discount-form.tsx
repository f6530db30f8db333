/**
 * Creating or editing a discount: code (empty for automatic), what it gives, minimum, dates and limits;
 * the store API's messages show beside their fields. Amounts are kept as the owner types them and read
 * into base cents on save (discount-draft.ts), an amount that is not one refused here with the API's message.
 */
import { useState, type FormEvent } from 'react';
import type { BackOfficeApi } from '../../application/ports/back-office-api.port';
import type { OwnerDiscount } from '../../domain/discounts/discount-views';
import { decimalText } from '../../domain/money/money';
import { card } from '../back-office/card';
import { discountDraftOf } from './discount-draft';

const input = 'rounded-md border border-gray-300 px-2 py-1.5 text-sm';
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

function draftOf(editing: OwnerDiscount | null): Record<string, string> {
  return {
    code: editing?.code ?? '',
    title: editing?.title ?? '',
    kind: editing?.kind ?? 'percentage',
    percent: String(editing?.percent || 10),
    amount: editing?.kind === 'fixed' ? decimalText(editing.amountCents) : '',
    minSubtotal: editing && editing.minSubtotalCents > 0 ? decimalText(editing.minSubtotalCents) : '',
    startsAt: day(editing?.startsAt ?? null),
    endsAt: day(editing?.endsAt ?? null),
    usageLimit: editing?.usageLimit?.toString() ?? '',
    perCustomerLimit: editing?.perCustomerLimit?.toString() ?? '',
  };
}

interface Props {
  api: BackOfficeApi;
  editing: OwnerDiscount | null;
  onSaved(): void;
  onCancel(): void;
}

export function DiscountForm({ api, editing, onSaved, onCancel }: Props) {
  const [values, setValues] = useState(() => draftOf(editing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (name: string) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const field = (name: string, label: string, apiName: string, props: Record<string, unknown> = {}) => (
    <label className="flex flex-col text-xs text-gray-700">
      {label}
      <input
        className={input}
        value={values[name]}
        onChange={set(name)}
        aria-invalid={errors[apiName] ? true : undefined}
        aria-describedby={errors[apiName] ? `discount-${name}-error` : undefined}
        {...props}
      />
      {errors[apiName] && (
        <span id={`discount-${name}-error`} className="text-red-700">
          {errors[apiName]}
        </span>
      )}
    </label>
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = discountDraftOf(values, editing);
    if (!parsed.ok) return setErrors(parsed.errors);
    setBusy(true);
    const result = await api.saveDiscount(parsed.draft);
    setBusy(false);
    if (result.ok) return onSaved();
    setErrors(result.fields ?? { Code: result.message });
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className={`${card} flex flex-col gap-3`}
      aria-labelledby="discount-form-heading"
      noValidate
    >
      <h3 id="discount-form-heading" className="font-semibold">
        {editing ? `Edit ${editing.code || editing.title}` : 'New discount'}
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        {field('code', 'Code (leave empty for an automatic discount)', 'Code', { maxLength: 40 })}
        {field('title', 'Title (shown for an automatic discount)', 'Title', { maxLength: 120 })}
        <label className="flex flex-col text-xs text-gray-700">
          Gives
          <select className={input} value={values.kind} onChange={set('kind')}>
            <option value="percentage">A percentage off</option>
            <option value="fixed">An amount off</option>
            <option value="free_shipping">Free shipping</option>
          </select>
        </label>
        {values.kind === 'percentage' && field('percent', 'Percent off', 'Percent', { type: 'number', min: 1, max: 100 })}
        {values.kind === 'fixed' && field('amount', 'Amount off', 'Amount', { inputMode: 'decimal' })}
        {field('minSubtotal', 'Minimum subtotal (optional)', 'MinSubtotal', { inputMode: 'decimal' })}
        {field('startsAt', 'Starts on (optional)', 'StartsAt', { type: 'date' })}
        {field('endsAt', 'Ends on (optional)', 'EndsAt', { type: 'date' })}
        {field('usageLimit', 'Uses in total (optional)', 'UsageLimit', { type: 'number', min: 1 })}
        {field('perCustomerLimit', 'Uses per customer (optional)', 'PerCustomerLimit', { type: 'number', min: 1 })}
      </div>
      <div className="flex gap-2">
        <button type="submit" disabled={busy} className="rounded-md bg-gray-900 px-3 py-1.5 text-sm text-white">
          {editing ? 'Save discount' : 'Create discount'}
        </button>
        {editing && (
          <button type="button" className="rounded-md border border-gray-300 px-3 py-1.5 text-sm" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
