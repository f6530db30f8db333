/**
 * The product page's head: title and description from productMeta (carried by the resolved page's
 * seo), canonical `/slug`, the picture and price of its link preview, and JSON-LD (BreadcrumbList, Product, FAQPage when there are questions),
 * which the server writes escaped. Loaded with the page chunk, not in every page's first load.
 */
import type { ProductDetail } from '../../../domain/catalog/product-detail';
import type { ResolvedPage } from '../../../domain/catalog/resolved-page';
import { resolveMediaUrl } from '../../../domain/media/media-url';
import { absoluteUrl } from '../../../domain/seo/absolute-url';
import type { PageHead } from '../../../domain/seo/page-head';
import { faqJsonLd, offerPrice, productJsonLd } from '../../../domain/seo/product-json-ld';
import { returnPolicyJsonLd } from '../../../domain/store/return-policy';
import type { StoreInfo } from '../../app/store-loader';
import { baseHead } from '../flat/flat-page-view';

export function productHead(input: { page: ResolvedPage; product: ProductDetail; store: StoreInfo; origin: string }): PageHead {
  const { page, product, store, origin } = input;
  const absolute = (path: string) => absoluteUrl(resolveMediaUrl(path, store.siteSettings.staticCDN), origin);
  const base = baseHead(page, origin);
  const faq = faqJsonLd(product.faqs);
  const { currency } = store.siteConfig;
  const productLd = productJsonLd(product, {
    url: absoluteUrl(product.productURL, origin),
    images: product.images.map((image) => ({ url: absolute(image.imageFile), alt: image.alt ?? '' })),
    currency,
    returnPolicy: returnPolicyJsonLd(store.siteSettings.return_policy, store.siteSettings.country ?? ''),
  });
  return {
    ...base,
    keywords: page.seo.keywords || product.meta.metaKeywords,
    image: page.seo.image || product.meta.metaImage || product.images[0]?.imageFile || '',
    type: 'product',
    ...(product.isHidePrice ? {} : { price: { amount: offerPrice(product.price, currency), currency: currency.currencyAbbreviation } }),
    jsonLd: [...(base.jsonLd ?? []), productLd, ...(faq ? [faq] : [])],
  };
}
