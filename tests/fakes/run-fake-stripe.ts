/**
 * Runs the fake Stripe (fake-stripe.ts) on its own, as the Playwright suite's second web server:
 * FAKE_STRIPE_PORT, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and FAKE_STRIPE_WEBHOOK_URL (the
 * storefront's /store-api/Payments/StripeWebhook).
 */
import { startFakeStripe } from './fake-stripe';

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
};

const fake = await startFakeStripe({
  port: Number(required('FAKE_STRIPE_PORT')),
  secretKey: required('STRIPE_SECRET_KEY'),
  webhookSecret: required('STRIPE_WEBHOOK_SECRET'),
  webhookUrl: required('FAKE_STRIPE_WEBHOOK_URL'),
});
console.log(`Fake Stripe listening at ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
