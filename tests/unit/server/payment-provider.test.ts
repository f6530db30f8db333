/** The payment providers: what each tells the order and the shopper, and the card seam over a gateway. */
import { describe, expect, it } from 'vitest';
import { BankTransfer, CardPaymentAdapter, CashOnDelivery, type CardGateway } from '../../../server/store-api/orders/payment-provider';

const request = {
  storeId: 1,
  orderCode: 'WX-ABCDEFGHJK',
  amount: '164.99',
  currency: 'USD',
  email: 'ada@example.com',
  returnUrl: 'https://shop.example/order/5?t=x',
  cancelUrl: 'https://shop.example/checkout/oc/WX-ABCDEFGHJK?t=x',
};

describe('built-in providers', () => {
  it('cash on delivery confirms the order, unpaid until the courier is paid', async () => {
    expect(await new CashOnDelivery().begin()).toMatchObject({ status: 'Confirmed', paymentStatus: 'unpaid' });
  });

  it('bank transfer waits for verification and names the amount, the account and the order code as reference', async () => {
    const outcome = await new BankTransfer({ holder: 'Shop Ltd', iban: 'DE00 1234', bic: 'ABCDEFXX' }).begin(request);
    expect(outcome.status).toBe('Verification Pending');
    expect(outcome.instructions).toBe('Transfer 164.99 USD to Shop Ltd, IBAN DE00 1234, BIC ABCDEFXX, with the reference WX-ABCDEFGHJK.');
  });
});

describe('the card seam', () => {
  const card = (answer: Awaited<ReturnType<CardGateway['createPayment']>>) => {
    const asked: unknown[] = [];
    const adapter = new CardPaymentAdapter({
      createPayment: async (r) => {
        asked.push(r);
        return answer;
      },
    });
    return { adapter, asked };
  };

  it("marks a captured payment Paid and passes the order's amount to the gateway", async () => {
    const { adapter, asked } = card({ state: 'captured' });
    expect(await adapter.begin(request)).toMatchObject({ status: 'Paid', paymentStatus: 'paid' });
    expect(asked).toEqual([request]);
  });

  it("keeps an order Pending with the gateway's page when the shopper must act, and says why a payment failed", async () => {
    expect(
      await card({ state: 'requires_action', redirectUrl: 'https://pay.example/3ds', reference: 'cs_1' }).adapter.begin(request),
    ).toMatchObject({ status: 'Pending', paymentStatus: 'unpaid', redirectUrl: 'https://pay.example/3ds', reference: 'cs_1' });
    const failed = await card({ state: 'failed', message: 'Card declined' }).adapter.begin(request);
    expect(failed).toMatchObject({ status: 'Pending', instructions: 'Card declined' });
    expect(failed.redirectUrl).toBeUndefined();
  });
});
