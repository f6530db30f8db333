/**
 * The PaymentProvider port: how an order is paid. Cash on delivery and bank transfer are built in
 * and need nothing outside; a card provider plugs in through CardPaymentAdapter, which turns a
 * gateway's answer into the order's status. A provider runs after the order's transaction has
 * committed (an order stays Pending until it answers): no database transaction waits on a gateway,
 * and an order whose payment failed can be resumed and paid another way.
 */
import { ORDER_STATUS, type OrderStatus } from '../../../src/domain/orders/order-status';

export interface PaymentRequest {
  storeId: number;
  orderCode: string;
  /** The amount in `currency`, as decimal text with its digits ("77999" for yen). */
  amount: string;
  currency: string;
  /** The shopper's e-mail, if they gave one (a hosted payment page fills it in). */
  email: string;
  /** Where a hosted payment page sends the shopper back: the order's page, and the page to resume it after a cancel. */
  returnUrl: string;
  cancelUrl: string;
}

export interface PaymentOutcome {
  status: OrderStatus;
  paymentStatus: 'unpaid' | 'paid';
  /** What the shopper is told to do now (bank details, "pay the courier"). */
  instructions: string;
  /** A hosted payment page to send the shopper to, for providers that have one. */
  redirectUrl?: string;
  /** The provider's id of the payment (a Checkout Session), kept with the order. */
  reference?: string;
}

export interface PaymentProvider {
  /** The PaymentMethod the checkout sends. */
  readonly code: string;
  readonly label: string;
  readonly description: string;
  begin(request: PaymentRequest): Promise<PaymentOutcome>;
  /** Why this provider cannot take `amount` (decimal text in `currency`), asked before the order is written; null or absent when it can. */
  refusesAmount?(amount: string, currency: string): string | null;
}

export class CashOnDelivery implements PaymentProvider {
  readonly code = 'cod';
  readonly label = 'Cash on delivery';
  readonly description = 'Pay the courier when your order arrives.';

  async begin(): Promise<PaymentOutcome> {
    return {
      status: ORDER_STATUS.confirmed,
      paymentStatus: 'unpaid',
      instructions: 'Pay the courier in cash or by card when your order arrives.',
    };
  }
}

export class BankTransfer implements PaymentProvider {
  readonly code = 'bank_transfer';
  readonly label = 'Bank transfer';
  readonly description = 'Transfer the total to our bank account; we ship once it arrives.';

  constructor(private readonly account: { holder: string; iban: string; bic: string }) {}

  async begin(request: PaymentRequest): Promise<PaymentOutcome> {
    const { holder, iban, bic } = this.account;
    return {
      status: ORDER_STATUS.verificationPending,
      paymentStatus: 'unpaid',
      instructions: `Transfer ${request.amount} ${request.currency} to ${holder}, IBAN ${iban}, BIC ${bic}, with the reference ${request.orderCode}.`,
    };
  }
}

export interface CardPaymentResult {
  state: 'captured' | 'requires_action' | 'failed';
  redirectUrl?: string;
  message?: string;
  reference?: string;
}

/** What a real card gateway must offer: create a payment for an order and say where to pay it. */
export interface CardGateway {
  createPayment(request: PaymentRequest): Promise<CardPaymentResult>;
  /** A gateway's own limits (a minimum charge), as PaymentProvider.refusesAmount. */
  refusesAmount?(amount: string, currency: string): string | null;
}

/** The card seam: registered only when a gateway is configured, so no store offers a card it cannot take. */
export class CardPaymentAdapter implements PaymentProvider {
  readonly code = 'card';
  readonly label = 'Credit or debit card';
  readonly description = 'Pay securely with your card.';

  constructor(private readonly gateway: CardGateway) {}

  refusesAmount(amount: string, currency: string): string | null {
    return this.gateway.refusesAmount?.(amount, currency) ?? null;
  }

  async begin(request: PaymentRequest): Promise<PaymentOutcome> {
    const result = await this.gateway.createPayment(request);
    if (result.state === 'captured') return { status: ORDER_STATUS.paid, paymentStatus: 'paid', instructions: 'Your card was charged.' };
    const outcome: PaymentOutcome = {
      status: ORDER_STATUS.pending,
      paymentStatus: 'unpaid',
      instructions:
        result.state === 'failed'
          ? (result.message ?? 'The card payment did not go through: try again or choose another way to pay.')
          : 'Finish paying on the card page.',
    };
    return {
      ...outcome,
      ...(result.redirectUrl && result.state !== 'failed' ? { redirectUrl: result.redirectUrl } : {}),
      ...(result.reference ? { reference: result.reference } : {}),
    };
  }
}

export const DEMO_BANK_ACCOUNT = { holder: 'Webx Demo Store Ltd', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' };

export function builtInProviders(): PaymentProvider[] {
  return [new CashOnDelivery(), new BankTransfer(DEMO_BANK_ACCOUNT)];
}
