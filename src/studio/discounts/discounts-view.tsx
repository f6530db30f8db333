/**
 * The studio's Discounts (docs/checkout.md): the store's codes and automatic discounts with what each gives,
 * its usage and its state, a form to create or edit one, Pause and Resume; and its gift cards with
 * their balances, a form to issue one and a way to disable one. Amounts are in the store's base currency.
 */
import { useCallback, useState } from 'react';
import type { BackOfficeApi } from '../../application/ports/back-office-api.port';
import type { OwnerDiscount } from '../../domain/discounts/discount-views';
import { decimalText } from '../../domain/money/money';
import { LoadProblem } from '../back-office/load-problem';
import { useOwnerLoad } from '../back-office/use-owner-load';
import { DiscountForm } from './discount-form';
import { GiftCards } from './gift-cards';

const gives = (discount: OwnerDiscount) =>
  discount.kind === 'percentage'
    ? `${discount.percent}% off`
    : discount.kind === 'fixed'
      ? `${decimalText(discount.amountCents)} off`
      : 'Free shipping';

export default function DiscountsView({ api }: { api: BackOfficeApi }) {
  const load = useCallback(() => api.discounts(), [api]);
  const { state, reload } = useOwnerLoad(load);
  const [editing, setEditing] = useState<OwnerDiscount | null>(null);
  const [problem, setProblem] = useState('');
  const answer = state.status === 'ready' ? state.value : null;
  const toggle = async (discount: OwnerDiscount) => {
    const result = await api.setDiscountActive(discount.discountID, !discount.isActive);
    setProblem(result.ok ? '' : result.message);
    reload();
  };
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-6">
      <h2 className="text-xl font-semibold">Discounts</h2>
      {answer && (
        <p className="text-sm text-gray-600">
          Amounts are in the catalogue&apos;s base currency, as product prices are; shoppers see them in {answer.currency} at the rate{' '}
          {answer.rate}.
        </p>
      )}
      {!answer && <LoadProblem state={state} what="discounts" onRetry={reload} />}
      {answer && (
        <>
          <section aria-labelledby="codes-heading" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
            <h3 id="codes-heading" className="mb-2 font-semibold">
              Codes and automatic discounts
            </h3>
            {problem && (
              <p role="alert" className="text-sm text-red-700">
                {problem}
              </p>
            )}
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-gray-200">
                  <th scope="col">Code</th>
                  <th scope="col">Gives</th>
                  <th scope="col">Used</th>
                  <th scope="col">Taken off</th>
                  <th scope="col">State</th>
                  <th scope="col">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {answer.discounts.map((discount) => (
                  <tr key={discount.discountID}>
                    <td className="py-2 font-mono">{discount.code || <span className="font-sans">Automatic: {discount.title}</span>}</td>
                    <td>
                      {gives(discount)}
                      {discount.minSubtotalCents > 0 && ` from ${decimalText(discount.minSubtotalCents)}`}
                    </td>
                    <td className="tabular-nums">
                      {discount.usedCount}
                      {discount.usageLimit !== null && ` / ${discount.usageLimit}`}
                    </td>
                    <td className="tabular-nums">{decimalText(discount.discountedCents)}</td>
                    <td>{discount.state}</td>
                    <td className="flex gap-2 py-2">
                      <button
                        type="button"
                        className="rounded border border-gray-300 px-2 py-1"
                        onClick={() => setEditing(discount)}
                        aria-label={`Edit ${discount.code || discount.title}`}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="rounded border border-gray-300 px-2 py-1"
                        onClick={() => void toggle(discount)}
                        aria-label={`${discount.isActive ? 'Pause' : 'Resume'} ${discount.code || discount.title}`}
                      >
                        {discount.isActive ? 'Pause' : 'Resume'}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {answer.discounts.length === 0 && <p className="text-sm text-gray-600">No discounts yet.</p>}
          </section>
          <DiscountForm
            key={editing?.discountID ?? 'new'}
            api={api}
            editing={editing}
            onSaved={() => {
              setEditing(null);
              reload();
            }}
            onCancel={() => setEditing(null)}
          />
          <GiftCards api={api} cards={answer.giftCards} onChanged={reload} />
        </>
      )}
    </main>
  );
}
