/**
 * BackOfficeApi over HTTP: the store API's /Owner/Orders, /Owner/Customers, the discounts and the
 * shipping setup with their changes, with the owner token as the bearer token (same origin as the
 * studio). Each call's path, method and payload come from its declaration (owner-calls.ts).
 */
import type {
  BackOfficeApi,
  CustomerPage,
  CustomerSummary,
  DiscountDraft,
  OrderFilters,
  OrderPage,
  OwnerOrder,
  OwnerOrderAnswer,
  ShippingSetup,
  StatusChange,
} from '../../application/ports/back-office-api.port';
import {
  discountFromWire,
  giftCardFromWire,
  ownerDiscountsFromWire,
  saveDiscountBodyOf,
  type OwnerDiscountWire,
  type OwnerGiftCardWire,
} from '../../contracts/owner-discounts.wire';
import { decimalText } from '../../domain/money/money';
import type { StudioResult } from '../../application/ports/studio-api.port';
import type { CustomerAction } from '../../domain/identity/customer-transitions';
import { orderMoneyFromWire, type WireMoney } from '../../contracts/orders.wire';
import type { OwnerApiDeps } from './owner-call-helpers';
import { callApi, fetchCallFile } from './call-api';
import { OWNER_CALLS } from '../../contracts/owner-calls';
import { shippingSetupFromWire, shippingSetupToWire, type ShippingSetupWire } from '../../contracts/owner-shipping.wire';

/** The owner's order answer: its money as the storefront's orders write it (orders.wire.ts). */
type OwnerOrderAnswerWire = Omit<OwnerOrderAnswer, 'order'> & { order: WireMoney<OwnerOrder> };
const ownerOrderFromWire = (wire: unknown): OwnerOrderAnswer => {
  const answer = wire as OwnerOrderAnswerWire;
  return { ...answer, order: orderMoneyFromWire(answer.order) };
};

export class HttpBackOfficeApi implements BackOfficeApi {
  constructor(private readonly deps: OwnerApiDeps) {}

  orders(filters: OrderFilters) {
    const { search, status, paymentMethod, from, to, page } = filters;
    const query = { Search: search, Status: status, PaymentMethod: paymentMethod, From: from, To: to, Page: page };
    return callApi(this.deps, OWNER_CALLS.orders, query, (data) => data as OrderPage);
  }

  order(orderID: number) {
    return callApi(this.deps, OWNER_CALLS.order, { OrderID: orderID }, ownerOrderFromWire);
  }

  setOrderStatus(change: StatusChange) {
    const body = {
      OrderID: change.orderID,
      Status: change.status,
      Note: change.note,
      ...(change.trackingNumber ? { TrackingNumber: change.trackingNumber } : {}),
      ...(change.trackingUrl ? { TrackingUrl: change.trackingUrl } : {}),
    };
    return callApi(this.deps, OWNER_CALLS.setOrderStatus, body, ownerOrderFromWire);
  }

  orderFile(orderID: number, fileID: number): Promise<StudioResult<Blob>> {
    return fetchCallFile(this.deps, OWNER_CALLS.orderFile, { OrderID: orderID, FileID: fileID });
  }

  customers(filters: { search: string; status: number | null; page: number }) {
    const query = { Search: filters.search, Status: filters.status ?? undefined, Page: filters.page };
    return callApi(this.deps, OWNER_CALLS.customers, query, (data) => data as CustomerPage);
  }

  setCustomerStatus(customerID: number, action: CustomerAction) {
    const body = { CustomerID: customerID, Action: action };
    return callApi(this.deps, OWNER_CALLS.setCustomerStatus, body, (data) => data as { customer: CustomerSummary });
  }

  discounts() {
    return callApi(this.deps, OWNER_CALLS.discounts, undefined, ownerDiscountsFromWire);
  }

  saveDiscount(draft: DiscountDraft) {
    return callApi(this.deps, OWNER_CALLS.saveDiscount, saveDiscountBodyOf(draft), discountAnswer);
  }

  setDiscountActive(discountID: number, isActive: boolean) {
    return callApi(this.deps, OWNER_CALLS.setDiscountActive, { DiscountID: discountID, IsActive: isActive }, discountAnswer);
  }

  issueGiftCard(amountCents: number, note: string) {
    return callApi(this.deps, OWNER_CALLS.issueGiftCard, { Amount: decimalText(amountCents), Note: note }, giftCardAnswer);
  }

  setGiftCardActive(giftCardID: number, isActive: boolean) {
    return callApi(this.deps, OWNER_CALLS.setGiftCardActive, { GiftCardID: giftCardID, IsActive: isActive }, giftCardAnswer);
  }

  shipping() {
    return callApi(this.deps, OWNER_CALLS.shipping, undefined, (data) => shippingSetupFromWire(data.shipping));
  }

  saveShipping(setup: ShippingSetup) {
    return callApi(this.deps, OWNER_CALLS.saveShipping, shippingSetupToWire(setup), (data) =>
      shippingSetupFromWire((data as { shipping: ShippingSetupWire }).shipping),
    );
  }
}

const discountAnswer = (data: { discount: OwnerDiscountWire }) => ({ discount: discountFromWire(data.discount) });
const giftCardAnswer = (data: { giftCard: OwnerGiftCardWire }) => ({ giftCard: giftCardFromWire(data.giftCard) });
