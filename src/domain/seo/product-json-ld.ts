/**
 * Structured data of a product page (spec section 5): a schema.org Product whose offer is published
 * only when the price is shown (isHidePrice '0'), OutOfStock when stockStatusID is 2, and an
 * aggregateRating only when there are ratings; plus FAQPage when the product has questions. The
 * offer carries the store's shipping rate to each zone that names its countries and its return policy.
 * The objects are plain data: the head writer escapes them against `</script>`.
 */
import type { ProductDetail, ProductFaq } from '../catalog/product-detail';
import { STOCK_STATUS } from '../catalog/product-detail';
import type { Currency } from '../store/web-info';

const SCHEMA = 'https://schema.org';

/** The price as the shopper sees it: converted by the store's rate, 2 decimals. */
export function offerPrice(amount: number, currency: Currency): string {
  const rate = Number.isFinite(currency.currencyRate) && currency.currencyRate > 0 ? currency.currencyRate : 1;
  const value = Math.round((Number.isFinite(amount) ? amount : 0) * rate * 100) / 100;
  return value.toFixed(2);
}

/** One zone's rate for the offer (offer-shipping.ts): a destination per country, in the shopper's currency. */
function shippingDetails(zone: { countries: readonly string[]; rate: number }, currency: Currency): Record<string, unknown> {
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: offerPrice(zone.rate, currency), currency: currency.currencyAbbreviation },
    shippingDestination: zone.countries.map((country) => ({ '@type': 'DefinedRegion', addressCountry: country })),
  };
}

/**
 * A picture with its alt text is an ImageObject whose caption says what it shows (decision 89); one
 * without stays a bare address, as schema.org allows both.
 */
const imageLd = (image: { url: string; alt: string }) =>
  image.alt ? { '@type': 'ImageObject', url: image.url, contentUrl: image.url, caption: image.alt } : image.url;

export function productJsonLd(
  product: ProductDetail,
  input: { url: string; images: Array<{ url: string; alt: string }>; currency: Currency; returnPolicy?: Record<string, unknown> | null },
): Record<string, unknown> {
  const ld: Record<string, unknown> = {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku,
    url: input.url,
    image: input.images.map(imageLd),
  };
  if (product.brand) ld.brand = { '@type': 'Brand', name: product.brand.name };
  if (product.category) ld.category = product.category.name;
  if (!product.isHidePrice) {
    ld.offers = {
      '@type': 'Offer',
      url: input.url,
      price: offerPrice(product.price, input.currency),
      priceCurrency: input.currency.currencyAbbreviation,
      availability: product.stockStatusID === STOCK_STATUS.OUT_OF_STOCK ? `${SCHEMA}/OutOfStock` : `${SCHEMA}/InStock`,
      itemCondition: `${SCHEMA}/NewCondition`,
      ...(product.shipping?.length ? { shippingDetails: product.shipping.map((zone) => shippingDetails(zone, input.currency)) } : {}),
      ...(input.returnPolicy ? { hasMerchantReturnPolicy: input.returnPolicy } : {}),
    };
  }
  if (product.ratingCount > 0) {
    ld.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(product.rating * 100) / 100,
      reviewCount: product.ratingCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return ld;
}

export function faqJsonLd(faqs: readonly ProductFaq[]): Record<string, unknown> | null {
  if (faqs.length === 0) return null;
  return {
    '@context': SCHEMA,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
