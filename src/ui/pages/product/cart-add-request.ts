/**
 * What "Add to cart" hands the cart for the shopper's current choice: the cart code and what the
 * page shows of it (name, variant, SKU, unit price, picture, link, add-ons), so the line appears in
 * the cart at once, before the store API has priced it; plus category and brand for the AddToCart
 * ad event.
 */
import type { ProductDetail } from '../../../domain/catalog/product-detail';
import type { ShownOffer } from '../../../domain/catalog/product-offer';
import { priceMinor } from '../../../domain/money/money';
import type { CartAddRequest } from '../../cart/cart-client';

export function cartAddRequest(product: ProductDetail, offer: ShownOffer, code: string, addonIDs: readonly number[]): CartAddRequest {
  const { variant } = offer;
  const image = variant?.imageFile ? { imageFile: variant.imageFile, thumbnailFile: variant.imageFile } : product.images[0];
  return {
    code,
    product: {
      productID: product.productID,
      variantID: variant?.variantID ?? 0,
      sku: offer.sku,
      itemName: product.name,
      variantName: variant?.name ?? '',
      unitCents: priceMinor(offer.price),
      imageFile: image?.imageFile ?? '',
      thumbnailFile: image?.thumbnailFile || image?.imageFile || '',
      // The cart links back to the variant that was bought.
      productURL: variant ? `${product.productURL}?variant=${variant.variantID}` : product.productURL,
    },
    addons: product.addons
      .filter((addon) => addonIDs.includes(addon.addonID))
      .map((addon) => ({ cartAddonID: String(addon.addonID), addonName: addon.name, unitCents: priceMinor(addon.price) })),
    category: product.category?.name ?? '',
    brand: product.brand?.name ?? '',
  };
}
