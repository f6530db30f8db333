/** GET /Web/GetWebInfo's answer (spec section 3's web config, site settings and site config). */
import { z } from 'zod';
import { id } from './answer-fields.contract';

const text = z.string();
const scripts = z.object({
  facebookPixelID: text,
  tiktokPixelID: text,
  googleAnalyticsID: text,
  tagManagerID: text,
  gA4ID: text,
  adRollID: text,
  adRollPixelID: text,
  addThisID: text,
  liveChatID: text,
  fbLoginID: text,
  googleLoginID: text,
  customScript: text,
  facebookCatalog: text,
});

export const webInfoAnswer = z.object({
  webID: id,
  storeName: text,
  redirectURL: text,
  themeSettings: z.object({ themeID: id, themeData: text, themeCSS: text }),
  isMaintenance: z.boolean(),
  isPasswordProtected: z.boolean(),
  settingsVersion: text.optional(),
  // Only the pixel id: the Conversions API token is a secret and never part of the answer.
  scripts: z.strictObject({ facebookPixelID: text }),
  siteSettings: z.object({
    staticCDN: text,
    scripts,
    add_to_card_action: z.enum(['OPEN_DRAWER', 'OPEN_CART']),
    show_currency: z.boolean(),
    account_mode: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    contact_requirement_mode: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
    country: text.optional(),
    zoom_style: z.enum(['', 'no_zoom', 'zoom', 'inner_zoom_circle']).optional(),
    opening_soon: z.boolean().optional(),
    return_policy: z
      .object({ mode: z.enum(['unstated', 'none', 'within']), days: z.number().int().min(1).max(365), fees: z.enum(['free', 'customer']) })
      .optional(),
  }),
  siteConfig: z.object({
    webTitle: text,
    webLink: text,
    webMeta: z.object({ description: text.optional(), keywords: text.optional(), image: text.optional() }),
    currency: z.object({ currencyAbbreviation: text, currencyRate: z.number().positive(), currencySymbol: text }),
    mainDomain: text,
    subDomain: text,
    isSubDomain: z.boolean(),
    domain: text.optional(),
    freeShippingAmount: text.optional(),
  }),
  tokens: z.object({ accessToken: text, refreshToken: text }).optional(),
  previewToken: text.optional(),
});
