// @vitest-environment jsdom
/**
 * The live head: a 404 shown by a layout's error boundary keeps its 'Page Not Found'
 * title once the page is live, instead of turning into the route's own name ("Page | <store>").
 */
import { cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, data, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_STORE } from '../../../src/adapters/mock-backend/mock-fixtures';
import { DocumentHeadSync } from '../../../src/ui/app/document-head-sync';
import { RouteErrorPage } from '../../../src/ui/pages/error-page';

afterEach(cleanup);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        loader: () => ({ store: MOCK_STORE }),
        element: (
          <>
            <DocumentHeadSync />
            <Outlet />
          </>
        ),
        children: [
          {
            id: 'layout',
            element: (
              <main>
                <Outlet />
              </main>
            ),
            errorElement: <RouteErrorPage />,
            children: [
              { path: 'signin', element: <h1>Sign in</h1>, handle: { pageKey: 'signin' } },
              {
                path: '*',
                loader: ({ request }) => {
                  throw data(`Page Not Found: ${new URL(request.url).pathname}`, { status: 404 });
                },
                element: null,
                handle: { pageKey: 'page' },
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('the live document head', () => {
  it('names a 404 page "Page Not Found | <store>", not after the catch-all route', async () => {
    renderAt('/no-such-page');
    await waitFor(() => expect(document.title).toBe(`Page Not Found | ${MOCK_STORE.siteConfig.webTitle}`));
    expect(document.title).not.toMatch(/^Page \|/);
  });

  it('still names an ordinary page after its key', async () => {
    renderAt('/signin');
    await waitFor(() => expect(document.title).toBe(`Signin | ${MOCK_STORE.siteConfig.webTitle}`));
  });
});
