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

export function socialTags(card: SocialCard): SocialTag[] {
  const og = (key: string, content: string): SocialTag => ({ attribute: 'property', key, content });
  const twitter = (key: string, content: string): SocialTag => ({ attribute: 'name', key, content });
  return [
    og('og:type', card.type),
    og('og:site_name', card.siteName),
    og('og:title', card.title),
    ...(card.description ? [og('og:description', card.description)] : []),
    og('og:url', card.url),
    ...(card.image ? [og('og:image', card.image)] : []),
    ...(card.type === 'product' && card.price
      ? [og('product:price:amount', card.price.amount), og('product:price:currency', card.price.currency)]
      : []),
    twitter('twitter:card', 'summary_large_image'),
    twitter('twitter:title', card.title),
    ...(card.description ? [twitter('twitter:description', card.description)] : []),
    ...(card.image ? [twitter('twitter:image', card.image)] : []),
  ];
}
