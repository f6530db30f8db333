/**
 * POST /Payments/StripeWebhook: Stripe's events about card payments (docs/checkout.md). The body is kept as
 * the bytes Stripe signed (a JSON parser would change them), the Stripe-Signature header is
 * verified against the endpoint's signing secret (stripe-signature.ts) before anything is read,
 * and a refused signature or timestamp is a 400 that changes nothing. A verified event is handled
 * once (card-payment-events.ts) and answered 200, so Stripe stops retrying; an event of a kind we
 * do not act on is 200 too.
 */
import type { FastifyInstance } from 'fastify';
import { stripeEvent } from '../../../src/contracts/stripe-webhook.contract';
import { ok, sendError } from '../http/envelope';
import type { CardPaymentEvents } from './card-payment-events';
import { verifyStripeSignature } from './stripe-signature';

/** Stripe's events are a few kilobytes; a Checkout Session with its line items stays far below this. */
const BODY_LIMIT = 256 * 1024;

export interface StripeWebhookDeps {
  webhookSecret: string;
  events: CardPaymentEvents;
  /** Seconds since the epoch (tests move it). */
  nowSeconds?: () => number;
}

export function registerStripeWebhook(app: FastifyInstance, deps: StripeWebhookDeps): void {
  const now = deps.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/Payments/StripeWebhook', async (request, reply) => {
      const payload = typeof request.body === 'string' ? request.body : '';
      const header = request.headers['stripe-signature'];
      const check = verifyStripeSignature(payload, typeof header === 'string' ? header : undefined, deps.webhookSecret, now());
      if (!check.ok) {
        request.log.warn({ reason: check.reason }, 'Stripe webhook refused');
        return sendError(reply, 400, check.reason, [{ field: 'Stripe-Signature', message: check.reason }]);
      }
      let json: unknown;
      try {
        json = JSON.parse(payload);
      } catch {
        return sendError(reply, 400, 'The event is not JSON');
      }
      const event = stripeEvent.safeParse(json);
      if (!event.success) return sendError(reply, 400, 'The body is not a Stripe event');
      const outcome = await deps.events.handle(event.data);
      if (outcome !== 'paid' && outcome !== 'duplicate' && outcome !== 'ignored')
        request.log.warn({ eventId: event.data.id, outcome }, 'Stripe event changed no order');
      return ok({ received: true, outcome });
    });
  });
}
