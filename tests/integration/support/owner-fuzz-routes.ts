/**
 * The owner calls fuzz-routes.ts does not list yet (discounts, gift cards, custom pages, products, the
 * preview pass), each with a request it accepts; the suite checks every route that asks for an owner token
 * is in one list or the other (bad-input-fuzz.test.ts). Atelier's owner: ids are the seed's or none.
 */
import { createPageBody, deletePageBody, updatePageBody } from '../../../src/contracts/owner-pages.contract';
import {
  issueGiftCardBody,
  saveDiscountBody,
  setDiscountActiveBody,
  setGiftCardActiveBody,
} from '../../../src/contracts/owner-discounts.contract';
import {
  createProductBody,
  ownerProductQuery,
  ownerProductsQuery,
  productIdBody,
  setProductStockBody,
  updateProductBody,
} from '../../../src/contracts/owner-products.contract';
import type { FuzzRoute } from './fuzz-routes';

const api = (path: string) => `/store-api${path}`;

export const MORE_OWNER_ROUTES: FuzzRoute[] = [
  { method: 'POST', path: api('/Owner/PreviewPass'), auth: 'owner', valid: () => ({}) },
  { method: 'GET', path: api('/Owner/Discounts'), auth: 'owner', valid: () => ({}) },
  {
    method: 'POST',
    path: api('/Owner/SaveDiscount'),
    auth: 'owner',
    schema: saveDiscountBody,
    valid: () => ({
      Code: 'FUZZ10',
      Title: 'Ten off',
      Kind: 'percentage',
      Percent: 10,
      MinSubtotal: '20.00',
      StartsAt: '2026-01-01',
      EndsAt: '2026-12-31T23:59:59Z',
      UsageLimit: 100,
      PerCustomerLimit: 1,
      IsActive: true,
    }),
  },
  {
    method: 'POST',
    path: api('/Owner/SetDiscountActive'),
    auth: 'owner',
    schema: setDiscountActiveBody,
    valid: () => ({ DiscountID: 1, IsActive: false }),
  },
  {
    method: 'POST',
    path: api('/Owner/IssueGiftCard'),
    auth: 'owner',
    schema: issueGiftCardBody,
    valid: () => ({ Amount: '25.00', Note: 'For a regular' }),
  },
  {
    method: 'POST',
    path: api('/Owner/SetGiftCardActive'),
    auth: 'owner',
    schema: setGiftCardActiveBody,
    valid: () => ({ GiftCardID: 1, IsActive: false }),
  },
  { method: 'GET', path: api('/Pages/List'), auth: 'owner', valid: () => ({}) },
  {
    method: 'POST',
    path: api('/Pages/Create'),
    auth: 'owner',
    schema: createPageBody,
    valid: () => ({ Title: 'Our story', Slug: 'fuzz-story', MetaTitle: 'Our story', MetaDescription: 'How we began.' }),
  },
  {
    method: 'POST',
    path: api('/Pages/Update'),
    auth: 'owner',
    schema: updatePageBody,
    valid: () => ({ PageID: 1, Title: 'Our story', Slug: 'fuzz-story-2', MetaTitle: '', MetaDescription: '' }),
  },
  { method: 'POST', path: api('/Pages/Delete'), auth: 'owner', schema: deletePageBody, valid: () => ({ PageID: 999_999 }) },
  {
    method: 'GET',
    path: api('/Owner/Products'),
    auth: 'owner',
    schema: ownerProductsQuery,
    valid: () => ({ Search: 'vase', Status: 'all' }),
  },
  { method: 'GET', path: api('/Owner/Product'), auth: 'owner', schema: ownerProductQuery, valid: () => ({ ProductID: 1 }) },
  {
    method: 'POST',
    path: api('/Owner/CreateProduct'),
    auth: 'owner',
    schema: createProductBody,
    valid: () => ({
      Name: 'Fuzz bowl',
      Price: '12.50',
      Stock: 3,
      Tags: ['bowl'],
      Options: [{ Name: 'Size', Values: ['S', 'L'] }],
      Variants: [{ Price: '12.50', Stock: 1, OptionValues: ['S'] }],
    }),
  },
  {
    method: 'POST',
    path: api('/Owner/UpdateProduct'),
    auth: 'owner',
    schema: updateProductBody,
    valid: () => ({ ProductID: 999_999, Version: 1, Name: 'Fuzz bowl', Price: '13' }),
  },
  { method: 'POST', path: api('/Owner/DuplicateProduct'), auth: 'owner', schema: productIdBody, valid: () => ({ ProductID: 999_999 }) },
  { method: 'POST', path: api('/Owner/ArchiveProduct'), auth: 'owner', schema: productIdBody, valid: () => ({ ProductID: 999_999 }) },
  { method: 'POST', path: api('/Owner/DeleteProduct'), auth: 'owner', schema: productIdBody, valid: () => ({ ProductID: 999_999 }) },
  {
    method: 'POST',
    path: api('/Owner/SetProductStock'),
    auth: 'owner',
    schema: setProductStockBody,
    valid: () => ({ ProductID: 999_999, Quantity: 5, Reason: 'manual' }),
  },
];
