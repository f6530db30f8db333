// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_STORE } from '../../../src/adapters/mock-backend/mock-fixtures';
import { LocalStorageIdLists } from '../../../src/adapters/storage/local-storage-id-lists';
import { createPageStores } from '../../../src/ui/app/page-stores';
import { setBrowserApp } from '../../../src/ui/app/services-holder';
import type { ProductDetail } from '../../../src/domain/catalog/product-detail';
import { ProductPage } from '../../../src/ui/pages/product/product-page';
import { CartCommandsContext, type CartAddRequest } from '../../../src/ui/cart/cart-client';
import { product } from '../catalog/product-fixtures';

// The page's recently viewed list is kept by the browser's id lists (services-holder.ts).
beforeEach(() =>
  setBrowserApp({
    services: undefined as never,
    live: undefined as never,
    stores: createPageStores(),
    keptLists: new LocalStorageIdLists(),
  }),
);
afterEach(cleanup);

const PAGE = {
  page_type_id: 3 as const,
  item_id: 7,
  page_id: 0,
  slug: 'satin-dress',
  seo: { title: 'Satin Dress', description: '', keywords: '', image: '' },
  breadcrumbs: [
    { name: 'Home', url: '/' },
    { name: 'Dresses', url: '/dresses' },
    { name: 'Satin Dress', url: '/satin-dress' },
  ],
};

/** What "Add to cart" handed the cart. */
let added: CartAddRequest[] = [];
const recordingCart = { add: async (request: CartAddRequest) => void added.push(request) };

function renderPage(detail: ProductDetail = product(), extra: { variantID?: number; tab?: string } = {}) {
  added = [];
  const data = { product: detail, reviews: null, variantID: extra.variantID ?? null, tab: extra.tab ?? null };
  const page = (
    <CartCommandsContext.Provider value={recordingCart}>
      <ProductPage page={PAGE} data={data} />
    </CartCommandsContext.Provider>
  );
  const router = createMemoryRouter([{ id: 'root', element: <Outlet />, children: [{ path: '*', element: page }] }], {
    initialEntries: ['/satin-dress'],
    hydrationData: { loaderData: { root: { store: MOCK_STORE } } },
  });
  return render(<RouterProvider router={router} />);
}

const offer = () => screen.getAllByRole('status').find((el) => el.textContent?.includes('SKU'))!;

describe('product page', () => {
  it('shows the first in-stock variant with its price, stock and breadcrumbs', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Satin Dress' })).toBeTruthy();
    expect(offer().textContent).toContain('$100');
    expect(offer().textContent).toContain('In stock');
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getByText('Satin Dress')
        .getAttribute('aria-current'),
    ).toBe('page');
    expect((screen.getByRole('combobox', { name: 'Size' }) as HTMLSelectElement).value).toBe('12');
    expect((screen.getByRole('radio', { name: 'Navy' }) as HTMLInputElement).checked).toBe(true);
  });

  it('updates price and stock on choice and moves a colour that no longer exists', () => {
    renderPage();
    fireEvent.change(screen.getByRole('combobox', { name: 'Size' }), { target: { value: '13' } });
    expect((screen.getByRole('radio', { name: 'Camel' }) as HTMLInputElement).checked).toBe(true);
    expect(offer().textContent).toContain('$110');
    expect(offer().textContent).toContain('Only 2 left');
    expect((screen.getByRole('radio', { name: /Navy/ }) as HTMLInputElement).disabled).toBe(true);
  });

  it('marks sold-out sizes and disables Add to cart with the reason for a sold-out choice', () => {
    renderPage(product(), { variantID: 1 });
    const small = within(screen.getByRole('combobox', { name: 'Size' })).getByRole('option', { name: 'S (sold out)' }) as HTMLOptionElement;
    expect(small.selected).toBe(true);
    const add = screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(document.getElementById(add.getAttribute('aria-describedby')!)?.textContent).toBe('S / Navy is out of stock.');
  });

  it('keeps the quantity at 1 or more and builds the cart code with the add-ons', () => {
    renderPage();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
    expect((screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity.value).toBe('2');
    fireEvent.change(quantity, { target: { value: '' } });
    fireEvent.blur(quantity);
    expect(quantity.value).toBe('1');
    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.blur(quantity);
    fireEvent.click(screen.getByRole('checkbox', { name: /Tailoring/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Gift wrap/ }));
    expect(screen.getByText('Total: $390')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(added.map((request) => request.code)).toEqual(['7_3_2_3,5']);
    expect(added[0]?.addons.map((addon) => addon.addonName)).toEqual(['Gift wrap', 'Tailoring']);
    expect(added[0]?.product).toMatchObject({ productID: 7, variantID: 2, itemName: 'Satin Dress' });
  });

  it('opens the tab a link asks for and moves between tabs with the arrow keys', () => {
    renderPage(product(), { tab: 'faq' });
    expect(screen.getByRole('tab', { name: 'FAQ' }).getAttribute('aria-selected')).toBe('true');
    act(() => screen.getByRole('tab', { name: 'FAQ' }).focus());
    fireEvent.keyDown(screen.getByRole('tab', { name: 'FAQ' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Description' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Description' }));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'FAQ' }).getAttribute('aria-selected')).toBe('true');
  });

  it('has no FAQ tab without questions and says "Price on request" for a hidden price', () => {
    renderPage(product({ faqs: [], isHidePrice: true }));
    expect(screen.queryByRole('tab', { name: 'FAQ' })).toBeNull();
    expect(screen.getByText('Price on request')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
