/** The store API's back-office calls (owner-only): the store's orders and customers, in the studio's words. */
import type { OrderView } from '../../domain/orders/order-types';
import type { CustomerAction } from '../../domain/identity/customer-transitions';
import type { DiscountDraft, OwnerDiscount, OwnerDiscounts, OwnerGiftCard } from '../../domain/discounts/discount-views';
import type { ShippingSetup } from '../../domain/shipping/shipping-setup';
import type { StudioResult } from './studio-api.port';

export interface OrderFilters {
  search: string;
  status: string;
  paymentMethod: string;
  from: string;
  to: string;
  page: number;
}

export interface OrderSummary {
  orderID: number;
  code: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  total: string;
  currency: string;
  customerName: string;
  customerEmail: string;
  isGuest: boolean;
  createdAt: string;
}

export interface OrderPage {
  orders: OrderSummary[];
  total: number;
  page: number;
  pageSize: number;
  counts: Record<string, number>;
  paymentMethods: string[];
}

export interface OwnerOrder extends Omit<OrderView, 'history'> {
  history: Array<{ status: string; note: string; actor: string; createdAt: string }>;
  files: Array<{ fileID: number; fieldName: string; fileName: string; contentType: string; size: number }>;
  account: { customerID: number; firstName: string; lastName: string; email: string | null; customerType: number; status: number } | null;
}

export interface OwnerOrderAnswer {
  order: OwnerOrder;
  nextStatuses: string[];
}

export interface StatusChange {
  orderID: number;
  status: string;
  trackingNumber: string;
  trackingUrl: string;
  note: string;
}

export interface CustomerSummary {
  customerID: number;
  firstName: string;
  lastName: string;
  companyName: string;
  email: string | null;
  phone: string | null;
  customerType: number;
  status: number;
  createdAt: string;
  orderCount: number;
  actions: CustomerAction[];
}

export interface CustomerPage {
  customers: CustomerSummary[];
  total: number;
  page: number;
  pageSize: number;
  counts: Record<string, number>;
}

export interface BackOfficeApi {
  orders(filters: OrderFilters): Promise<StudioResult<OrderPage>>;
  order(orderID: number): Promise<StudioResult<OwnerOrderAnswer>>;
  setOrderStatus(change: StatusChange): Promise<StudioResult<OwnerOrderAnswer>>;
  /** The file's bytes, fetched with the owner token (a plain link could not carry it). */
  orderFile(orderID: number, fileID: number): Promise<StudioResult<Blob>>;
  customers(filters: { search: string; status: number | null; page: number }): Promise<StudioResult<CustomerPage>>;
  setCustomerStatus(customerID: number, action: CustomerAction): Promise<StudioResult<{ customer: CustomerSummary }>>;
  /** The store's discounts with their usage and its gift cards with their balances (docs/checkout.md). */
  discounts(): Promise<StudioResult<OwnerDiscounts>>;
  saveDiscount(draft: DiscountDraft): Promise<StudioResult<{ discount: OwnerDiscount }>>;
  setDiscountActive(discountID: number, isActive: boolean): Promise<StudioResult<{ discount: OwnerDiscount }>>;
  issueGiftCard(amountCents: number, note: string): Promise<StudioResult<{ giftCard: OwnerGiftCard }>>;
  setGiftCardActive(giftCardID: number, isActive: boolean): Promise<StudioResult<{ giftCard: OwnerGiftCard }>>;
  /** The store's shipping zones, methods and tax setup (decision 32). */
  shipping(): Promise<StudioResult<ShippingSetup>>;
  /** Replaces the whole setup; a refusal names each field by its path (`zones.1.methods.0.rate`). */
  saveShipping(setup: ShippingSetup): Promise<StudioResult<ShippingSetup>>;
}

export type { ShippingSetup } from '../../domain/shipping/shipping-setup';

export type { DiscountDraft } from '../../domain/discounts/discount-views';
