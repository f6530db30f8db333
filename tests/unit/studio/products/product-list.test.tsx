// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ProductsView from '../../../../src/studio/products/products-view';
import { fakeProductsApi } from './fake-products-api';
import { fakeImportApi } from './fake-catalogue-import-api';

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

const view = (api = fakeProductsApi()) =>
  render(<ProductsView api={{ products: api, imports: fakeImportApi(), storeOrigin: 'http://aurora.localhost:3000' }} />);

describe('the Products list', () => {
  it('shows each product with its picture, status, stock across its variants, vendor and price range, linked to its editor', async () => {
    view();
    const shirt = (await screen.findByRole('link', { name: 'Linen shirt' })).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Linen shirt' }).getAttribute('href')).toBe('#products/41');
    expect(within(shirt).getByText('Active')).toBeTruthy();
    expect(within(shirt).getByText('12 in stock across 3 variants')).toBeTruthy();
    expect(within(shirt).getByText('Aurora Atelier')).toBeTruthy();
    expect(within(shirt).getByText('39.00 – 45.00')).toBeTruthy();
    expect(shirt.querySelector('img')?.getAttribute('src')).toBe('/img/linen-shirt.jpg');
    const scarf = screen.getByRole('link', { name: 'Silk scarf' }).closest('tr')!;
    expect(within(scarf).getByText('Draft')).toBeTruthy();
    expect(within(scarf).getByText('0 in stock')).toBeTruthy();
    expect(within(scarf).getByText('25.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add product' }).getAttribute('href')).toBe('#products/new');
  });

  it('searches, filters by status and pages, each from the first page of what matches', async () => {
    const api = fakeProductsApi();
    view(api);
    await screen.findByRole('link', { name: 'Linen shirt' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: ' linen ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(api.products).toHaveBeenLastCalledWith({ search: 'linen', status: 'all', page: 1 }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Filter by status' })).getByRole('button', { name: 'Draft' }));
    await vi.waitFor(() => expect(api.products).toHaveBeenLastCalledWith({ search: 'linen', status: 'draft', page: 1 }));
    expect(screen.getByRole('button', { name: 'Draft' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await vi.waitFor(() => expect(api.products).toHaveBeenLastCalledWith({ search: 'linen', status: 'draft', page: 2 }));
    expect(screen.getByText('1–25 of 60')).toBeTruthy();
  });

  it('puts the focus on the page heading when it opens', async () => {
    view();
    await screen.findByRole('link', { name: 'Linen shirt' });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Products', level: 2 }));
  });
});
