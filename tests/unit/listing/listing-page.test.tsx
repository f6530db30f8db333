// @vitest-environment jsdom
/** The listing page over the mock backend in a memory router: what it shows and how its controls change the URL. */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLoaderData, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MockListing } from '../../../src/adapters/mock-backend/mock-listing';
import { MOCK_STORE } from '../../../src/adapters/mock-backend/mock-fixtures';
import type { StorefrontServices } from '../../../src/application/storefront/storefront-services';
import type { ResolvedPage } from '../../../src/domain/catalog/resolved-page';
import { PAGE_TYPES } from '../../../src/domain/seo/page-meta';
import type { ListingData } from '../../../src/ui/pages/listing/listing-data';
import { ListingPage } from '../../../src/ui/pages/listing/listing-page';
import { listingPageView } from '../../../src/ui/pages/listing/listing-page-view';

afterEach(cleanup);

const page: ResolvedPage = {
  slug: 'tops',
  page_type_id: PAGE_TYPES.LISTING,
  item_id: 1,
  page_id: 0,
  seo: { title: 'Tops | Mock Store', description: 'Every top we make.', keywords: '', image: '' },
  breadcrumbs: [
    { name: 'Home', url: '/' },
    { name: 'Tops', url: '/tops' },
  ],
  listing: { kind: 'category', id: 1, name: 'Tops', slug: 'tops' },
};
const services = { listing: new MockListing({ accessToken: () => 'token' }) } as unknown as StorefrontServices;

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function renderListing(entry: string) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        loader: () => ({ store: MOCK_STORE }),
        element: (
          <>
            <Outlet />
            <Where />
          </>
        ),
        children: [
          {
            path: '*',
            loader: async ({ request }) =>
              (await listingPageView.load({ services, store: MOCK_STORE, page, url: new URL(request.url) })).data,
            Component: () => <ListingPage page={page} data={useLoaderData() as ListingData} />,
          },
        ],
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
const where = () => screen.getByTestId('where').textContent;

describe('listing page', () => {
  it('shows the heading, breadcrumbs, count, facets, sort and view controls', async () => {
    renderListing('/tops');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tops' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Tops').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('status').textContent).toBe('Showing 1–4 of 4 products');
    expect(screen.getByRole('checkbox', { name: /Acme/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Grid View' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Show filters' }).getAttribute('aria-expanded')).toBe('false');
  });

  it("loads the first row's pictures at once, at high priority: the largest paint is among them", async () => {
    renderListing('/tops');
    await screen.findByRole('heading', { level: 1, name: 'Tops' });
    const pictures = screen.getAllByRole('article').map((card) => card.querySelector('img')!);
    expect(pictures.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual(
      Array(4).fill(['eager', 'high']),
    );
  });

  it('puts every change in the URL: brand, sort, view; and removes a filter from its chip', async () => {
    renderListing('/tops');
    fireEvent.click(await screen.findByRole('checkbox', { name: /Acme/ }));
    await waitFor(() => expect(where()).toBe('/tops?br=acme'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Showing 1–2 of 2 products'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: '3' } });
    await waitFor(() => expect(where()).toBe('/tops?br=acme&sort=3'));
    fireEvent.click(screen.getByRole('button', { name: 'List View' }));
    await waitFor(() => expect(where()).toBe('/tops?br=acme&sort=3&view=list'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'List View' }).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getAllByRole('article')[0]!.className).toContain('product-card--list');
    fireEvent.click(screen.getByRole('link', { name: 'Remove filter: Acme' }));
    await waitFor(() => expect(where()).toBe('/tops?sort=3&view=list'));
  });

  it("applies the price range from the form, and turns a plain form's prmin/prmax into pr", async () => {
    renderListing('/tops');
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Minimum price' }), { target: { value: '20' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Maximum price' }), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(where()).toBe('/tops?pr=20-40'));
    cleanup();
    const router = renderListing('/tops?br=acme&prmin=50&prmax=10&av=1&sort=2');
    await waitFor(() => expect(where()).toBe('/tops?br=acme&pr=10-50&sort=2&av=1'));
    expect(router.state.location.search).toBe('?br=acme&pr=10-50&sort=2&av=1');
  });

  it('offers a way out of an empty result', async () => {
    renderListing('/tops?pr=1000-2000');
    expect(await screen.findByText('No products match these filters.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all products' }).getAttribute('href')).toBe('/shop');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Clear all filters' })));
    await waitFor(() => expect(where()).toBe('/tops'));
  });
});
