/** Payloads of the studio's back-office calls (orders and customers), one zod schema each: a malformed one is a 400 naming the field. */
import { z } from 'zod';
import { defineCall } from './define-call';
import { CUSTOMER_ACTIONS } from '../domain/identity/customer-transitions';
import { ORDER_STATUSES } from '../domain/orders/order-status';
import { recordId, recordIdParam, storedText } from './input-fields.contract';

/** A calendar day as YYYY-MM-DD (the studio's date inputs), for list filters. */
export const day = (field: string) =>
  z
    .string({ error: `${field} must be a date` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date as YYYY-MM-DD`)
    // Date.parse rolls 2026-02-30 over to March: a real day reads back as itself.
    .refine((value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
    }, `${field} must be a real date`);

export const page = z.coerce
  .number({ error: 'Page must be a number' })
  .int('Page must be an integer')
  .min(1, 'Page must be at least 1')
  .max(10_000, 'Page is too large')
  .default(1);
export const pageSize = z.coerce
  .number({ error: 'PageSize must be a number' })
  .int('PageSize must be an integer')
  .min(1, 'PageSize must be at least 1')
  .max(100, 'PageSize must be at most 100')
  .default(25);
const search = storedText('Search', 100, { trim: true }).default('');

export const orderListQuery = z
  .object({
    Search: search,
    Status: z.enum(ORDER_STATUSES as [string, ...string[]], { error: 'Status must be one of the order statuses' }).optional(),
    PaymentMethod: storedText('PaymentMethod', 40, { trim: true }).optional(),
    From: day('From').optional(),
    To: day('To').optional(),
    Page: page,
    PageSize: pageSize,
  })
  .refine((query) => !query.From || !query.To || query.From <= query.To, { message: 'From must not be after To', path: ['From'] });
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const orderIdQuery = z.object({ OrderID: recordIdParam('OrderID') });
export const orderFileQuery = z.object({ OrderID: recordIdParam('OrderID'), FileID: recordIdParam('FileID') });

export const setOrderStatusBody = z.object(
  {
    OrderID: recordId('OrderID'),
    Status: z.enum(ORDER_STATUSES as [string, ...string[]], { error: 'Status must be one of the order statuses' }),
    TrackingNumber: storedText('TrackingNumber', 64, { trim: true }).optional(),
    TrackingUrl: storedText('TrackingUrl', 500, { trim: true }).optional(),
    Note: storedText('Note', 500, { trim: true, multiline: true }).default(''),
  },
  { error: 'The body must be an object' },
);

export const customerListQuery = z.object({
  Search: search,
  Status: z.coerce
    .number({ error: 'Status must be a number' })
    .int('Status must be a customer status')
    .min(1, 'Status must be a customer status')
    .max(5, 'Status must be a customer status')
    .optional(),
  Page: page,
  PageSize: pageSize,
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;

export const setCustomerStatusBody = z.object(
  {
    CustomerID: recordId('CustomerID'),
    Action: z.enum(CUSTOMER_ACTIONS, { error: `Action must be one of ${CUSTOMER_ACTIONS.join(', ')}` }),
  },
  { error: 'The body must be an object' },
);

export const ownerSignInBody = z.object({
  // Optional: an e-mail that owns one store signs in to it; only an owner of several names the store.
  Store: z
    .string()
    .trim()
    .max(253)
    .regex(/^[A-Za-z0-9.-]*$/, 'Store must be a store name or domain')
    .optional(),
  Email: z.string({ error: 'Email is required' }).trim().toLowerCase().email('Email must be a valid email').max(254),
  Password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});

/** The studio's Orders (docs/back-office.md); another store's order is a 404 like an unknown one. */
export const ORDER_CALLS = {
  orders: defineCall({ method: 'GET', path: '/Owner/Orders', auth: 'owner', permission: 'orders.manage', request: orderListQuery }),
  order: defineCall({ method: 'GET', path: '/Owner/Order', auth: 'owner', permission: 'orders.manage', request: orderIdQuery }),
  orderFile: defineCall({
    method: 'GET',
    path: '/Owner/OrderFile',
    auth: 'owner',
    permission: 'orders.manage',
    request: orderFileQuery,
    file: true,
  }),
  setOrderStatus: defineCall({
    method: 'POST',
    path: '/Owner/SetOrderStatus',
    auth: 'owner',
    permission: 'orders.manage',
    request: setOrderStatusBody,
  }),
};

/** The studio's Customers (docs/back-office.md). */
export const CUSTOMER_CALLS = {
  customers: defineCall({
    method: 'GET',
    path: '/Owner/Customers',
    auth: 'owner',
    permission: 'customers.manage',
    request: customerListQuery,
  }),
  setCustomerStatus: defineCall({
    method: 'POST',
    path: '/Owner/SetCustomerStatus',
    auth: 'owner',
    permission: 'customers.manage',
    request: setCustomerStatusBody,
  }),
};

/** The owner's session: sign-in (limited like a customer's), who is signed in, and a pass into the closed storefront. */
export const OWNER_SESSION_CALLS = {
  signIn: defineCall({
    method: 'POST',
    path: '/Owner/SignIn',
    auth: 'public',
    request: ownerSignInBody,
    limit: 'signIn',
    bodyRequired: true,
  }),
  me: defineCall({ method: 'GET', path: '/Owner/Me', auth: 'owner', permission: 'member' }),
  previewPass: defineCall({ method: 'POST', path: '/Owner/PreviewPass', auth: 'owner', permission: 'member' }),
};
