/**
 * The card gateway over Stripe Checkout (docs/checkout.md): PlaceOrder has written the order awaiting its
 * payment; this creates a Checkout Session for the order's total with Stripe's HTTP API
 * (form-encoded POST /v1/checkout/sessions, the secret key as bearer, an Idempotency-Key so a
 * retry after a lost answer makes no second session) and hands back its hosted page's url, where
 * the shopper pays. The order turns Paid only when Stripe's signed webhook says so
 * (stripe-webhook.ts), never on the shopper's return. No Stripe.js and no key reach a browser.
 * STRIPE_API_BASE points it at the local fake (tests/fakes/fake-stripe.ts), which speaks the same contract.
 */
import { randomUUID } from 'node:crypto';
import type { CardGateway, CardPaymentResult, PaymentRequest } from '../orders/payment-provider';
import { stripeForm, type StripeParam } from './stripe-form';
import { belowStripeMinimum, stripeAmount } from './stripe-amounts';

export interface StripeSettings {
  secretKey: string;
  /** https://api.stripe.com unless a fake or proxy stands in. */
  apiBase: string;
}

/** What the adapter reads of Stripe's Checkout Session object. */
export interface StripeSession {
  id: string;
  url: string | null;
  status?: string;
  payment_status?: string;
  amount_total?: number | null;
  currency?: string | null;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
}

type Fetch = typeof fetch;

const ATTEMPTS = 2;
const TIMEOUT_MS = 15_000;

/** The session a card payment of `request` asks Stripe for: one line, the order's total, so what is charged is what the shopper was shown. */
export function checkoutSessionParams(request: PaymentRequest): Record<string, StripeParam> {
  const currency = request.currency.toLowerCase();
  const reference = { store_id: String(request.storeId), order_code: request.orderCode };
  return {
    mode: 'payment',
    success_url: request.returnUrl,
    cancel_url: request.cancelUrl,
    client_reference_id: request.orderCode,
    customer_email: request.email || undefined,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency,
          unit_amount: stripeAmount(request.amount, request.currency),
          product_data: { name: `Order ${request.orderCode}` },
        },
      },
    ],
    metadata: reference,
    payment_intent_data: { metadata: reference },
  };
}

export class StripeCheckout implements CardGateway {
  constructor(private readonly deps: { settings: StripeSettings; fetch?: Fetch; newKey?: () => string }) {}

  refusesAmount(amount: string, currency: string): string | null {
    return belowStripeMinimum(amount, currency);
  }

  async createPayment(request: PaymentRequest): Promise<CardPaymentResult> {
    const key = `wx-${request.orderCode}-${(this.deps.newKey ?? randomUUID)()}`;
    const session = await this.createSession(checkoutSessionParams(request), key);
    if (!session.url) return { state: 'failed', message: 'The card page could not be opened: try again or choose another way to pay.' };
    return { state: 'requires_action', redirectUrl: session.url, reference: session.id };
  }

  /** One POST, sent again once with the same Idempotency-Key after a network failure or a 5xx (Stripe answers the first result). */
  async createSession(params: Record<string, StripeParam>, idempotencyKey: string): Promise<StripeSession> {
    const call = this.deps.fetch ?? fetch;
    let lastError: unknown = null;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        const response = await call(new URL('/v1/checkout/sessions', this.deps.settings.apiBase), {
          method: 'POST',
          headers: {
            authorization: `Bearer ${this.deps.settings.secretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
            'idempotency-key': idempotencyKey,
          },
          body: stripeForm(params),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const body = (await response.json().catch(() => null)) as (StripeSession & { error?: { message?: string } }) | null;
        if (response.ok && body?.id) return body;
        lastError = new Error(`Stripe refused the Checkout Session (${response.status}): ${body?.error?.message ?? 'no message'}`);
        if (response.status < 500) break;
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError instanceof Error ? lastError : new Error('Stripe could not be reached');
  }
}
