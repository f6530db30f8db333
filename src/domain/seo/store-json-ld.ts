/**
 * The store's own structured data on its home page, as search engines ask for it: an Organization
 * (name, address, logo, the profiles of its social links as `sameAs`, its return policy) and a WebSite whose
 * SearchAction is the store's own search (`/search?kw=`), so a search box can appear in results.
 */
import type { SocialLink } from '../sections/content/social-networks';

export interface StoreIdentity {
  name: string;
  /** The store's origin, without a trailing slash ("https://aurora.example"). */
  origin: string;
  description: string;
  /** Absolute URL of the logo, or null when the header shows the store's name instead. */
  logoUrl: string | null;
  /** Every social link the theme shows (footer, social sections); the same profile once. */
  socialLinks: readonly SocialLink[];
  /** The store's MerchantReturnPolicy (return-policy.ts), or null when its owner states none. */
  returnPolicy?: Record<string, unknown> | null;
}

const CONTEXT = 'https://schema.org';

export function organizationJsonLd(store: StoreIdentity): Record<string, unknown> {
  const sameAs = [...new Set(store.socialLinks.map((link) => link.url.trim()).filter((url) => /^https:\/\//.test(url)))];
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${store.origin}/#organization`,
    name: store.name,
    url: `${store.origin}/`,
    ...(store.description ? { description: store.description } : {}),
    ...(store.logoUrl ? { logo: store.logoUrl } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(store.returnPolicy ? { hasMerchantReturnPolicy: store.returnPolicy } : {}),
  };
}

export function webSiteJsonLd(store: Pick<StoreIdentity, 'name' | 'origin'>): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: store.name,
    url: `${store.origin}/`,
    publisher: { '@id': `${store.origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${store.origin}/search?kw={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
