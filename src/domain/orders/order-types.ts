/**
 * Orders and checkout as the domain holds them (docs/checkout.md): money in whole minor units
 * (docs/decisions.md 38), the store's base-currency cents for lines and `totals`, the shopper's
 * currency's own minor units for `shownTotals` (order-totals.ts), as charged. The store API writes
 * them as decimal text; orders.wire.ts converts at that edge.
 */
import type { CartItem } from '../cart/cart-types';
import type { FieldRule } from '../forms/form-rules';
import type { ShippingZone } from '../shipping/shipping-zones';
import type { ContactMode } from './checkout-contact';
import type { RateKind, RateTier } from './shipping-charge';

/** An order's sums (price-order.ts) in whole minor units of one currency: total = subtotal − discount + shipping + tax − giftCard. */
export interface OrderTotalsView {
  /** Lines without their add-ons. */
  itemsTotal: number;
  addonsTotal: number;
  subtotal: number;
  /** Taken off the subtotal (a code or an automatic discount); 0 when none applies. */
  discount: number;
  shipping: number;
  /** Included in the total when `tax.included`, else added to it; 0 where no tax is charged. */
  tax: number;
  /** Paid with a gift card; 0 when none. */
  giftCard: number;
  total: number;
}

/** The tax an order or quote carries (decision 32): its zone's rate and whether prices include it. */
export interface TaxView {
  /** Percent text ("20", "8.875"); "0" when the zone has no tax. */
  rate: string;
  included: boolean;
}

export interface OrderLineView {
  productID: number;
  variantID: number;
  sku: string;
  itemName: string;
  variantName: string;
  productURL: string;
  thumbnailFile: string;
  /** Base-currency cents of one unit, and of the line with its add-ons. */
  unitCents: number;
  quantity: number;
  totalCents: number;
  addons: Array<{ addonID: number; addonName: string; unitCents: number; totalCents: number }>;
}

export interface OrderView {
  orderID: number;
  code: string;
  status: string;
  whatHappensNext: string;
  paymentMethod: string;
  paymentStatus: string;
  paymentInstructions: string;
  canResume: boolean;
  /** The hosted page where a card payment of this order is made, while it waits for it; '' otherwise. */
  paymentUrl: string;
  /** Event id of the Purchase ad event: the pixel and the conversions API count the order once. */
  eventId: string;
  createdAt: string;
  currency: { abbreviation: string; rate: string };
  contact: { fullName: string; email: string; phone: string };
  shippingAddress: { line1: string; line2: string; city: string; region: string; postalCode: string; country: string };
  /** The method's name and what the order paid for it, in base cents. */
  shippingMethod: { name: string; rateCents: number };
  /** The rate and mode the order's tax was worked by. */
  tax: TaxView;
  note: string;
  customFields: Array<{ fieldName: string; value: string | string[] }>;
  /** In base cents. */
  totals: OrderTotalsView;
  /** What the shopper sees and pays, in minor units of `currency` (77999 for ¥77,999). */
  shownTotals: OrderTotalsView;
  /** What named the discount (its code or an automatic discount's title) and the gift card's last four characters; '' for none. */
  discountLabel: string;
  giftCardLast4: string;
  lines: OrderLineView[];
  history: Array<{ status: string; note: string; createdAt: string }>;
  /** Set when the order ships: the carrier's number and a link the customer can follow ('' for none). */
  tracking: { number: string; url: string };
}

/** What someone holding only the order code sees (resume): no contact, address or answers. */
export type PublicOrderView = Omit<OrderView, 'contact' | 'shippingAddress' | 'customFields' | 'note'>;

export interface ShippingMethod {
  id: number;
  name: string;
  description: string;
  /** Base cents; for a tiered method, what an order below the first tier pays. */
  rateCents: number;
  /** Base-cents subtotal from which this method is free (shipping-charge.ts); null when never. */
  freeOverCents: number | null;
  /** The zone it ships to (shipping-zones.ts). */
  zoneId: number;
  kind: RateKind;
  /** Tiers by weight (grams) or subtotal (base cents), ascending; [] for a flat rate. */
  tiers: RateTier[];
}

export interface PaymentMethod {
  code: string;
  label: string;
  description: string;
}

export interface CheckoutOptions {
  /** Every method of every zone: the page lists those of the address's zone (methodsFor). */
  shippingMethods: ShippingMethod[];
  /** Where the store ships; `taxRate` in thousandths of a percent (tax.ts). */
  shippingZones: ShippingZone[];
  tax: { pricesIncludeTax: boolean; rounding: 'total' | 'line' };
  paymentMethods: PaymentMethod[];
  customFields: FieldRule[];
  contactRequirementMode: ContactMode;
  accountMode: 1 | 2 | 3;
  currency: { abbreviation: string; rate: string };
  /** The store's own country (ISO 3166-1 alpha-2), first in the address's list; '' when not set. */
  storeCountry: string;
}

/** A cart priced by the server with a shipping method (GetQuote). */
export interface CheckoutQuote {
  data: Array<CartItem & { statusMessage: string }>;
  cartStatusHeading: string;
  cartStatusMessage: string;
  /** The chosen method (the zone's first when none was asked) with what it charges this cart. */
  shippingMethod: (ShippingMethod & { chargeCents: number }) | null;
  /** The country quoted for (ISO code) and its zone's methods with what each charges this cart (base cents). */
  country: string;
  shippingMethods: Array<ShippingMethod & { chargeCents: number }>;
  /** False when the store does not ship to `country`: no method to choose, and PlaceOrder refuses the address. */
  shipsTo: boolean;
  tax: TaxView;
  /** In base cents. */
  totals: OrderTotalsView;
  /** The totals in minor units of the store's currency, as the order would charge them today. */
  shownTotals: OrderTotalsView;
  /** Decimals of that currency's minor unit (0 for yen): how `shownTotals` are written and read. */
  shownDigits: number;
  codes: AppliedCodesView;
}

export interface PlacedOrder {
  order: OrderView;
  accessToken: string;
  /** `/order/{id}?t={accessToken}`: the page a guest can come back to. */
  orderUrl: string;
  repeated: boolean;
}

/** The codes a quote or an order was asked to apply, and what became of them (docs/checkout.md). */
export interface AppliedCodesView {
  /** The discount the order gets: a code (applied or refused with its message), an automatic discount, or null for none. */
  discount: { code: string; label: string; applied: boolean; message: string } | null;
  /** A gift card asked for: its code, its balance before this order in minor units of the shopper's currency, and why it was refused ('' when applied). */
  giftCard: { code: string; balanceMinor: number; applied: boolean; message: string } | null;
}
