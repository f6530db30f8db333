/**
 * What the store API reads of a Stripe webhook event (POST /Payments/StripeWebhook), after its
 * signature is verified: the event's id (to handle each once), its type, and of a Checkout Session
 * the fields that tie it to an order and say what was paid. Unknown fields pass (Stripe adds them).
 */
import { z } from 'zod';

export const stripeCheckoutSession = z.looseObject({
  id: z.string().min(1).max(255),
  object: z.literal('checkout.session'),
  payment_status: z.string().max(40),
  amount_total: z.number().int().nullable().optional(),
  currency: z.string().max(10).nullable().optional(),
  client_reference_id: z.string().max(200).nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
});

export type StripeCheckoutSession = z.infer<typeof stripeCheckoutSession>;

export const stripeEvent = z.looseObject({
  id: z.string().min(1).max(255),
  object: z.literal('event'),
  type: z.string().min(1).max(120),
  data: z.looseObject({ object: z.looseObject({}) }),
});

export type StripeEvent = z.infer<typeof stripeEvent>;

/** The events that can make an order Paid: a completed session paid at once, or a delayed method that succeeded later. */
export const PAYING_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'] as const;
