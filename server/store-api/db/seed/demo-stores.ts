/**
 * The five demo stores: who they are, how they sell and how their site settings read. Three are large
 * shops in different currencies; two are small ones that exercise maintenance and password protection.
 */
import { siteScriptsWith } from '../../../../src/domain/store/site-scripts';
import type { AddToCartAction, SiteSettings } from '../../../../src/domain/store/web-info';
import type { ServerSiteSettings } from '../../platform/site-settings';
import type { ReturnPolicy } from '../../../../src/domain/store/return-policy';

export type DemoStoreName = 'aurora' | 'nordic' | 'sakura' | 'atelier' | 'vault';

export interface DemoStore {
  name: DemoStoreName;
  title: string;
  /** One line shown on banners and in meta descriptions. */
  tagline: string;
  keywords: string;
  currency: { abbreviation: string; symbol: string; rate: string };
  /** Where the store ships from (ISO 3166-1 alpha-2): first in the checkout's country list. */
  country: string;
  showCurrency: boolean;
  addToCartAction: AddToCartAction;
  accountMode: SiteSettings['account_mode'];
  contactMode: SiteSettings['contact_requirement_mode'];
  isMaintenance: boolean;
  /** Plain storefront password; only its Argon2id hash is stored. */
  password: string | null;
  /** Fake client companies for the clients section. */
  clients: string[];
  /** Team members for the team section. */
  team: string[];
}

/** Seeding order: it fixes the store ids (1-5) on a fresh database. */
export const DEMO_STORES: readonly DemoStore[] = [
  {
    name: 'aurora',
    title: 'Aurora Boutique',
    tagline: 'Effortless fashion for every season',
    keywords: 'fashion, dresses, knitwear, shoes, accessories, boutique',
    currency: { abbreviation: 'USD', symbol: '$', rate: '1' },
    country: 'US',
    showCurrency: false,
    addToCartAction: 'OPEN_DRAWER',
    accountMode: 2,
    contactMode: 2,
    isMaintenance: false,
    password: null,
    clients: ['Vogue Lane', 'Atelier Nine', 'Silk & Stone', 'Maison Rue', 'Thread Co', 'Bloom Studio'],
    team: ['Clara Mendes', 'Julien Park', 'Amara Okafor', 'Sofia Lind'],
  },
  {
    name: 'nordic',
    title: 'Nordic Living',
    tagline: 'Calm, crafted furniture for the modern home',
    keywords: 'furniture, sofas, lighting, tables, chairs, home decor, scandinavian',
    currency: { abbreviation: 'EUR', symbol: '€', rate: '0.92' },
    country: 'FI',
    showCurrency: true,
    addToCartAction: 'OPEN_CART',
    accountMode: 1,
    contactMode: 1,
    isMaintenance: false,
    password: null,
    clients: ['Fjord Hotels', 'Birch & Co', 'Hygge House', 'Stockholm Loft', 'Ode Architects', 'Linnea Cafe'],
    team: ['Astrid Holm', 'Mikkel Berg', 'Elin Sandvik', 'Noah Lund'],
  },
  {
    name: 'sakura',
    title: 'Sakura Tech',
    tagline: 'Smart gadgets, thoughtfully chosen',
    keywords: 'gadgets, laptops, phones, audio, cameras, wearables, electronics',
    currency: { abbreviation: 'JPY', symbol: '¥', rate: '150' },
    country: 'JP',
    showCurrency: true,
    addToCartAction: 'OPEN_DRAWER',
    accountMode: 2,
    contactMode: 4,
    isMaintenance: false,
    password: null,
    clients: ['Pixel Forge', 'Neon Labs', 'Kaze Systems', 'Orbit Media', 'Byte Garden', 'Hikari Studio'],
    team: ['Yuki Tanaka', 'Ren Matsuda', 'Hana Sato', 'Leo Fischer'],
  },
  {
    name: 'atelier',
    title: 'Atelier Clay',
    tagline: 'Hand-thrown ceramics from a small studio',
    keywords: 'ceramics, pottery, handmade mugs, bowls, stoneware',
    currency: { abbreviation: 'GBP', symbol: '£', rate: '0.79' },
    country: 'GB',
    showCurrency: false,
    addToCartAction: 'OPEN_DRAWER',
    accountMode: 2,
    contactMode: 2,
    isMaintenance: true,
    password: null,
    clients: ['The Larder', 'Kiln Kitchen', 'Hearth Cafe', 'Wild Table', 'Oat & Honey', 'Fern Bakery'],
    team: ['Imogen Hart', 'Tom Wilder', 'Priya Shah', 'Ollie Brooks'],
  },
  {
    name: 'vault',
    title: 'The Vault Cellar',
    tagline: 'A members-only cellar of rare and everyday wines',
    keywords: 'wine, red wine, white wine, cellar, members club',
    currency: { abbreviation: 'CHF', symbol: 'CHF ', rate: '0.88' },
    country: 'CH',
    showCurrency: false,
    addToCartAction: 'OPEN_CART',
    accountMode: 1,
    contactMode: 1,
    isMaintenance: false,
    password: 'opensesame',
    clients: ['Lac Leman Club', 'Alpine Table', 'Maison Vaud', 'Cave du Port', 'Hotel Edelweiss', 'Bistro Nord'],
    team: ['Lukas Meier', 'Chloe Favre', 'Marco Bernasconi', 'Nina Keller'],
  },
];

/** What each demo store says of returns: a window of each kind, and one store that states none. */
const DEMO_RETURN_POLICIES: Record<DemoStoreName, ReturnPolicy> = {
  aurora: { mode: 'within', days: 30, fees: 'free' },
  nordic: { mode: 'within', days: 14, fees: 'customer' },
  sakura: { mode: 'within', days: 30, fees: 'customer' },
  atelier: { mode: 'none', days: 30, fees: 'free' },
  vault: { mode: 'unstated', days: 30, fees: 'free' },
};

/** Site settings as stored in stores.settings (SiteSettings plus the server-only pixel token and owner notifications). */
export function siteSettingsOf(store: DemoStore): ServerSiteSettings {
  return {
    staticCDN: '/media',
    // No demo store carries a third party's tag: a fresh machine's pages call no outside service (an
    // owner adds theirs in the studio's Settings).
    scripts: siteScriptsWith(),
    add_to_card_action: store.addToCartAction,
    show_currency: store.showCurrency,
    account_mode: store.accountMode,
    contact_requirement_mode: store.contactMode,
    country: store.country,
    return_policy: DEMO_RETURN_POLICIES[store.name],
    facebookPixelToken: '',
    ownerNotifications: { newOrder: true, newMessage: true },
  };
}
