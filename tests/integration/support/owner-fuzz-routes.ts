/**
 * The owner's calls for the fuzz suite (bad-input-fuzz.test.ts), from their declarations
 * (src/contracts/owner-calls.ts, docs/decisions.md 79): every call in OWNER_CALLS is fuzzed, the
 * fields its schema names included. A call with a sample here starts from that request, one the
 * store API accepts; one without starts from `{}`, so a new call is fuzzed with no change here.
 * Atelier's owner: the context's order and customer ids are other stores', so a change is a 404.
 */
import { OWNER_CALLS } from '../../../src/contracts/owner-calls';
import { HASHING, type FuzzContext, type FuzzRoute } from './fuzz-routes';

const SAMPLES: Partial<Record<keyof typeof OWNER_CALLS, Pick<FuzzRoute, 'valid' | 'runs'>>> = {
  signIn: { runs: HASHING, valid: () => ({ Store: 'atelier', Email: 'owner@atelier.example', Password: 'Wrong-Password-1' }) },
  orders: {
    valid: () => ({ Search: 'WX', Status: 'Paid', PaymentMethod: 'cod', From: '2026-01-01', To: '2026-12-31', Page: '1', PageSize: '10' }),
  },
  order: { valid: (c: FuzzContext) => ({ OrderID: String(c.orderId) }) },
  orderFile: { valid: (c: FuzzContext) => ({ OrderID: String(c.orderId), FileID: '1' }) },
  setOrderStatus: {
    valid: (c: FuzzContext) => ({
      OrderID: c.orderId,
      Status: 'Shipped',
      TrackingNumber: 'TRK1',
      TrackingUrl: 'https://track.example/1',
      Note: '',
    }),
  },
  customers: { valid: () => ({ Search: 'a', Status: '2', Page: '1', PageSize: '10' }) },
  setCustomerStatus: { valid: () => ({ CustomerID: 1, Action: 'approve' }) },
  saveDiscount: {
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
  setDiscountActive: { valid: () => ({ DiscountID: 1, IsActive: false }) },
  issueGiftCard: { valid: () => ({ Amount: '25.00', Note: 'For a regular' }) },
  setGiftCardActive: { valid: () => ({ GiftCardID: 1, IsActive: false }) },
  messages: { valid: () => ({ Box: 'unread', Page: '1', PageSize: '10' }) },
  message: { valid: () => ({ MessageID: '1' }) },
  messageFile: { valid: () => ({ MessageID: '1', FileID: '1' }) },
  setMessageState: { valid: () => ({ MessageID: 1, Read: true, Archived: false }) },
  productGroupProducts: { valid: () => ({ GroupID: '1' }) },
  reorderProductGroup: { valid: () => ({ GroupID: 1, ProductIDs: [1, 2] }) },
  settingsHistory: { valid: () => ({ Limit: '10' }) },
  // No password in the valid payload, so runs do not hash.
  saveSettings: {
    valid: () => ({
      scripts: { gA4ID: 'G-FUZZ123456', facebookPixelID: '123456789012345' },
      currency: { abbreviation: 'GBP', symbol: '£', rate: '0.79' },
      show_currency: false,
      account_mode: 2,
      contact_requirement_mode: 2,
      zoom_style: '',
      return_policy: { mode: 'within', days: 30, fees: 'free' },
      pixelToken: { action: 'keep' },
    }),
  },
  // The whole setup is replaced, as the studio's Save does.
  saveShipping: {
    valid: () => ({
      pricesIncludeTax: true,
      taxRounding: 'total',
      zones: [
        {
          name: 'United Kingdom',
          countries: ['GB'],
          taxRate: '20',
          methods: [
            {
              name: 'Royal Mail tracked',
              description: '2-3 business days',
              kind: 'flat',
              rate: '6.50',
              freeOver: '80.00',
              tiers: [],
              enabled: true,
            },
          ],
        },
        {
          name: 'Rest of the world',
          countries: [],
          taxRate: '0',
          methods: [
            {
              name: 'Parcel',
              description: '',
              kind: 'weight',
              rate: '22',
              freeOver: null,
              tiers: [
                { from: '0', rate: '22' },
                { from: '2000', rate: '30' },
              ],
            },
          ],
        },
      ],
    }),
  },
  createPage: {
    valid: () => ({ Title: 'Our story', Slug: 'fuzz-story', MetaTitle: 'Our story', MetaDescription: 'How we began.' }),
  },
  updatePage: { valid: () => ({ PageID: 1, Title: 'Our story', Slug: 'fuzz-story-2', MetaTitle: '', MetaDescription: '' }) },
  deletePage: { valid: () => ({ PageID: 999_999 }) },
  products: { valid: () => ({ Search: 'vase', Status: 'all' }) },
  product: { valid: () => ({ ProductID: 1 }) },
  createProduct: {
    valid: () => ({
      Name: 'Fuzz bowl',
      Price: '12.50',
      Stock: 3,
      Tags: ['bowl'],
      Options: [{ Name: 'Size', Values: ['S', 'L'] }],
      Variants: [{ Price: '12.50', Stock: 1, OptionValues: ['S'] }],
    }),
  },
  updateProduct: { valid: () => ({ ProductID: 999_999, Version: 1, Name: 'Fuzz bowl', Price: '13' }) },
  duplicateProduct: { valid: () => ({ ProductID: 999_999 }) },
  archiveProduct: { valid: () => ({ ProductID: 999_999 }) },
  deleteProduct: { valid: () => ({ ProductID: 999_999 }) },
  setProductStock: { valid: () => ({ ProductID: 999_999, Quantity: 5, Reason: 'manual' }) },
  bulkRows: { valid: () => ({ ProductIDs: '1,2', Status: 'all' }) },
  bulkSave: { valid: () => ({ Changes: [{ ProductID: 999_999, VariantID: 0, Version: 1, PriceCents: 1250, Stock: 3 }], Note: 'Fuzz' }) },
  saveDraft: {
    valid: () => ({
      ThemeData: {
        settings: { primary_color: '#112233' },
        sections: [{ temp_id: 'fuzz1', section_type_id: 1, is_hidden: false, style: {}, content: { heading: 'Hello' } }],
        theme_css: '',
        creator_theme_css: '',
        csx: '',
      },
    }),
  },
  restoreVersion: { valid: () => ({ VersionID: 1 }) },
  setMaintenance: { valid: () => ({ IsMaintenance: true }) },
  linkTargets: { valid: () => ({ Type: '3', Search: 'linen' }) },
  uploadMedia: {
    valid: () => ({ FileName: 'dot.gif', Base64: 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', Alt: 'A dot' }),
  },
};

const AUTH = { owner: 'owner', ownerOrScript: 'owner', customer: 'customer', public: undefined } as const;

/** Every owner call, as the fuzz suite sends it. */
export const OWNER_ROUTES: FuzzRoute[] = Object.entries(OWNER_CALLS).map(([key, call]): FuzzRoute => {
  const sample = SAMPLES[key as keyof typeof OWNER_CALLS];
  const auth = AUTH[call.auth];
  return {
    method: call.method,
    path: `/store-api${call.path}`,
    ...(auth ? { auth } : {}),
    ...(call.request ? { schema: call.request } : {}),
    ...(sample?.runs ? { runs: sample.runs } : {}),
    valid: sample?.valid ?? (() => ({})),
  };
});
