/**
 * One product in a products section. The picture and the name link to the same page; the picture
 * link is hidden from keyboard and screen readers so each product is one tab stop and one name.
 * The wishlist slot gets its button from the live layer, so no wishlist code loads with the page.
 */
import { useId } from 'react';
import type { ProductCard as Product } from '../../../domain/catalog/catalog-types';
import { formatPrice } from '../../../domain/money/format-price';
import { safeUrl } from '../../../domain/sections/link-target';
import { WishlistSlot } from '../../components/wishlist-slot';
import type { SectionContext } from '../section-props';
import { cx } from './class-names';
import { QuickAdd } from './quick-add';
import { RatingStars } from './rating-stars';
import { SmartImage } from './smart-image';

interface ProductCardProps {
  product: Product;
  context: SectionContext;
  layout: 'grid' | 'list';
  showRating: boolean;
  /** h3 under a section heading, h2 when the section has none. */
  nameTag: 'h2' | 'h3';
  /** A card in the first row of a listing: its picture is likely the page's largest paint, so it loads at once. */
  priority?: boolean;
}

function discountPercent(price: number, compareAt: number | null): number {
  if (compareAt === null || !(compareAt > price) || !(price >= 0)) return 0;
  return Math.round(((compareAt - price) / compareAt) * 100);
}

export function ProductCard({ product, context, layout, showRating, nameTag: Name, priority = false }: ProductCardProps) {
  const href = safeUrl(product.productURL);
  const nameId = useId();
  const discount = discountPercent(product.price, product.compareAtPrice);
  const price = (amount: number) => formatPrice(amount, context.currency, context.showCurrency);
  return (
    <article className={cx('product-card relative flex w-full', layout === 'list' ? 'product-card--list flex-row gap-4' : 'flex-col')}>
      {/* In list view the theme sizes the picture (product_card_list_image_width); no utility overrides it. */}
      <a href={href} tabIndex={-1} aria-hidden="true" className="product-card__media relative block overflow-hidden">
        <SmartImage
          path={product.thumbnailFile || product.imageFile}
          staticCDN={context.staticCDN}
          alt=""
          width={400}
          height={400}
          sizes="(min-width: 1024px) 25vw, 50vw"
          priority={priority}
        />
        <span className="absolute start-2 top-2 flex flex-col items-start gap-1">
          {discount > 0 && <span className="badge badge-discount">-{discount}%</span>}
          {product.isNew && <span className="badge badge-new">New</span>}
          {!product.inStock && <span className="badge">Sold out</span>}
        </span>
      </a>
      <WishlistSlot productID={product.productID} name={product.name} />
      {/* Block flow (not flex) so the theme's info alignment centres the rating and price too. */}
      <div className={cx('product-card__body flex-1 space-y-1', layout === 'list' && 'self-center')}>
        <Name className="product-card__name">
          <a id={nameId} href={href}>
            {product.name}
          </a>
        </Name>
        {showRating && product.ratingCount > 0 && (
          <div>
            <RatingStars rating={product.rating} count={product.ratingCount} />
          </div>
        )}
        {!product.isHidePrice && (
          <p className="product-card__price">
            <span className="whitespace-nowrap">{price(product.price)}</span>
            {/* The space lets the was-price wrap under the price on a narrow card instead of overflowing it. */}
            {discount > 0 && product.compareAtPrice !== null && (
              <>
                {' '}
                <s className="ms-1 whitespace-nowrap text-sm font-normal">
                  <span className="sr-only">Was </span>
                  {price(product.compareAtPrice)}
                </s>
              </>
            )}
          </p>
        )}
        {product.inStock && !product.isHidePrice && (
          <div className="pt-2">
            <QuickAdd productID={product.productID} name={product.name} href={href} describedBy={nameId} />
          </div>
        )}
      </div>
    </article>
  );
}
