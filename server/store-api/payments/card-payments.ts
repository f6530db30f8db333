/**
 * Card payments by configuration: with a Stripe secret key the card is one more payment method
 * (Checkout Session redirect) and the webhook route takes Stripe's events; without one neither
 * exists, so no store offers a card it cannot take. The customer is mailed when their payment arrives.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/database/client';
import type { Mailer } from '../platform/mail/mailer';
import { CardPaymentAdapter, type PaymentProvider } from '../orders/payment-provider';
import { statusChangeMail } from '../orders/status-mail';
import { storeLink } from '../platform/store-link';
import { stores } from '../platform/platform.tables';
import { CardPaymentEvents } from './card-payment-events';
import { StripeCheckout } from './stripe-checkout';
import { registerStripeWebhook } from './stripe-webhook.route';

export interface StripeConfig {
  /** STRIPE_SECRET_KEY: sent to Stripe only, never to a browser. */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET: the endpoint's signing secret (whsec_…). */
  webhookSecret: string;
  /** STRIPE_API_BASE: https://api.stripe.com, or the local fake. */
  apiBase: string;
}

export function cardProviders(stripe: StripeConfig | undefined): PaymentProvider[] {
  return stripe ? [new CardPaymentAdapter(new StripeCheckout({ settings: stripe }))] : [];
}

export function registerCardPayments(
  app: FastifyInstance,
  deps: {
    db: Db;
    stripe: StripeConfig | undefined;
    mailer: Mailer;
    platformHosts?: readonly string[] | undefined;
  },
): void {
  if (!deps.stripe) return;
  const events = new CardPaymentEvents({
    db: deps.db,
    onPaid: async (order, tx) => {
      // Read in the payment's transaction: the embedded database serves one transaction at a time.
      const [store] = await tx.select().from(stores).where(eq(stores.id, order.storeId)).limit(1);
      if (!store) return;
      const mail = statusChangeMail(
        order.storeId,
        store.title,
        order,
        storeLink(store, undefined, `/order/${order.id}`, { t: order.accessToken }, deps.platformHosts),
      );
      if (mail) await deps.mailer.send(mail, { in: tx });
    },
  });
  registerStripeWebhook(app, { webhookSecret: deps.stripe.webhookSecret, events });
}
