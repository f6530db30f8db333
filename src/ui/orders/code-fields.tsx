/**
 * The discount code and gift card fields of the checkout's and the cart's summaries (docs/checkout.md). Apply
 * and Remove are real submit buttons: without JavaScript they post the checkout form or the cart's
 * code form (code-step-post.ts keeps the codes in the codes cookie); live, they change the
 * codes in place and the summary is priced again. What the store said about each code shows beside
 * its field: applied with what it gives, or refused with the reason.
 */
import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { AskedCodes, CodeIntent } from '../../domain/discounts/asked-codes';
import type { AppliedCodesView } from '../../domain/orders/order-types';
import { FieldMessage } from '../sections/parts/form-field';

interface CodeFieldsProps {
  asked: AskedCodes;
  /** What the last quote said about the codes; null while pricing. */
  view: AppliedCodesView | null;
  /** Messages of the entry fields (a second code, a malformed one). */
  errors: Partial<Record<'DiscountEntry' | 'GiftCardEntry', string>>;
  /** Formats minor units of the shopper's currency (the quote's shownDigits say how many decimals). */
  price(minor: number): string;
  onStep(intent: CodeIntent, typed: string): void;
  /** The cart page offers the discount code only; a gift card applied at checkout still shows there. */
  giftCardEntry?: boolean;
}

interface EntryProps {
  field: 'DiscountEntry' | 'GiftCardEntry';
  label: string;
  apply: CodeIntent;
  error: string | undefined;
  onStep(intent: CodeIntent, typed: string): void;
}

function Entry({ field, label, apply, error, onStep }: EntryProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = `checkout-${field}`;
  const step = () => {
    onStep(apply, input.current?.value ?? '');
    if (input.current) input.current.value = '';
  };
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    step();
  };
  // Enter in the code's field applies it rather than placing the order.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    step();
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          name={field}
          autoComplete="off"
          maxLength={40}
          className="input min-w-0 flex-1"
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" name="intent" value={apply} className="btn btn-outline" onClick={onClick}>
          Apply
        </button>
      </div>
      {error && <FieldMessage id={`${id}-error`} message={error} />}
    </div>
  );
}

function Applied({
  text,
  message,
  intent,
  removeLabel,
  onStep,
}: {
  text: string;
  message: string;
  intent: CodeIntent;
  removeLabel: string;
  onStep(intent: CodeIntent, typed: string): void;
}) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="flex items-center justify-between gap-2">
        <span>{text}</span>
        <button
          type="submit"
          name="intent"
          value={intent}
          className="btn btn-link btn-sm"
          aria-label={removeLabel}
          onClick={(event) => {
            event.preventDefault();
            onStep(intent, '');
          }}
        >
          Remove
        </button>
      </p>
      {message && (
        <p role="alert" className="text-[var(--color-error,#b91c1c)]">
          {message}
        </p>
      )}
    </div>
  );
}

export function CodeFields({ asked, view, errors, price, onStep, giftCardEntry = true }: CodeFieldsProps) {
  const discount = view?.discount ?? null;
  const card = view?.giftCard ?? null;
  return (
    <fieldset className="flex flex-col gap-3 border-t border-[var(--color-border)] pt-3">
      <legend className="sr-only">{giftCardEntry ? 'Discount code and gift card' : 'Discount code'}</legend>
      <input type="hidden" name="DiscountCode" value={asked.discountCode} />
      <input type="hidden" name="GiftCardCode" value={asked.giftCardCode} />
      <div aria-live="polite" className="flex flex-col gap-3">
        {asked.discountCode && (
          <Applied
            text={
              discount?.code === asked.discountCode && discount.applied ? `Code ${discount.label} applied` : `Code ${asked.discountCode}`
            }
            message={discount?.code === asked.discountCode && !discount.applied ? discount.message : ''}
            intent="remove-discount"
            removeLabel={`Remove discount code ${asked.discountCode}`}
            onStep={onStep}
          />
        )}
        {!asked.discountCode && discount?.applied && <p className="text-sm">{discount.label} applied automatically</p>}
        {asked.giftCardCode && (
          <Applied
            text={
              card?.applied
                ? `Gift card ending ${asked.giftCardCode.slice(-4)}: balance ${price(card.balanceMinor)}`
                : `Gift card ending ${asked.giftCardCode.slice(-4)}`
            }
            message={card && !card.applied ? card.message : ''}
            intent="remove-gift-card"
            removeLabel={`Remove gift card ending ${asked.giftCardCode.slice(-4)}`}
            onStep={onStep}
          />
        )}
      </div>
      <Entry field="DiscountEntry" label="Discount code" apply="apply-discount" error={errors.DiscountEntry} onStep={onStep} />
      {giftCardEntry && (
        <Entry field="GiftCardEntry" label="Gift card" apply="apply-gift-card" error={errors.GiftCardEntry} onStep={onStep} />
      )}
    </fieldset>
  );
}
