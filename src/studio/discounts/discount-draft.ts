/**
 * The discount form's values (text as the owner types it) read into the draft the back office saves:
 * amounts in base cents (docs/decisions.md 38), an empty minimum as none. An amount that is not one
 * is refused here, by the API's field name and with its message (discount-views.ts
 * `discountAmountProblem`), and nothing is sent; every other rule stays the API's.
 */
import type { DiscountKind } from '../../domain/discounts/discount-rules';
import { discountAmountCents, discountAmountProblem, type DiscountDraft, type OwnerDiscount } from '../../domain/discounts/discount-views';

export type DiscountValues = Record<string, string>;
type Parsed = { ok: true; draft: DiscountDraft } | { ok: false; errors: Record<string, string> };

const limitOf = (text: string) => (text.trim() === '' ? null : Number(text));

export function discountDraftOf(values: DiscountValues, editing: Pick<OwnerDiscount, 'discountID' | 'isActive'> | null): Parsed {
  const errors: Record<string, string> = {};
  const cents = (field: string, text: string) => {
    const value = discountAmountCents(text);
    if (value === null) errors[field] = discountAmountProblem(field);
    return value ?? 0;
  };
  const kind = values.kind as DiscountKind;
  const draft: DiscountDraft = {
    ...(editing ? { discountID: editing.discountID } : {}),
    code: values.code ?? '',
    title: values.title ?? '',
    kind,
    percent: Number(values.percent),
    // Only a fixed discount has an amount off; the API is sent none otherwise.
    amountCents: kind === 'fixed' ? cents('Amount', values.amount ?? '') : 0,
    minSubtotalCents: (values.minSubtotal ?? '').trim() === '' ? 0 : cents('MinSubtotal', values.minSubtotal!),
    startsAt: values.startsAt ?? '',
    endsAt: values.endsAt ?? '',
    usageLimit: limitOf(values.usageLimit ?? ''),
    perCustomerLimit: limitOf(values.perCustomerLimit ?? ''),
    isActive: editing?.isActive ?? true,
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, draft };
}
