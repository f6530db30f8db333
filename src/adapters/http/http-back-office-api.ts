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
import type { OwnerDiscount, OwnerDiscounts, OwnerGiftCard } from '../../domain/discounts/discount-views';
import type {
  issueGiftCardBody,
  saveDiscountBody,
  setDiscountActiveBody,
  setGiftCardActiveBody,
} from '../../contracts/owner-discounts.contract';
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
    return callOwnerApi<OwnerDiscounts>(this.deps, 'GET', 'Owner/Discounts');
  }

  saveDiscount(draft: DiscountDraft) {
    const body = {
      ...(draft.discountID !== undefined ? { DiscountID: draft.discountID } : {}),
      Code: draft.code,
      Title: draft.title,
      Kind: draft.kind,
      ...(draft.kind === 'percentage' ? { Percent: draft.percent } : {}),
      ...(draft.kind === 'fixed' ? { Amount: draft.amount } : {}),
      MinSubtotal: draft.minSubtotal || '0',
      StartsAt: draft.startsAt,
      EndsAt: draft.endsAt,
      UsageLimit: draft.usageLimit,
      PerCustomerLimit: draft.perCustomerLimit,
      IsActive: draft.isActive,
    } satisfies z.input<typeof saveDiscountBody>;
    return callOwnerApi<{ discount: OwnerDiscount }>(this.deps, 'POST', 'Owner/SaveDiscount', body);
  }

  setDiscountActive(discountID: number, isActive: boolean) {
    return callOwnerApi<{ discount: OwnerDiscount }>(this.deps, 'POST', 'Owner/SetDiscountActive', {
      DiscountID: discountID,
      IsActive: isActive,
    } satisfies z.input<typeof setDiscountActiveBody>);
  }

  issueGiftCard(amount: string, note: string) {
    return callOwnerApi<{ giftCard: OwnerGiftCard }>(this.deps, 'POST', 'Owner/IssueGiftCard', {
      Amount: amount,
      Note: note,
    } satisfies z.input<typeof issueGiftCardBody>);
  }

  setGiftCardActive(giftCardID: number, isActive: boolean) {
    return callOwnerApi<{ giftCard: OwnerGiftCard }>(this.deps, 'POST', 'Owner/SetGiftCardActive', {
      GiftCardID: giftCardID,
      IsActive: isActive,
    } satisfies z.input<typeof setGiftCardActiveBody>);
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
