// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductCard } from '../../../src/domain/catalog/catalog-types';
import { SectionRenderer } from '../../../src/ui/sections/section-renderer';
import { CONTEXT, makeSection } from './section-fixtures';

afterEach(cleanup);

const product = (over: Partial<ProductCard>): ProductCard => ({
  productID: 1,
  name: 'Linen dress',
  productURL: '/linen-dress',
  sku: 'LD-1',
  imageFile: 'media://s/p/1.svg',
  thumbnailFile: 'media://s/p/1-thumb.svg',
  price: 80,
  compareAtPrice: null,
  isHidePrice: false,
  inStock: true,
  isNew: false,
  rating: 0,
  ratingCount: 0,
  brandName: null,
  categoryName: null,
  ...over,
});

function renderProducts(products: unknown, content: Record<string, unknown> = { heading: 'New in' }, context = CONTEXT) {
  const section = makeSection(3, content);
  return render(<SectionRenderer sections={[section]} resolved={{ [section.temp_id]: products }} context={context} />);
}

describe('ProductsSection', () => {
  it('is a region named by its heading with one card per product up to the limit', () => {
    renderProducts([product({ productID: 1 }), product({ productID: 2, name: 'Silk shirt' }), product({ productID: 3, name: 'Third' })], {
      heading: 'New in',
      limit: 2,
    });
    const region = screen.getByRole('region', { name: 'New in' });
    expect(within(region).getAllByRole('article')).toHaveLength(2);
    expect(within(region).getByRole('heading', { level: 3, name: 'Silk shirt' })).toBeTruthy();
  });

  it('shows converted prices, the old price and the discount badge', () => {
    renderProducts(
      [product({ price: 80, compareAtPrice: 100 })],
      {},
      { ...CONTEXT, currency: { currencyAbbreviation: 'EUR', currencyRate: 0.5, currencySymbol: '€' }, showCurrency: true },
    );
    expect(screen.getByText('€40 EUR')).toBeTruthy();
    expect(screen.getByText('€50 EUR')).toBeTruthy();
    expect(screen.getByText('-20%')).toBeTruthy();
  });

  it('hides the price when asked and marks new and sold-out products', () => {
    renderProducts([product({ isHidePrice: true, isNew: true, inStock: false })]);
    expect(screen.queryByText('$80')).toBeNull();
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByText('Sold out')).toBeTruthy();
  });

  it('shows rated products with an accessible rating in half steps', () => {
    renderProducts([product({ rating: 4.3, ratingCount: 12 })]);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.getByText('(12)')).toBeTruthy();
  });

  it('links name and picture to the product, with one tab stop for the product and one for Quick add', () => {
    const { container } = renderProducts([product({ productURL: 'javascript:alert(1)' }), product({ productID: 2 })]);
    const quickAdds = screen.getAllByRole('link', { name: 'Quick add' });
    expect(quickAdds).toHaveLength(2);
    expect(screen.getAllByRole('link').filter((link) => !quickAdds.includes(link))).toHaveLength(2);
    expect(container.querySelector('a[tabindex="-1"]')?.getAttribute('href')).toBe('#');
    // Each Quick add is a link to its product (before the page is live), never to an unsafe URL.
    expect(quickAdds[0]!.getAttribute('href')).toBe('#');
  });

  it('shows an empty state when the loader found nothing or sent garbage', () => {
    renderProducts('oops');
    expect(screen.getByText('No products to show yet.')).toBeTruthy();
  });

  it('swaps a broken picture for the placeholder once', () => {
    renderProducts([product({})]);
    const img = document.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('https://cdn.test/s/p/1-thumb.svg');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('width')).toBe('400');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/placeholder/400x300.svg');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/placeholder/400x300.svg');
  });
});

describe('BrandsSection and CategoriesSection', () => {
  it('renders brand logos named by the brand', () => {
    const section = makeSection(5, { heading: 'Brands' });
    render(
      <SectionRenderer
        sections={[section]}
        resolved={{ [section.temp_id]: [{ brandID: 1, name: 'Maison', slug: 'maison', url: '/maison', logoFile: '' }] }}
        context={CONTEXT}
      />,
    );
    expect(screen.getByRole('link', { name: 'Maison' }).getAttribute('href')).toBe('/maison');
  });

  it('hides category counts when the owner turns them off', () => {
    const section = makeSection(4, { showCount: false });
    render(
      <SectionRenderer
        sections={[section]}
        resolved={{ [section.temp_id]: [{ categoryID: 1, name: 'Mugs', slug: 'mugs', url: '/mugs', imageFile: '', productCount: 1 }] }}
        context={CONTEXT}
      />,
    );
    expect(screen.queryByText(/product/)).toBeNull();
  });
});
