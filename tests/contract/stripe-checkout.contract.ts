/**
 * The contract of Stripe Checkout as the card adapter relies on it (server/store-api/payments/
 * stripe-checkout.ts), run against the local fake Stripe over HTTP and against Stripe's documented
 * answers replayed offline (stripe-checkout.contract.test.ts): a session is made from a form-encoded
 * POST with the secret key, its url is its hosted page, a repeated Idempotency-Key answers the same
 * session, a wrong key is refused in Stripe's error shape, and a paid session's event (when the
 * subject can deliver one) parses as the webhook reads it and verifies by Stripe's signature scheme.
 */
import { describe, expect, it } from 'vitest';
import { stripeCheckoutSession, stripeEvent } from '../../src/contracts/stripe-webhook.contract';
import type { PaymentRequest } from '../../server/store-api/orders/payment-provider';
import type { StripeCheckout } from '../../server/store-api/payments/stripe-checkout';
import { checkoutSessionParams } from '../../server/store-api/payments/stripe-checkout';
import { verifyStripeSignature } from '../../server/store-api/payments/stripe-signature';

export interface StripeContractSubject {
  /** An adapter sending `secretKey` to the subject. */
  gateway(secretKey: string): StripeCheckout;
  secretKey: string;
  webhookSecret: string;
  /** Pays a session as the shopper would and returns the delivered event as sent (absent: the subject cannot deliver). */
  payAndCapture?(sessionId: string): Promise<{ body: string; signature: string }>;
}

export const CONTRACT_REQUEST: PaymentRequest = {
  storeId: 7,
  orderCode: 'WX-CONTRACT01',
  amount: '21.98',
  currency: 'USD',
  email: 'ada@example.com',
  returnUrl: 'https://shop.example/order/5?t=tok',
  cancelUrl: 'https://shop.example/checkout/oc/WX-CONTRACT01?t=tok',
};

export function describeStripeCheckoutContract(name: string, subject: () => StripeContractSubject) {
  describe(`Stripe Checkout contract: ${name}`, () => {
    it('makes a session whose url is its hosted page, for the amount in the smallest unit', async () => {
      const { gateway, secretKey } = subject();
      const session = await gateway(secretKey).createSession(checkoutSessionParams(CONTRACT_REQUEST), `contract-${Date.now()}-a`);
      expect(session.id).toMatch(/^cs_test_/);
      expect(session.url).toMatch(/^https?:\/\//);
      expect(session).toMatchObject({ amount_total: 2198, currency: 'usd', payment_status: 'unpaid', status: 'open' });
    });

    it('answers the first session again for a repeated Idempotency-Key', async () => {
      const { gateway, secretKey } = subject();
      const key = `contract-${Date.now()}-b`;
      const first = await gateway(secretKey).createSession(checkoutSessionParams(CONTRACT_REQUEST), key);
      const again = await gateway(secretKey).createSession(checkoutSessionParams(CONTRACT_REQUEST), key);
      expect(again.id).toBe(first.id);
    });

    it('refuses a wrong secret key, and the adapter says Stripe refused', async () => {
      const { gateway } = subject();
      await expect(
        gateway('sk_test_wrong').createSession(checkoutSessionParams(CONTRACT_REQUEST), `contract-${Date.now()}-c`),
      ).rejects.toThrow(/Stripe refused the Checkout Session \(401\)/);
    });

    it("delivers a paid session's event that the webhook reads and verifies", async ({ skip }) => {
      const { gateway, secretKey, webhookSecret, payAndCapture } = subject();
      if (!payAndCapture) return skip();
      const session = await gateway(secretKey).createSession(checkoutSessionParams(CONTRACT_REQUEST), `contract-${Date.now()}-d`);
      const delivered = await payAndCapture(session.id);
      expect(verifyStripeSignature(delivered.body, delivered.signature, webhookSecret, Math.floor(Date.now() / 1000))).toMatchObject({
        ok: true,
      });
      const event = stripeEvent.parse(JSON.parse(delivered.body));
      expect(event.type).toBe('checkout.session.completed');
      expect(stripeCheckoutSession.parse(event.data.object)).toMatchObject({
        id: session.id,
        payment_status: 'paid',
        amount_total: 2198,
        currency: 'usd',
        client_reference_id: 'WX-CONTRACT01',
        metadata: { store_id: '7', order_code: 'WX-CONTRACT01' },
      });
    });
  });
}
