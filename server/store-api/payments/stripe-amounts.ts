/**
 * Amounts as Stripe counts them: in the currency's smallest unit as ISO 4217 has it (yen whole,
 * dollars in cents, dinars in thousandths), and at least Stripe's minimum charge for the currency
 * (its "Minimum and maximum charge amounts" table). A Checkout Session for less is refused, which
 * would leave the shopper with a placed order and no card page: PlaceOrder asks first, so the
 * checkout says why beside the payment choice and nothing is written. A currency Stripe does not
 * list there is left to Stripe.
 */
const MINIMUM_UNITS: Readonly<Record<string, number>> = {
  USD: 50,
  AED: 200,
  AUD: 50,
  BGN: 100,
  BRL: 50,
  CAD: 50,
  CHF: 50,
  CZK: 1500,
  DKK: 250,
  EUR: 50,
  GBP: 30,
  HKD: 400,
  HUF: 17500,
  INR: 50,
  JPY: 50,
  MXN: 1000,
  MYR: 200,
  NOK: 300,
  NZD: 50,
  PLN: 200,
  RON: 200,
  SEK: 300,
  SGD: 50,
  THB: 1000,
};

const digitsOf = (currency: string): number =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** `amount` (decimal text in `currency`) in the currency's smallest unit. */
export function stripeAmount(amount: string, currency: string): number {
  return Math.round(Number(amount) * 10 ** digitsOf(currency));
}

/** Why a card charge of `amount` (decimal text in `currency`) is too small for Stripe; null when it is not. */
export function belowStripeMinimum(amount: string, currency: string): string | null {
  const code = currency.toUpperCase();
  const minimum = MINIMUM_UNITS[code];
  if (minimum === undefined || stripeAmount(amount, code) >= minimum) return null;
  const digits = digitsOf(code);
  return `Card payments start at ${(minimum / 10 ** digits).toFixed(digits)} ${code}: choose another way to pay, or add to your order.`;
}
