/** The web config, site settings and site config of specification section 3, as GetWebInfo answers them. */
import type { ZoomStyle } from '../media/image-zoom';
import type { ReturnPolicy } from './return-policy';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface SiteScripts {
  facebookPixelID: string;
  tiktokPixelID: string;
  googleAnalyticsID: string;
  tagManagerID: string;
  gA4ID: string;
  adRollID: string;
  adRollPixelID: string;
  addThisID: string;
  liveChatID: string;
  fbLoginID: string;
  googleLoginID: string;
  customScript: string;
  facebookCatalog: string;
}

export type AddToCartAction = 'OPEN_DRAWER' | 'OPEN_CART';

export interface SiteSettings {
  staticCDN: string;
  scripts: SiteScripts;
  add_to_card_action: AddToCartAction;
  show_currency: boolean;
  /** Account modes: 1 required, 2 optional, 3 disabled. */
  account_mode: 1 | 2 | 3;
  /** Contact requirement modes 1-6 of section 3. */
  contact_requirement_mode: 1 | 2 | 3 | 4 | 5 | 6;
  /** Where the store ships from (ISO 3166-1 alpha-2), first in address country lists; '' when not set. */
  country?: string;
  /** The owner's return policy (store settings, return-policy.ts); absent or unstated publishes none. */
  return_policy?: ReturnPolicy;
  /** The owner's product zoom style (store settings); '' or absent follows the theme's zoom_style. */
  zoom_style?: '' | ZoomStyle;
  /** A new store that has not opened yet: its password page says it opens soon (decision 93). */
  opening_soon?: boolean;
}

export interface Currency {
  currencyAbbreviation: string;
  currencyRate: number;
  currencySymbol: string;
}

export interface SiteConfig {
  webTitle: string;
  webLink: string;
  webMeta: { description?: string; keywords?: string; image?: string };
  currency: Currency;
  mainDomain: string;
  subDomain: string;
  isSubDomain: boolean;
  /** The store's full domain of its own, when it has one (store-domains.ts: the primary host of its URLs). */
  domain?: string;
  /** The home free-shipping threshold as shoppers see it, filled into the theme's {free_shipping_threshold} ('' when none). */
  freeShippingAmount?: string;
}

export interface WebInfo {
  webID: number;
  /** Store short name (`<name>.localhost`, `?store=<name>`). */
  storeName: string;
  redirectURL: string;
  themeSettings: { themeID: number; themeData: string; themeCSS: string };
  isMaintenance: boolean;
  isPasswordProtected: boolean;
  /**
   * A digest of the store's settings as this page was served (the live stream's first frame says the
   * current one): a difference means the owner saved meanwhile. Absent from backends that do not tell.
   */
  settingsVersion?: string;
  /** The Conversions API token (spec section 3's facebookPixelToken) never leaves the server. */
  scripts: { facebookPixelID: string };
  siteSettings: SiteSettings;
  siteConfig: SiteConfig;
  tokens?: TokenPair;
  /**
   * With a valid preview key only: the editor frame's read-only catalogue token (kept in memory,
   * never in a cookie, so the frame needs no third-party cookies).
   */
  previewToken?: string;
}

/** The preview token as the token pair the store ports read: never refreshed (the studio sends a new one). */
export function previewTokenPair(previewToken: string): TokenPair {
  return { accessToken: previewToken, refreshToken: '' };
}
