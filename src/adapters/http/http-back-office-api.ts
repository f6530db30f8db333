/**
 * BackOfficeApi over HTTP: the store API's /Owner/Orders, /Owner/Customers and their changes, with the
 * owner token as the bearer token (same origin as the studio). Filters left empty are not sent.
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
import type { issueGiftCardBody, setDiscountActiveBody, setGiftCardActiveBody } from '../../contracts/owner-discounts.contract';
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
import { callOwnerApi, type OwnerApiDeps } from './http-studio-api';
import { fetchOwnerFile, ownerQuery as query } from './owner-call-helpers';
import type { z } from 'zod';
import type { setCustomerStatusBody, setOrderStatusBody } from '../../contracts/owner.contract';
import { shippingSetupFromWire, shippingSetupToWire, type ShippingSetupWire } from '../../contracts/owner-shipping.wire';

/** The owner's order answer: its money as the storefront's orders write it (orders.wire.ts). */
type OwnerOrderAnswerWire = Omit<OwnerOrderAnswer, 'order'> & { order: WireMoney<OwnerOrder> };
const ownerOrderFromWire = (wire: OwnerOrderAnswerWire): OwnerOrderAnswer => ({ ...wire, order: orderMoneyFromWire(wire.order) });

export class HttpBackOfficeApi implements BackOfficeApi {
  constructor(private readonly deps: OwnerApiDeps) {}

  orders(filters: OrderFilters) {
    const { search, status, paymentMethod, from, to, page } = filters;
    return callOwnerApi<OrderPage>(
      this.deps,
      'GET',
      `Owner/Orders${query({ Search: search, Status: status, PaymentMethod: paymentMethod, From: from, To: to, Page: page })}`,
    );
  }

  order(orderID: number) {
    return callOwnerApi<OwnerOrderAnswer, OwnerOrderAnswerWire>(
      this.deps,
      'GET',
      `Owner/Order${query({ OrderID: orderID })}`,
      undefined,
      ownerOrderFromWire,
    );
  }

  setOrderStatus(change: StatusChange) {
    return callOwnerApi<OwnerOrderAnswer, OwnerOrderAnswerWire>(
      this.deps,
      'POST',
      'Owner/SetOrderStatus',
      {
        OrderID: change.orderID,
        Status: change.status,
        Note: change.note,
        ...(change.trackingNumber ? { TrackingNumber: change.trackingNumber } : {}),
        ...(change.trackingUrl ? { TrackingUrl: change.trackingUrl } : {}),
      } satisfies z.input<typeof setOrderStatusBody>,
      ownerOrderFromWire,
    );
  }

  orderFile(orderID: number, fileID: number): Promise<StudioResult<Blob>> {
    return fetchOwnerFile(this.deps, `Owner/OrderFile${query({ OrderID: orderID, FileID: fileID })}`);
  }

  customers(filters: { search: string; status: number | null; page: number }) {
    return callOwnerApi<CustomerPage>(
      this.deps,
      'GET',
      `Owner/Customers${query({ Search: filters.search, Status: filters.status, Page: filters.page })}`,
    );
  }

  setCustomerStatus(customerID: number, action: CustomerAction) {
    return callOwnerApi<{ customer: CustomerSummary }>(this.deps, 'POST', 'Owner/SetCustomerStatus', {
      CustomerID: customerID,
      Action: action,
    } satisfies z.input<typeof setCustomerStatusBody>);
  }

  discounts() {
    return callOwnerApi(this.deps, 'GET', 'Owner/Discounts', undefined, ownerDiscountsFromWire);
  }

  saveDiscount(draft: DiscountDraft) {
    return callOwnerApi(this.deps, 'POST', 'Owner/SaveDiscount', saveDiscountBodyOf(draft), discountAnswer);
  }

  setDiscountActive(discountID: number, isActive: boolean) {
    const body = { DiscountID: discountID, IsActive: isActive } satisfies z.input<typeof setDiscountActiveBody>;
    return callOwnerApi(this.deps, 'POST', 'Owner/SetDiscountActive', body, discountAnswer);
  }

  issueGiftCard(amountCents: number, note: string) {
    const body = { Amount: decimalText(amountCents), Note: note } satisfies z.input<typeof issueGiftCardBody>;
    return callOwnerApi(this.deps, 'POST', 'Owner/IssueGiftCard', body, giftCardAnswer);
  }

  setGiftCardActive(giftCardID: number, isActive: boolean) {
    const body = { GiftCardID: giftCardID, IsActive: isActive } satisfies z.input<typeof setGiftCardActiveBody>;
    return callOwnerApi(this.deps, 'POST', 'Owner/SetGiftCardActive', body, giftCardAnswer);
  }

  shipping() {
    return callOwnerApi(this.deps, 'GET', 'Owner/Shipping', undefined, (data: { shipping: ShippingSetupWire }) =>
      shippingSetupFromWire(data.shipping),
    );
  }

  saveShipping(setup: ShippingSetup) {
    return callOwnerApi(this.deps, 'POST', 'Owner/SaveShipping', shippingSetupToWire(setup), (data: { shipping: ShippingSetupWire }) =>
      shippingSetupFromWire(data.shipping),
    );
  }
}

const discountAnswer = (data: { discount: OwnerDiscountWire }) => ({ discount: discountFromWire(data.discount) });
const giftCardAnswer = (data: { giftCard: OwnerGiftCardWire }) => ({ giftCard: giftCardFromWire(data.giftCard) });
