/**
 * Every route of the host and its store API, each with a request it accepts: the fuzz suite plants
 * garbage in those requests (support/fuzz-values.ts). Where a route's zod schema is exported, the
 * fields it names are fuzzed as well, including the optional ones the valid request leaves out. The
 * owner's calls come from their declarations (owner-fuzz-routes.ts).
 */
import type { z } from 'zod';
import { addressIdBody, saveAddressBody } from '../../../src/contracts/address-book.contract';
import {
  changePasswordBody,
  forgotPasswordBody,
  resetPasswordBody,
  signInBody,
  signUpBody,
  updateProfileBody,
  wishlistItemBody,
} from '../../../src/contracts/identity.contract';
import { addCartItemBody, getCartQuery, removeCartAddonBody, removeCartItemBody, syncCartBody } from '../../../src/contracts/cart.contract';
import {
  buyCartQuery,
  getOrderQuery,
  orderCartQuery,
  payOrderBody,
  placeOrderBody,
  quoteQuery,
} from '../../../src/contracts/orders.contract';
import { writeReviewBody } from '../../../src/contracts/reviews.contract';
import { durationBody, eventBody, reportQuery, sessionBody } from '../../../server/store-api/tracking/tracking-schemas';
import type { Payload } from './fuzz-values';

/** What the suite set up before fuzzing: tokens of each kind and ids that exist. */
export interface FuzzContext {
  webID: number;
  guest: string;
  guestRefresh: string;
  customer: string;
  /** An owner token of Atelier (already in maintenance, so SetMaintenance changes nothing that matters). */
  owner: string;
  productId: number;
  cartCode: string;
  shippingId: number;
  orderId: number;
  orderCode: string;
}

export interface FuzzRoute {
  method: 'GET' | 'POST';
  /** Path from the origin; the payload goes in the query (GET), a JSON body, or a form body. */
  path: string;
  auth?: 'guest' | 'customer' | 'owner' | 'operator';
  form?: boolean;
  valid: (context: FuzzContext) => Payload;
  schema?: z.ZodType;
  /** Calls that hash a password cost ~50 ms each: fewer runs. */
  runs?: number;
}

const api = (path: string) => `/store-api${path}`;
/** Calls that hash a password cost ~50 ms each: fewer runs. */
export const HASHING = 12;
const contact = { FullName: 'Ada Lovelace', Email: 'ada@example.com', Phone: '+44 20 7946 0000' };
const address = {
  Line1: '1 Analytical Way',
  Line2: 'Flat 2',
  City: 'New York',
  Region: 'NY',
  PostalCode: '10001',
  Country: 'United States',
};
const ids = (c: FuzzContext) => ({ SessionID: 'seFuzzSession01', EventID: 'evFuzzEvent0001', WebID: c.webID });

export const STORE_API_ROUTES: FuzzRoute[] = [
  { method: 'GET', path: api('/Web/GetWebInfo'), valid: () => ({ Domain: 'aurora', WebThemeID: '1', Preview: 'key' }) },
  { method: 'POST', path: api('/Web/VerifyStorePassword'), auth: 'guest', valid: () => ({ Password: 'not-the-password' }), runs: HASHING },
  { method: 'POST', path: api('/Web/VerifyBypass'), auth: 'guest', valid: () => ({ Bypass: 'abc.def' }) },
  // "Open a store" (decision 97): the address check, a sign-up (Argon2 before its write) and a link's verification.
  { method: 'GET', path: api('/Signup/CheckAddress'), valid: () => ({ Name: 'fuzz-shop' }) },
  {
    method: 'POST',
    path: api('/Signup/Start'),
    valid: () => ({ name: 'fuzz-shop', email: 'fuzz@shop.example', password: 'Harbour-Lantern-77', currency: 'EUR', country: 'DE' }),
    runs: HASHING,
  },
  { method: 'POST', path: api('/Signup/Verify'), valid: () => ({ token: 'A'.repeat(43) }) },
  { method: 'POST', path: api('/Auth/refresh'), valid: (c) => ({ accessToken: c.guest, refreshToken: c.guestRefresh }) },
  {
    method: 'POST',
    path: api('/Account/SignUp'),
    auth: 'guest',
    schema: signUpBody,
    runs: HASHING,
    valid: () => ({
      Email: 'fuzz.signup@example.com',
      Phone: '+1 555 0100',
      Password: 'Linen-Harbour-42',
      FirstName: 'Pat',
      LastName: 'Lee',
      CompanyName: 'Lee Ltd',
      CustomerType: 1,
    }),
  },
  {
    method: 'POST',
    path: api('/Account/SignIn'),
    auth: 'guest',
    schema: signInBody,
    runs: HASHING,
    valid: () => ({ Login: 'demo@aurora.example', Password: 'Wrong-Password-1' }),
  },
  {
    method: 'POST',
    path: api('/Account/ChangePassword'),
    auth: 'customer',
    schema: changePasswordBody,
    runs: HASHING,
    valid: () => ({ CurrentPassword: 'Wrong-Password-1', NewPassword: 'Another-Strong-77' }),
  },
  { method: 'POST', path: api('/Account/SignOut'), valid: (c) => ({ refreshToken: c.guestRefresh }) },
  { method: 'GET', path: api('/Account/GetProfile'), auth: 'customer', valid: () => ({}) },
  {
    method: 'POST',
    path: api('/Account/UpdateProfile'),
    auth: 'customer',
    schema: updateProfileBody,
    valid: () => ({ FirstName: 'Pat', LastName: 'Lee', Phone: '+1 555 0199', CompanyName: 'Lee Ltd' }),
  },
  {
    method: 'POST',
    path: api('/Account/ForgotPassword'),
    auth: 'guest',
    schema: forgotPasswordBody,
    valid: () => ({ Email: 'demo@aurora.example' }),
  },
  {
    method: 'POST',
    path: api('/Account/ResetPassword'),
    auth: 'guest',
    schema: resetPasswordBody,
    runs: HASHING,
    valid: () => ({ Token: 'x'.repeat(43), Password: 'Another-Strong-77' }),
  },
  { method: 'GET', path: api('/Wishlist/GetWishlist'), auth: 'customer', valid: () => ({}) },
  ...['AddItem', 'RemoveItem', 'MoveToCart'].map((action): FuzzRoute => ({
    method: 'POST',
    path: api(`/Wishlist/${action}`),
    auth: 'customer',
    schema: wishlistItemBody,
    valid: (c) => ({ ProductID: c.productId }),
  })),
  { method: 'GET', path: api('/Account/GetAddresses'), auth: 'customer', valid: () => ({}) },
  {
    method: 'POST',
    path: api('/Account/SaveAddress'),
    auth: 'customer',
    schema: saveAddressBody,
    valid: () => ({ Label: 'Home', FullName: 'Ada Lovelace', Phone: '+44 20 7946 0000', ...address, IsDefault: true }),
  },
  ...['DeleteAddress', 'SetDefaultAddress'].map((action): FuzzRoute => ({
    method: 'POST',
    path: api(`/Account/${action}`),
    auth: 'customer',
    schema: addressIdBody,
    valid: () => ({ AddressID: 1 }),
  })),
  {
    method: 'POST',
    path: api('/Account/WriteReview'),
    auth: 'customer',
    schema: writeReviewBody,
    valid: (c) => ({ ProductID: c.productId, Rating: 4, Title: 'Good', Body: 'Fits well.' }),
  },
  { method: 'GET', path: api('/Account/GetMyReviews'), auth: 'customer', valid: () => ({}) },
  { method: 'GET', path: api('/Catalog/GetProducts'), auth: 'guest', valid: () => ({ Source: 'category', Slug: 'dresses', Limit: '8' }) },
  { method: 'GET', path: api('/Catalog/GetCategories'), auth: 'guest', valid: () => ({ Limit: '8' }) },
  { method: 'GET', path: api('/Catalog/GetBrands'), auth: 'guest', valid: () => ({ Limit: '8' }) },
  { method: 'GET', path: api('/Catalog/Suggest'), auth: 'guest', valid: () => ({ Keyword: 'linen dress' }) },
  { method: 'GET', path: api('/Catalog/GetProduct'), auth: 'guest', valid: (c) => ({ ProductID: String(c.productId) }) },
  {
    method: 'GET',
    path: api('/Catalog/GetReviews'),
    auth: 'guest',
    valid: (c) => ({ ProductID: String(c.productId), Sort: '1', Page: '1', Rating: '5' }),
  },
  { method: 'GET', path: api('/Catalog/GetCompareProducts'), auth: 'guest', valid: (c) => ({ IDs: `${c.productId},${c.productId + 1}` }) },
  {
    method: 'GET',
    path: api('/Catalog/GetListing'),
    auth: 'guest',
    valid: () => ({
      Scope: 'category',
      ScopeID: '1',
      Keyword: 'linen',
      Fields: 'name,sku',
      Brands: 'acme',
      PriceMin: '0',
      PriceMax: '500',
      InStock: '1',
      Sort: '2',
      Page: '1',
      PageSize: '24',
    }),
  },
  { method: 'GET', path: api('/Catalog/GetSitemap'), auth: 'guest', valid: () => ({}) },
  { method: 'GET', path: api('/Catalog/GetCollections'), auth: 'guest', valid: () => ({}) },
  { method: 'GET', path: api('/Page/Resolve'), auth: 'guest', valid: () => ({ Slug: 'about-us' }) },
  { method: 'GET', path: api('/Page/GetCustomPage'), auth: 'guest', valid: () => ({ PageID: '1' }) },
  {
    method: 'POST',
    path: api('/Form/Submit'),
    auth: 'guest',
    valid: () => ({
      source: 'form',
      sectionId: 'fuzz1',
      pagePath: '/contact',
      fields: [
        { fieldName: 'Name', value: 'Pat' },
        { fieldName: 'Email', value: 'pat@example.com' },
        { fieldName: 'Message', value: 'Hello there, one question.' },
      ],
    }),
  },
  {
    method: 'POST',
    path: api('/Form/Submit'),
    auth: 'guest',
    valid: () => ({
      source: 'contact',
      pagePath: '/contact',
      fields: [
        { fieldName: 'Name', value: 'Pat' },
        { fieldName: 'Email', value: 'pat@example.com' },
        { fieldName: 'Message', value: 'Hello there, one question.' },
      ],
    }),
  },
  { method: 'GET', path: api('/Form/GetSubmission'), auth: 'guest', valid: () => ({ Receipt: 'abcdefghijklmnopqrstuv' }) },
  { method: 'GET', path: api('/Cart/GetCart'), auth: 'customer', schema: getCartQuery, valid: (c) => ({ CartCodes: c.cartCode }) },
  {
    method: 'POST',
    path: api('/Cart/AddCartItem'),
    auth: 'customer',
    schema: addCartItemBody,
    valid: (c) => ({ CartCodes: c.cartCode, CartCode: c.cartCode, CartItemID: '0' }),
  },
  { method: 'POST', path: api('/Cart/RemoveCartItem'), auth: 'customer', schema: removeCartItemBody, valid: () => ({ CartItemID: '1' }) },
  {
    method: 'POST',
    path: api('/Cart/RemoveCartAddon'),
    auth: 'customer',
    schema: removeCartAddonBody,
    valid: () => ({ CartItemID: '1', CartAddonID: '1' }),
  },
  { method: 'POST', path: api('/Cart/SyncCart'), auth: 'customer', schema: syncCartBody, valid: (c) => ({ CartCodes: c.cartCode }) },
  { method: 'GET', path: api('/Checkout/GetCheckoutOptions'), auth: 'guest', valid: () => ({}) },
  {
    method: 'GET',
    path: api('/Checkout/GetQuote'),
    auth: 'guest',
    schema: quoteQuery,
    valid: (c) => ({ CartCodes: c.cartCode, ShippingMethodID: String(c.shippingId) }),
  },
  { method: 'GET', path: api('/Cart/GetBuyCart'), auth: 'guest', schema: buyCartQuery, valid: (c) => ({ CartCode: c.cartCode }) },
  { method: 'GET', path: api('/Cart/GetOrderCart'), auth: 'guest', schema: orderCartQuery, valid: (c) => ({ OrderCode: c.orderCode }) },
  {
    method: 'POST',
    path: api('/Order/PlaceOrder'),
    auth: 'guest',
    schema: placeOrderBody,
    valid: (c) => ({
      Source: 'cart',
      CartCodes: c.cartCode,
      Contact: contact,
      ShippingAddress: address,
      ShippingMethodID: c.shippingId,
      PaymentMethod: 'cod',
      Note: 'Ring twice',
      CustomFields: [{ fieldName: 'Gift wrapping', value: 'No gift wrapping' }],
    }),
  },
  {
    method: 'POST',
    path: api('/Order/PayOrder'),
    auth: 'guest',
    schema: payOrderBody,
    valid: (c) => ({ OrderCode: c.orderCode, PaymentMethod: 'bank' }),
  },
  {
    method: 'GET',
    path: api('/Order/GetOrder'),
    auth: 'guest',
    schema: getOrderQuery,
    valid: (c) => ({ OrderID: String(c.orderId), Token: 'token' }),
  },
  { method: 'GET', path: api('/Order/GetOrderList'), auth: 'customer', valid: () => ({}) },
  { method: 'GET', path: api('/Health'), valid: () => ({}) },
];

export const HOST_ROUTES: FuzzRoute[] = [
  {
    method: 'POST',
    path: '/api/track/add-session',
    auth: 'guest',
    schema: sessionBody,
    valid: (c) => ({
      ...ids(c),
      VisitorID: 'viFuzzVisitor01',
      CustomerID: null,
      LandingUrl: 'http://aurora.localhost/?utm_source=news',
      Referrer: 'https://search.test/',
      Timestamp: '2026-01-01T00:00:00.000Z',
      IPAddress: '203.0.113.9',
      GeoLocation: {
        City: 'Oslo',
        State: 'Oslo',
        Country: 'Norway',
        CountryCode: 'NO',
        Continent: 'Europe',
        Latitude: 59.9,
        Longitude: 10.7,
        Locality: 'Oslo',
      },
      DeviceInfo: { Browser: 'Chrome', OS: 'Linux', Device: 'desktop', UserAgent: 'Mozilla/5.0' },
      UTM: { utm_source: 'news' },
    }),
  },
  {
    method: 'POST',
    path: '/api/track/event',
    auth: 'guest',
    schema: eventBody,
    valid: (c) => ({ ...ids(c), EventType: 'page_view', Url: 'http://aurora.localhost/dresses', Timestamp: '2026-01-01T00:00:00.000Z' }),
  },
  {
    method: 'POST',
    path: '/api/track/update-duration',
    auth: 'guest',
    schema: durationBody,
    valid: (c) => ({ ...ids(c), Duration: '4500' }),
  },
  { method: 'GET', path: '/api/track/report', auth: 'owner', schema: reportQuery, valid: () => ({ from: '2026-01-01', to: '2026-01-31' }) },
  { method: 'GET', path: '/api/track/ip', valid: () => ({ format: 'json' }) },
  {
    method: 'POST',
    path: '/api/facebook/capi',
    auth: 'guest',
    valid: () => ({
      event_name: 'AddToCart',
      action_source: 'website',
      url: 'http://aurora.localhost/p/mug',
      custom_data: { event_id: 'evfuzz000001', event_time: 1_790_000_000, value: 12.5, currency: 'USD', content_ids: ['SKU-1'] },
    }),
  },
  {
    method: 'POST',
    path: '/contact',
    form: true,
    valid: () => ({
      __wx_source: 'contact',
      __wx_form: 'contact',
      Name: 'Pat',
      Email: 'pat@example.com',
      Message: 'Hello there, one question.',
    }),
  },
  { method: 'POST', path: '/maintenance', form: true, valid: () => ({ password: 'not-the-password' }) },
  { method: 'GET', path: '/api/maintenance/stream', valid: () => ({ store: 'no-such-store' }) },
  { method: 'GET', path: '/store-not-found', valid: () => ({ ec: 'CODE_0001' }) },
];

/** Routes whose input is the path itself: the fuzzed text is put into the path, encoded. */
export const PATH_ROUTES: Array<{ name: string; url: (text: string) => string; valid: string }> = [
  { name: 'GET /media/*', url: (text) => `/media/${encodeURIComponent(text)}`, valid: 'aurora/logo.svg' },
  { name: 'GET /media/* (raw slashes)', url: (text) => `/media/aurora/${encodeURIComponent(text)}`, valid: 'logo.svg' },
  { name: 'GET /img/*', url: (text) => `/img/${encodeURIComponent(text)}/media/aurora/logo.svg`, valid: 'w_64' },
  { name: 'GET /img/* (source)', url: (text) => `/img/w_64/media/${encodeURIComponent(text)}`, valid: 'aurora/logo.svg' },
  { name: 'GET /placeholder/*', url: (text) => `/placeholder/${encodeURIComponent(text)}`, valid: '64x64.svg' },
];

/**
 * The operator API (decision 97), with the operator's token. The stores it names are the fuzz's own
 * (`fuzz-op`, made by a valid CreateStore) or none at all, so no mutation can suspend or delete a
 * store another route is fuzzing.
 */
export const OPERATOR_ROUTES: FuzzRoute[] = [
  {
    method: 'POST',
    path: api('/Operator/CreateStore'),
    auth: 'operator',
    valid: () => ({ name: 'fuzz-op', email: 'op@fuzz.example', password: 'Harbour-Lantern-77', currency: 'EUR', country: 'DE' }),
    runs: HASHING,
  },
  { method: 'GET', path: api('/Operator/Stores'), auth: 'operator', valid: () => ({}) },
  { method: 'POST', path: api('/Operator/SuspendStore'), auth: 'operator', valid: () => ({ name: 'fuzz-op' }) },
  { method: 'POST', path: api('/Operator/ResumeStore'), auth: 'operator', valid: () => ({ name: 'fuzz-op' }) },
  {
    method: 'POST',
    path: api('/Operator/DeleteStore'),
    auth: 'operator',
    valid: () => ({ name: 'fuzz-nobody', confirm: true, now: true }),
  },
  { method: 'POST', path: api('/Operator/InviteSignup'), auth: 'operator', valid: () => ({ email: 'invited@fuzz.example' }) },
];
