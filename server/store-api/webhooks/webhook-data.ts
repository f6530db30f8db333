/**
 * What a webhook's `data` says of an order, a product or a customer (docs/back-office.md, "Webhooks"):
 * a stable, snake_case shape for receivers, with money as the decimal text the store keeps, in the
 * store's base currency. Never an order's access token, a password hash or a session.
 */
import type { OrderLineRow, OrderRow } from '../orders/order.repository';

export function orderData(order: OrderRow, lines: readonly OrderLineRow[]) {
  return {
    id: order.id,
    code: order.code,
    status: order.status,
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    customer_id: order.customerId,
    contact: order.contact,
    shipping_address: order.shippingAddress,
    shipping: { name: order.shippingName, rate: order.shippingRate },
    subtotal: order.subtotal,
    discount_total: order.discountTotal,
    total: order.total,
    currency: order.currencyAbbreviation,
    note: order.note,
    tracking: order.trackingNumber ? { number: order.trackingNumber, url: order.trackingUrl } : null,
    lines: lines.map((line) => ({
      product_id: line.productId,
      variant_id: line.variantId,
      sku: line.sku,
      name: line.itemName,
      variant: line.variantName,
      unit_price: line.unitPrice,
      quantity: line.quantity,
      total: line.lineTotal,
    })),
    created_at: order.createdAt.toISOString(),
  };
}

export interface ProductDataRow {
  id: number;
  slug: string;
  name: string;
  status: string;
  sku: string;
  price: string;
  compareAtPrice: string | null;
  stock: number;
  vendor: string;
  productType: string;
  tags: string[];
  version: number;
  updatedAt: Date;
}

export function productData(product: ProductDataRow) {
  return {
    id: product.id,
    handle: product.slug,
    name: product.name,
    status: product.status,
    sku: product.sku,
    price: product.price,
    compare_at_price: product.compareAtPrice,
    stock: product.stock,
    vendor: product.vendor,
    product_type: product.productType,
    tags: product.tags,
    version: product.version,
    updated_at: product.updatedAt.toISOString(),
  };
}

export interface CustomerDataRow {
  id: number;
  email: string | null;
  phone: string | null;
  firstName: string;
  lastName: string;
  companyName: string | null;
  status: number;
  createdAt: Date;
}

export function customerData(customer: CustomerDataRow) {
  return {
    id: customer.id,
    email: customer.email,
    phone: customer.phone,
    first_name: customer.firstName,
    last_name: customer.lastName,
    company_name: customer.companyName,
    status: customer.status,
    created_at: customer.createdAt.toISOString(),
  };
}
