/**
 * PlaceOrder: one database transaction that locks the products it names, prices every line again
 * from the catalogue (a price, quantity or product in the request counts for nothing), takes the
 * stock with conditional decrements, writes the order, its lines and its first status, and empties
 * the customer's stored cart. Any failure rolls all of it back. A repeated Idempotency-Key returns
 * the order the first call made. The confirmation mail is queued in the same transaction (a job,
 * docs/decisions.md 84); after the commit the payment provider is asked how the order is paid and the
 * queued mail is made due (neither can undo the order, and the shopper never waits for a mail server).
 */
import { randomBytes } from 'node:crypto';
import type { CartLine } from '../../../src/domain/cart/cart-code';
import { settleGuestCart } from '../../../src/domain/cart/cart-settle';
import { validateFields } from '../../../src/domain/forms/validate-form';
import { countryCodeOf } from '../../../src/domain/address/countries';
import { checkAddress, checkContact, type CheckoutFieldError } from '../../../src/domain/orders/checkout-contact';
import { ORDER_STATUS } from '../../../src/domain/orders/order-status';
import { centsText, lineCents, totalsLineOf } from '../../../src/domain/orders/order-totals';
import { minorText } from '../../../src/domain/money/minor-units';
import { decimalText } from '../../../src/domain/money/money';
import { baseTotalsText, orderPricing, priceOrder } from '../../../src/domain/orders/price-order';
import { commitCodes, customerKeyOf, resolveCodes } from '../discounts/order-codes.service';
import { shippingQuote } from '../../../src/domain/shipping/shipping-quote';
import { methodRefusal, zoneFor } from '../../../src/domain/shipping/shipping-zones';
import { shipmentWeight } from './shipment-weight';
import { sellableProducts } from '../cart/cart-catalog';
import { requestHash } from '../cart/idempotency-keys';
import type { Db } from '../platform/database/client';
import type { CartService } from '../cart/cart.service';
import { orderFiles } from './orders.tables';
import type { StoreRepository } from '../platform/store.repository';
import { storeLink } from '../platform/store-link';
import type { JobQueue } from '../platform/jobs/job-queue';
import { readCheckoutSettings, type CheckoutSettings } from './checkout-settings.repository';
import type { WebhookEmitter } from '../platform/webhook-emitter';
import { orderData } from './order-webhook-data';
import { CONFIRMATION_HOLD_MS, ORDER_CONFIRMATION_JOB, type OrderConfirmationPayload } from './order-confirmation.job';
import {
  findById,
  findByKey,
  historyOf,
  insertOrder,
  linesOf,
  newAccessToken,
  newOrderCode,
  setOrderStatus,
  type NewOrderLine,
  type OrderRow,
} from './order.repository';
import type { PlaceOrderBody } from '../../../src/contracts/orders.contract';
import { orderView, type OrderView } from './order-view';
import { OrderRefused } from '../platform/order-refused';
import { lockStock, recordSale, takeStock } from './order-stock';
import type { PaymentProvider } from './payment-provider';
import { uniqueViolation } from '../platform/database/unique-violation';

export interface PlaceOrderInput {
  webId: number;
  /** The token's customer, or null for a guest. */
  customerId: string | null;
  key: string;
  body: PlaceOrderBody;
  /** The Origin header of the shopper's browser: the confirmation link's origin when it is one of the store's own (store-link.ts). */
  origin: string | undefined;
}

export type PlaceOrderResult =
  | { ok: true; order: OrderView; accessToken: string; orderUrl: string; repeated: boolean }
  | { ok: false; status: 400 | 403 | 404 | 409 | 422; message: string; errors?: CheckoutFieldError[]; lines?: unknown[] };

type PaymentChange = Pick<
  OrderRow,
  'status' | 'paymentStatus' | 'paymentInstructions' | 'paymentMethod' | 'paymentReference' | 'paymentUrl'
>;

/** An order its gift card paid in full: Paid at once, whichever method was chosen, with no provider asked. */
const PAID_BY_GIFT_CARD: PaymentChange = {
  status: ORDER_STATUS.paid,
  paymentStatus: 'paid',
  paymentInstructions: 'Paid in full with your gift card: there is nothing left to pay.',
  paymentMethod: 'gift_card',
  paymentReference: '',
  paymentUrl: '',
};

/** A code the order asked for, or the payment method for its total, was refused under the locks: a 400 naming its field, nothing written. */
class FieldsRefused extends Error {
  constructor(readonly errors: CheckoutFieldError[]) {
    super(errors.map((error) => error.message).join(' '));
  }
}

export interface OrderServiceDeps {
  db: Db;
  /** The store API's one StoreRepository (built in store-api.ts): the confirmation names the store. */
  stores: StoreRepository;
  /** The cart module: an order placed from the stored cart empties it in the order's transaction. */
  carts: CartService;
  providers: readonly PaymentProvider[];
  /** Where the confirmation mail is queued (none: no mail). */
  jobs?: JobQueue | undefined;
  /** Where `orders/create` is emitted, in the order's transaction (decision 91); none: no webhooks. */
  webhooks?: WebhookEmitter | undefined;
  /** Queues the owner's new-order notice in the order's transaction (platform/owner-notices.ts). */
  ownerNotice?: ((tx: Db, webId: number, order: OrderView) => Promise<void>) | undefined;
  /** The time discounts are checked at (tests pass their own). */
  now?: (() => Date) | undefined;
  /** Tests inject a fault here, after the order rows are written and before the commit. */
  beforeCommit?: (() => Promise<void>) | undefined;
  /** The platform's shared hosts, where the confirmation link carries `?store=` (store-link.ts). */
  platformHosts?: readonly string[] | undefined;
}

const isUniqueViolation = (error: unknown) => uniqueViolation(error) !== null;

export class PlaceOrderService {
  constructor(private readonly deps: OrderServiceDeps) {}

  async place(input: PlaceOrderInput): Promise<PlaceOrderResult> {
    const settings = await readCheckoutSettings(this.deps.db, input.webId, this.deps.providers);
    if (!settings) return { ok: false, status: 404, message: 'No such store' };
    if (settings.accountMode === 1 && input.customerId === null)
      return { ok: false, status: 403, message: 'Sign in to check out in this store' };
    // Accounts disabled: every order is a guest's, reached through its link.
    const customerId = settings.accountMode === 3 ? null : input.customerId;
    const checked = this.check(input.body, settings);
    if (!checked.ok) return checked;
    const lines: CartLine[] = input.body.Source === 'buynow' ? [input.body.CartCode!] : input.body.CartCodes;
    const hash = requestHash({ customerId, body: { ...input.body, CustomFields: checked.customFields } });
    try {
      const row = await this.deps.db.transaction((tx) => this.write(tx, { ...input, customerId }, lines, settings, checked, hash));
      if ('repeated' in row) return this.answer(row.order, input, true);
      const paid = await this.pay(row.order, settings, input.body.PaymentMethod, input.origin);
      // The payment step has answered: the confirmation can say how to pay. Should this fail, the hold runs out.
      await this.deps.jobs?.hasten(ORDER_CONFIRMATION_JOB, String(paid.id)).catch(() => undefined);
      return this.answer(paid, input, false);
    } catch (error) {
      if (error instanceof OrderRefused) return { ok: false, status: error.status, message: error.message, lines: error.lines };
      if (error instanceof FieldsRefused) return { ok: false, status: 400, message: error.message, errors: error.errors };
      // Two calls with one key that raced past each other's check: the unique index kept one order.
      if (isUniqueViolation(error)) {
        const existing = await findByKey(this.deps.db, input.webId, input.key);
        if (existing && existing.requestHash === hash) return this.answer(existing, input, true);
        if (existing) return { ok: false, status: 422, message: 'Idempotency-Key was already used for another order' };
      }
      throw error;
    }
  }

  private check(body: PlaceOrderBody, settings: CheckoutSettings) {
    const contact = { fullName: body.Contact.FullName, email: body.Contact.Email, phone: body.Contact.Phone };
    const address = {
      line1: body.ShippingAddress.Line1,
      line2: body.ShippingAddress.Line2,
      city: body.ShippingAddress.City,
      region: body.ShippingAddress.Region,
      postalCode: body.ShippingAddress.PostalCode,
      country: body.ShippingAddress.Country,
    };
    const errors = [...checkContact(contact, settings.contactRequirementMode), ...checkAddress(address)];
    const shipping = settings.shippingMethods.find((method) => method.id === body.ShippingMethodID);
    if (!shipping) errors.push({ field: 'ShippingMethodID', message: 'Choose one of the shipping methods offered' });
    else if (countryCodeOf(address.country) !== null) {
      // Only the methods of the address's zone ship there (shipping-zones.ts).
      const refusal = methodRefusal(settings.shippingZones, shipping, countryCodeOf(address.country)!);
      if (refusal)
        errors.push({
          field: zoneFor(settings.shippingZones, address.country) ? 'ShippingMethodID' : 'ShippingAddress.Country',
          message: refusal,
        });
    }
    if (!settings.paymentMethods.some((method) => method.code === body.PaymentMethod))
      errors.push({ field: 'PaymentMethod', message: 'Choose one of the payment methods offered' });
    const custom = validateFields(settings.customFields, body.CustomFields);
    if (!custom.ok) errors.push(...custom.errors.map((error) => ({ field: `CustomFields.${error.field}`, message: error.message })));
    if (errors.length > 0 || !shipping || !custom.ok) {
      return {
        ok: false as const,
        status: 400 as const,
        message: `Invalid request: ${errors.map((error) => error.field).join(', ')}`,
        errors,
      };
    }
    // The order's answers name a file by its name and size; its bytes go to order_files in the same
    // transaction. Unanswered questions are left out.
    const customFields = custom.fields
      .map((field) => ({ fieldName: field.fieldName, value: field.file ? `${field.file.name} (${field.file.size} bytes)` : field.value }))
      .filter((field) => (Array.isArray(field.value) ? field.value.length > 0 : field.value !== ''));
    const files = custom.fields.flatMap((field) => (field.file ? [{ fieldName: field.fieldName, file: field.file }] : []));
    // The order keeps the country's code, whichever way the request named it.
    const shippingAddress = { ...address, country: countryCodeOf(address.country) ?? address.country };
    return { ok: true as const, contact, address: shippingAddress, shipping, customFields, files };
  }

  private async write(
    tx: Db,
    input: PlaceOrderInput,
    lines: CartLine[],
    settings: CheckoutSettings,
    checked: Extract<ReturnType<PlaceOrderService['check']>, { ok: true }>,
    hash: string,
  ): Promise<{ order: OrderRow } | { order: OrderRow; repeated: true }> {
    await lockStock(tx, input.webId, lines);
    // Read after the locks: a retry that waited for the first call sees its order.
    const existing = await findByKey(tx, input.webId, input.key);
    if (existing) {
      if (existing.requestHash !== hash) throw new OrderRefused('Idempotency-Key was already used for another order', 422);
      return { order: existing, repeated: true };
    }
    const catalog = await sellableProducts(
      tx,
      input.webId,
      lines.map((line) => line.productID),
    );
    const settled = settleGuestCart(lines, null, catalog).lines;
    const troubled = settled.filter((line) => line.item.status !== 'ok');
    if (troubled.length > 0) {
      const first = troubled[0]!;
      throw new OrderRefused(
        `${first.item.product.itemName || 'An item'}: ${first.statusMessage} Your cart is kept; review it and try again.`,
        409,
        troubled.map((line) => ({ cartCode: line.item.cartItemCode, status: line.item.status, statusMessage: line.statusMessage })),
      );
    }
    const orderLines: NewOrderLine[] = settled.map(({ item }) => {
      const { quantity } = item;
      const cents = lineCents(totalsLineOf(item));
      return {
        productId: item.product.productID,
        variantId: item.product.variantID,
        sku: item.product.sku,
        itemName: item.product.itemName,
        variantName: item.product.variantName,
        productUrl: item.product.productURL,
        thumbnailFile: item.product.thumbnailFile,
        unitPrice: decimalText(item.product.unitCents),
        quantity,
        lineTotal: centsText(cents.item + cents.addons),
        addons: item.addons.map((addon) => ({
          addonID: Number(addon.cartAddonID),
          addonName: addon.addonName,
          price: decimalText(addon.unitCents),
          totalPrice: decimalText(addon.totalCents),
        })),
      };
    });
    const stockMoves = await takeStock(
      tx,
      input.webId,
      settled.map(({ item }) => ({
        productID: item.product.productID,
        variantID: item.product.variantID,
        quantity: item.quantity,
        name: item.product.itemName,
      })),
    );
    const priced = settled.map(({ item }) => totalsLineOf(item));
    const weightGrams = await shipmentWeight(
      tx,
      input.webId,
      settled.map(({ item }) => ({ productID: item.product.productID, variantID: item.product.variantID, quantity: item.quantity })),
    );
    // As the quote does: the zone's method and tax rule for these lines (checked above that it ships there).
    const quoted = shippingQuote({
      zones: settings.shippingZones,
      methods: settings.shippingMethods,
      country: checked.address.country,
      methodId: checked.shipping.id,
      lines: priced,
      weightGrams,
      tax: settings.tax,
    });
    if (!quoted.ok) throw new OrderRefused(quoted.message, 409);
    // The codes are read under their row locks: a second order on the same code waits here, then counts.
    const customerKey = customerKeyOf(input.customerId, checked.contact);
    const codes = await resolveCodes(
      tx,
      { discountCode: input.body.DiscountCode, giftCardCode: input.body.GiftCardCode },
      {
        webId: input.webId,
        subtotal: priceOrder({ lines: priced, shipping: null }).subtotal,
        now: this.deps.now?.() ?? new Date(),
        customerKey,
        currency: settings.currency,
        lock: true,
      },
    );
    if (codes.errors.length > 0) throw new FieldsRefused(codes.errors);
    const { base: pricing, shownTotals } = orderPricing(
      { lines: priced, shipping: checked.shipping, weightGrams, tax: quoted.tax, adjustments: codes.adjustments },
      settings.currency,
    );
    // A card gateway's minimum charge (Stripe's), told now rather than by a card page that never opens.
    const refusal = this.amountRefusal(input.body.PaymentMethod, shownTotals.total, settings.currency.abbreviation);
    if (refusal) throw new FieldsRefused([{ field: 'PaymentMethod', message: refusal }]);
    const totals = baseTotalsText(pricing);
    const order = await insertOrder(
      tx,
      {
        storeId: input.webId,
        code: newOrderCode(),
        accessToken: newAccessToken(),
        customerId: input.customerId,
        status: ORDER_STATUS.pending,
        paymentMethod: input.body.PaymentMethod,
        paymentStatus: 'unpaid',
        shippingMethodId: checked.shipping.id,
        shippingName: checked.shipping.name,
        shippingRate: totals.shipping,
        itemsTotal: totals.itemsTotal,
        addonsTotal: totals.addonsTotal,
        subtotal: totals.subtotal,
        total: totals.total,
        discountTotal: totals.discount,
        discountLabel: pricing.discount > 0 || codes.adjustments.freeShipping ? codes.label : '',
        giftCardTotal: totals.giftCard,
        giftCardLast4: pricing.giftCard > 0 && codes.card ? codes.card.code.slice(-4) : '',
        taxTotal: totals.tax,
        taxRate: quoted.tax.rate,
        taxMode: quoted.tax.mode,
        taxRounding: quoted.tax.rounding,
        currencyAbbreviation: settings.currency.abbreviation,
        currencyRate: settings.currency.rate,
        contact: checked.contact,
        shippingAddress: checked.address,
        note: input.body.Note.trim(),
        customFields: checked.customFields,
        source: input.body.Source,
        eventId: `ev${randomBytes(9).toString('base64url')}`,
        idempotencyKey: input.key,
        requestHash: hash,
      },
      orderLines,
    );
    await recordSale(tx, input.webId, order.id, stockMoves);
    const confirmation: OrderConfirmationPayload = { webId: input.webId, orderId: order.id, origin: input.origin ?? null };
    await this.deps.jobs?.enqueue(ORDER_CONFIRMATION_JOB, confirmation, {
      key: String(order.id),
      storeId: input.webId,
      runAt: new Date(Date.now() + CONFIRMATION_HOLD_MS),
      in: tx,
    });
    await this.deps.webhooks?.emit(tx, {
      webId: input.webId,
      topic: 'orders/create',
      data: orderData(order, await linesOf(tx, [order.id])),
    });
    await commitCodes(tx, codes, pricing, { webId: input.webId, orderId: order.id, customerKey });
    await this.deps.ownerNotice?.(tx, input.webId, orderView(order, await linesOf(tx, [order.id]), []));
    if (checked.files.length > 0) {
      await tx.insert(orderFiles).values(
        checked.files.map(({ fieldName, file }) => ({
          orderId: order.id,
          storeId: input.webId,
          fieldName,
          fileName: file.name,
          contentType: file.type,
          size: file.size,
          dataBase64: file.base64,
        })),
      );
    }
    if (input.customerId !== null && input.body.Source === 'cart')
      await this.deps.carts.emptyIn(tx, { webId: input.webId, customerId: input.customerId });
    await this.deps.beforeCommit?.();
    return { order };
  }

  /**
   * Asks the chosen provider how the order is paid; a provider that fails leaves it Pending (resumable).
   * `origin` (the shopper's browser) picks which of the store's hosts a hosted payment page returns to.
   */
  async pay(order: OrderRow, settings: Pick<CheckoutSettings, 'currency'>, method: string, origin?: string): Promise<OrderRow> {
    const provider = this.deps.providers.find((candidate) => candidate.code === method);
    if (!provider) return order;
    try {
      // The shopper pays what they were shown: the order's total in its currency's minor units, at its own rate.
      const total = orderView(order, await linesOf(this.deps.db, [order.id]), []).shownTotals.total;
      // A gift card paid it all: nothing is left for any provider (a card page for 0 would be refused).
      if (total === 0) return await this.settle(order, PAID_BY_GIFT_CARD, 'Gift card');
      const links = await this.paymentLinks(order, origin);
      const outcome = await provider.begin({
        storeId: order.storeId,
        orderCode: order.code,
        amount: minorText(total, order.currencyAbbreviation),
        currency: settings.currency.abbreviation,
        email: order.contact.email,
        ...links,
      });
      return await this.settle(
        order,
        {
          status: outcome.status,
          paymentStatus: outcome.paymentStatus,
          paymentInstructions: outcome.instructions,
          paymentMethod: method,
          paymentReference: outcome.reference ?? '',
          paymentUrl: outcome.redirectUrl ?? '',
        },
        provider.label,
      );
    } catch {
      return order;
    }
  }

  private async settle(order: OrderRow, change: PaymentChange, by: string): Promise<OrderRow> {
    await setOrderStatus(this.deps.db, order.id, change, by);
    return { ...order, ...change };
  }

  /** Why the chosen method cannot take the order's total (in its currency); null when it can, or when nothing is left to pay. */
  amountRefusal(method: string, minor: number, currency: string): string | null {
    if (minor === 0) return null;
    return (
      this.deps.providers.find((candidate) => candidate.code === method)?.refusesAmount?.(minorText(minor, currency), currency) ?? null
    );
  }

  /** Back from a hosted payment page: the order's page (paid or not, it says which), or its resume page after a cancel. */
  private async paymentLinks(order: OrderRow, origin: string | undefined): Promise<{ returnUrl: string; cancelUrl: string }> {
    const store = await this.deps.stores.findById(order.storeId);
    const link = (path: string, params: Record<string, string>) =>
      store ? storeLink(store, origin, path, params, this.deps.platformHosts) : path;
    return {
      returnUrl: link(`/order/${order.id}`, { t: order.accessToken, payment: 'card' }),
      cancelUrl: link(`/checkout/oc/${order.code}`, { t: order.accessToken, payment: 'cancelled' }),
    };
  }

  private async answer(order: OrderRow, input: PlaceOrderInput, repeated: boolean): Promise<PlaceOrderResult> {
    const fresh = (await findById(this.deps.db, input.webId, order.id)) ?? order;
    const view = orderView(fresh, await linesOf(this.deps.db, [fresh.id]), await historyOf(this.deps.db, fresh.id));
    const orderUrl = `/order/${fresh.id}?t=${fresh.accessToken}`;
    return { ok: true, order: view, accessToken: fresh.accessToken, orderUrl, repeated };
  }
}
