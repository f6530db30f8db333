/**
 * Open Graph and Twitter card tags, so a link shared in a chat or a post shows the page's title,
 * text and picture. Written only for pages a search engine may index: a noindex page (a guest's
 * order, the cart, a filtered listing) is not one a shopper should be sharing, and its address may
 * carry a secret. The URL is the page's canonical one, the picture absolute (crawlers fetch it alone).
 */
export interface SocialCard {
  title: string;
  description: string;
  /** The page's canonical absolute URL. */
  url: string;
  /** Absolute URL of the picture, or null when the store has none. */
  image: string | null;
  /** Its size where it is known (the share preset's card), so a network lays out the preview before fetching it. */
  imageSize?: { width: number; height: number } | null;
  /** What the picture shows, for readers of the preview who cannot see it. */
  imageAlt?: string;
  /** Open Graph's language_TERRITORY ("en_US"). */
  locale: string;
  siteName: string;
  /** 'product' on product pages (with its price when it is shown), 'website' elsewhere. */
  type: 'website' | 'product';
  price?: { amount: string; currency: string } | null;
}

/** One tag: Open Graph uses `property`, Twitter `name`. */
export interface SocialTag {
  attribute: 'property' | 'name';
  key: string;
  content: string;
}

/** Open Graph's locale of a store that writes English, for the country it sells from ("en_GB"); en_US where none is set. */
export function openGraphLocale(country: string | undefined): string {
  return `en_${/^[A-Z]{2}$/.test(country ?? '') ? country : 'US'}`;
}

export function socialTags(card: SocialCard): SocialTag[] {
  const og = (key: string, content: string): SocialTag => ({ attribute: 'property', key, content });
  const twitter = (key: string, content: string): SocialTag => ({ attribute: 'name', key, content });
  return [
    og('og:type', card.type),
    og('og:site_name', card.siteName),
    og('og:title', card.title),
    ...(card.description ? [og('og:description', card.description)] : []),
    og('og:url', card.url),
    og('og:locale', card.locale),
    ...(card.image
      ? [
          og('og:image', card.image),
          ...(card.imageSize
            ? [og('og:image:width', String(card.imageSize.width)), og('og:image:height', String(card.imageSize.height))]
            : []),
          ...(card.imageAlt ? [og('og:image:alt', card.imageAlt)] : []),
        ]
      : []),
    ...(card.type === 'product' && card.price
      ? [og('product:price:amount', card.price.amount), og('product:price:currency', card.price.currency)]
      : []),
    twitter('twitter:card', 'summary_large_image'),
    twitter('twitter:title', card.title),
    ...(card.description ? [twitter('twitter:description', card.description)] : []),
    ...(card.image ? [twitter('twitter:image', card.image)] : []),
    ...(card.image && card.imageAlt ? [twitter('twitter:image:alt', card.imageAlt)] : []),
  ];
}
