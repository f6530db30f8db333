import { describe, expect, it } from 'vitest';
import { faqJsonLd, offerPrice, productJsonLd } from '../../../src/domain/seo/product-json-ld';
import { headTagsHtml } from '../../../src/ui/app/document-head';
import { product } from './product-fixtures';

const USD = { currencyAbbreviation: 'USD', currencyRate: 1, currencySymbol: '$' };
const input = {
  url: 'https://shop.test/satin-dress',
  images: [
    { url: 'https://shop.test/media/a/1.svg', alt: 'The dress from the front' },
    { url: 'https://shop.test/media/a/2.svg', alt: '' },
  ],
  currency: USD,
};

describe('product JSON-LD', () => {
  it('describes the product with its offer and rating', () => {
    expect(productJsonLd(product(), input)).toMatchObject({
      '@type': 'Product',
      name: 'Satin Dress',
      sku: 'SD-1',
      brand: { '@type': 'Brand', name: 'Luna' },
      // A picture's alt text is its caption; one without stays a bare address.
      image: [
        {
          '@type': 'ImageObject',
          url: 'https://shop.test/media/a/1.svg',
          contentUrl: 'https://shop.test/media/a/1.svg',
          caption: 'The dress from the front',
        },
        'https://shop.test/media/a/2.svg',
      ],
      offers: { '@type': 'Offer', price: '100.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4.26, reviewCount: 7 },
    });
  });

  it('publishes no offer for a hidden price, OutOfStock for status 2, no rating without ratings', () => {
    expect(productJsonLd(product({ isHidePrice: true }), input).offers).toBeUndefined();
    expect(productJsonLd(product({ stockStatusID: 2 }), input).offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(productJsonLd(product({ ratingCount: 0 }), input).aggregateRating).toBeUndefined();
  });

  it('prices the offer in the store currency as the shopper sees it', () => {
    expect(offerPrice(19.9, { currencyAbbreviation: 'JPY', currencyRate: 150, currencySymbol: '¥' })).toBe('2985.00');
    const ld = productJsonLd(product(), { ...input, currency: { currencyAbbreviation: 'EUR', currencyRate: 0.92, currencySymbol: '€' } });
    expect(ld.offers).toMatchObject({ price: '92.00', priceCurrency: 'EUR' });
  });

  it("gives the offer each zone's shipping rate with its countries, in the shopper's currency, and none where the store tells none", () => {
    const shipping = [
      { countries: ['US'], rate: 5 },
      { countries: ['DE', 'FR'], rate: 0 },
    ];
    const ld = productJsonLd(product({ shipping }), {
      ...input,
      currency: { currencyAbbreviation: 'EUR', currencyRate: 0.92, currencySymbol: '€' },
    });
    expect((ld.offers as Record<string, unknown>).shippingDetails).toEqual([
      {
        '@type': 'OfferShippingDetails',
        shippingRate: { '@type': 'MonetaryAmount', value: '4.60', currency: 'EUR' },
        shippingDestination: [{ '@type': 'DefinedRegion', addressCountry: 'US' }],
      },
      {
        '@type': 'OfferShippingDetails',
        shippingRate: { '@type': 'MonetaryAmount', value: '0.00', currency: 'EUR' },
        shippingDestination: [
          { '@type': 'DefinedRegion', addressCountry: 'DE' },
          { '@type': 'DefinedRegion', addressCountry: 'FR' },
        ],
      },
    ]);
    expect(productJsonLd(product(), input).offers).not.toHaveProperty('shippingDetails');
    expect(productJsonLd(product({ shipping: [] }), input).offers).not.toHaveProperty('shippingDetails');
  });

  it("carries the store's return policy on the offer when its owner states one", () => {
    const policy = { '@type': 'MerchantReturnPolicy', applicableCountry: 'US', merchantReturnDays: 30 };
    expect(productJsonLd(product(), { ...input, returnPolicy: policy }).offers).toMatchObject({ hasMerchantReturnPolicy: policy });
    expect(productJsonLd(product(), { ...input, returnPolicy: null }).offers).not.toHaveProperty('hasMerchantReturnPolicy');
  });

  it('lists FAQs as an FAQPage, and none without questions', () => {
    expect(faqJsonLd([{ question: 'Q?', answer: 'A.' }])).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ name: 'Q?', acceptedAnswer: { text: 'A.' } }],
    });
    expect(faqJsonLd([])).toBeNull();
  });

  it('cannot close its script element when written into the head', () => {
    const evil = product({ name: '</script><script>alert(1)</script>', description: 'a & b <!--' });
    const html = headTagsHtml({
      title: 't',
      robots: 'index, follow',
      description: '',
      generator: 'g',
      canonical: null,
      social: [],
      jsonLd: [productJsonLd(evil, input)],
    });
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script\\u003e');
  });
});
