/**
 * The store's gift cards: issue one for an amount (the store makes its code), see each balance, disable
 * or enable one. The amount is read into base cents on issue; one that is not an amount is refused
 * here with the API's message, and nothing is sent.
 */
import { useState, type FormEvent } from 'react';
import type { BackOfficeApi } from '../../application/ports/back-office-api.port';
import { discountAmountCents, discountAmountProblem, type OwnerGiftCard } from '../../domain/discounts/discount-views';
import { decimalText } from '../../domain/money/money';
import { card } from '../back-office/card';

const input = 'rounded-md border border-gray-300 px-2 py-1.5 text-sm';

export function GiftCards({ api, cards, onChanged }: { api: BackOfficeApi; cards: OwnerGiftCard[]; onChanged(): void }) {
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const issue = async (event: FormEvent) => {
    event.preventDefault();
    const cents = discountAmountCents(amount);
    if (cents === null) return setError(discountAmountProblem('Amount'));
    const result = await api.issueGiftCard(cents, note);
    if (!result.ok) return setError(result.fields?.Amount ?? result.fields?.Note ?? result.message);
    setError('');
    setAmount('');
    setNote('');
    setMessage(`Gift card ${result.value.giftCard.code} issued with a balance of ${decimalText(result.value.giftCard.balanceCents)}`);
    onChanged();
  };
  const toggle = async (giftCard: OwnerGiftCard) => {
    const result = await api.setGiftCardActive(giftCard.giftCardID, !giftCard.isActive);
    setMessage(result.ok ? '' : result.message);
    onChanged();
  };
  return (
    <section aria-labelledby="gift-cards-heading" className={`${card} flex flex-col gap-3`}>
      <h3 id="gift-cards-heading" className="font-semibold">
        Gift cards
      </h3>
      <form onSubmit={(event) => void issue(event)} className="flex flex-wrap items-end gap-2" noValidate>
        <label className="flex flex-col text-xs text-gray-700">
          Amount
          <input
            className={input}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'gift-card-error' : undefined}
          />
        </label>
        <label className="flex flex-1 flex-col text-xs text-gray-700">
          Note (optional)
          <input className={input} value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
        </label>
        <button type="submit" className="rounded-md bg-gray-900 px-3 py-1.5 text-sm text-white">
          Issue gift card
        </button>
      </form>
      {error && (
        <p id="gift-card-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <p role="status" className="text-sm">
        {message}
      </p>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-gray-200">
            <th scope="col">Code</th>
            <th scope="col">Balance</th>
            <th scope="col">Note</th>
            <th scope="col">State</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {cards.map((giftCard) => (
            <tr key={giftCard.giftCardID}>
              <td className="py-2 font-mono">{giftCard.code}</td>
              <td className="tabular-nums">
                {decimalText(giftCard.balanceCents)} of {decimalText(giftCard.initialBalanceCents)}
              </td>
              <td>{giftCard.note}</td>
              <td>{giftCard.isActive ? 'active' : 'disabled'}</td>
              <td>
                <button
                  type="button"
                  className="rounded border border-gray-300 px-2 py-1"
                  onClick={() => void toggle(giftCard)}
                  aria-label={`${giftCard.isActive ? 'Disable' : 'Enable'} gift card ${giftCard.code}`}
                >
                  {giftCard.isActive ? 'Disable' : 'Enable'}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
