/** Product cards in grid and list view. */
import { px, rule, type Declarations } from './css-writer';
import type { ThemeSettings } from './theme-settings';

/** '1/1' -> '1 / 1'; 'custom' uses the owner's own width/height ratio. */
export function productImageAspectRatio(s: ThemeSettings): string {
  if (s.product_card_image_ratio === 'custom') return s.product_card_image_custom_ratio;
  return s.product_card_image_ratio.replace('/', ' / ');
}

export function productCardVariables(s: ThemeSettings): Declarations {
  return {
    '--product-card-bg': s.product_card_bg_color,
    '--product-card-color': s.product_card_text_color,
    '--product-card-price-color': s.product_card_price_color,
    '--product-card-border': s.product_card_border_color,
    '--product-card-radius': px(s.product_card_border_radius),
    '--product-card-align': s.product_card_info_alignment,
    '--product-card-name-transform': s.product_card_name_text_transform,
    '--product-card-ratio': productImageAspectRatio(s),
    '--product-card-fit': s.product_card_image_fit,
    '--product-card-padding-y': px(s.product_card_padding_y),
    '--product-card-padding-x': px(s.product_card_padding_x),
    '--product-card-name-size': px(s.product_card_name_font_size_lg),
    '--product-card-price-size': px(s.product_card_price_font_size_lg),
    '--product-card-list-image-width': px(s.product_card_list_image_width),
    '--product-card-list-name-size': px(s.product_card_list_name_font_size),
    '--product-card-list-price-size': px(s.product_card_list_price_font_size),
    '--product-card-list-padding-y': px(s.product_card_list_padding_y),
    '--product-card-list-padding-x': px(s.product_card_list_padding_x),
  };
}

export function productCardSmallScreenVariables(s: ThemeSettings): Declarations {
  return {
    '--product-card-name-size': px(s.product_card_name_font_size_sm),
    '--product-card-price-size': px(s.product_card_price_font_size_sm),
    // A fixed list image width would crowd the text on a phone; a share of the card keeps both readable.
    '--product-card-list-image-width': '40%',
  };
}

export function productCardRules(): string[] {
  return [
    rule('.product-card', {
      position: 'relative',
      display: 'flex',
      'flex-direction': 'column',
      'background-color': 'var(--product-card-bg)',
      color: 'var(--product-card-color)',
      border: '1px solid var(--product-card-border)',
      'border-radius': 'var(--product-card-radius)',
      overflow: 'hidden',
    }),
    rule('.product-card__media', {
      position: 'relative',
      display: 'block',
      'aspect-ratio': 'var(--product-card-ratio)',
      overflow: 'hidden',
      'background-color': 'var(--color-card-bg)',
    }),
    rule('.product-card__media img', { display: 'block', width: '100%', height: '100%', 'object-fit': 'var(--product-card-fit)' }),
    rule('.product-card__body', {
      display: 'flex',
      'flex-direction': 'column',
      gap: '0.25rem',
      padding: 'var(--product-card-padding-y) var(--product-card-padding-x)',
      'text-align': 'var(--product-card-align)',
    }),
    rule('.product-card__name', {
      margin: 0,
      color: 'inherit',
      'font-size': 'var(--product-card-name-size)',
      'font-weight': 500,
      'text-transform': 'var(--product-card-name-transform)',
    }),
    rule('.product-card__price', {
      color: 'var(--product-card-price-color)',
      'font-size': 'var(--product-card-price-size)',
      'font-weight': 700,
    }),
    rule('.product-card--list', { 'flex-direction': 'row', 'align-items': 'stretch' }),
    rule('.product-card--list .product-card__media', {
      flex: '0 0 var(--product-card-list-image-width)',
      width: 'var(--product-card-list-image-width)',
    }),
    rule('.product-card--list .product-card__body', {
      flex: '1 1 auto',
      'justify-content': 'center',
      padding: 'var(--product-card-list-padding-y) var(--product-card-list-padding-x)',
    }),
    rule('.product-card--list .product-card__name', { 'font-size': 'var(--product-card-list-name-size)' }),
    rule('.product-card--list .product-card__price', { 'font-size': 'var(--product-card-list-price-size)' }),
  ];
}
