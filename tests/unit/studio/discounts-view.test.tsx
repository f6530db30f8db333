// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackOfficeApi } from '../../../src/application/ports/back-office-api.port';
import type { OwnerDiscounts } from '../../../src/domain/discounts/discount-views';
import DiscountsView from '../../../src/studio/discounts/discounts-view';

afterEach(cleanup);

const listed: OwnerDiscounts = {
  discounts: [
    {
      discountID: 7,
      code: 'SAVE5',
      title: '',
      kind: 'fixed',
      percent: 0,
      amountCents: 500,
      minSubtotalCents: 5_000,
      startsAt: null,
      endsAt: null,
      usageLimit: 100,
      perCustomerLimit: null,
      usedCount: 3,
      discountedCents: 1_500,
      isActive: true,
      state: 'active',
    },
  ],
  giftCards: [
    {
      giftCardID: 2,
      code: 'ABCDEFGHJKMNPQRS',
      initialBalanceCents: 3_000,
      balanceCents: 1_250,
      note: '',
      isActive: true,
      createdAt: '2026-11-01T00:00:00.000Z',
    },
  ],
  currency: 'EUR',
  rate: '0.92',
};

function fakeApi() {
  const discounts = vi.fn(async () => ({ ok: true as const, value: listed }));
  const saveDiscount = vi.fn(async () => ({ ok: true as const, value: { discount: listed.discounts[0]! } }));
  const issueGiftCard = vi.fn(async () => ({ ok: true as const, value: { giftCard: { ...listed.giftCards[0]!, balanceCents: 4_000 } } }));
  return { api: { discounts, saveDiscount, issueGiftCard } as unknown as BackOfficeApi, saveDiscount, issueGiftCard };
}

describe('the Discounts page', () => {
  it('lists what each code gives, its minimum, what it took off and each card’s balance in the base currency', async () => {
    render(<DiscountsView api={fakeApi().api} />);
    const row = (await screen.findByText('SAVE5')).closest('tr')!;
    expect(within(row).getByText('5.00 off from 50.00')).toBeTruthy();
    expect(within(row).getByText('15.00')).toBeTruthy();
    expect(screen.getByText('12.50 of 30.00')).toBeTruthy();
    expect(screen.getByText(/shoppers see them in EUR at the rate 0\.92/)).toBeTruthy();
  });

  it("edits a code's amounts as the owner reads them and saves them as cents", async () => {
    const { api, saveDiscount } = fakeApi();
    render(<DiscountsView api={api} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit SAVE5' }));
    expect((screen.getByLabelText('Amount off') as HTMLInputElement).value).toBe('5.00');
    expect((screen.getByLabelText('Minimum subtotal (optional)') as HTMLInputElement).value).toBe('50.00');
    fireEvent.change(screen.getByLabelText('Amount off'), { target: { value: '7.5' } });
    fireEvent.change(screen.getByLabelText('Minimum subtotal (optional)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save discount' }));
    await vi.waitFor(() => expect(saveDiscount).toHaveBeenCalled());
    expect(saveDiscount.mock.calls[0]).toEqual([expect.objectContaining({ discountID: 7, amountCents: 750, minSubtotalCents: 0 })]);
  });

  it("refuses an amount that is not one beside its field, with the API's message, and sends nothing", async () => {
    const { api, saveDiscount, issueGiftCard } = fakeApi();
    render(<DiscountsView api={api} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit SAVE5' }));
    fireEvent.change(screen.getByLabelText('Minimum subtotal (optional)'), { target: { value: '50,00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save discount' }));
    const minimum = screen.getByLabelText(/^Minimum subtotal \(optional\)/);
    expect(minimum.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(minimum.getAttribute('aria-describedby')!)?.textContent).toBe(
      'MinSubtotal must be an amount with at most 2 decimals',
    );
    const cards = screen.getByRole('region', { name: 'Gift cards' });
    fireEvent.change(within(cards).getByLabelText('Amount'), { target: { value: '30.005' } });
    fireEvent.click(within(cards).getByRole('button', { name: 'Issue gift card' }));
    const amount = within(cards).getByLabelText('Amount');
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Amount must be an amount with at most 2 decimals',
    );
    expect(saveDiscount).not.toHaveBeenCalled();
    expect(issueGiftCard).not.toHaveBeenCalled();
  });

  it('issues a gift card for the typed amount in cents and tells its balance', async () => {
    const { api, issueGiftCard } = fakeApi();
    render(<DiscountsView api={api} />);
    const cards = await screen.findByRole('region', { name: 'Gift cards' });
    fireEvent.change(within(cards).getByLabelText('Amount'), { target: { value: '40' } });
    fireEvent.click(within(cards).getByRole('button', { name: 'Issue gift card' }));
    expect((await within(cards).findByRole('status')).textContent).toMatch(/balance of 40\.00/);
    expect(issueGiftCard).toHaveBeenCalledWith(4_000, '');
  });
});
