// @vitest-environment jsdom
/**
 * Pages a shopper opens while the tracking code is still loading are reported, in order and with
 * the time each was opened, once it starts: a quick click no longer loses a page view.
 */
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrowserTracking, TrackingStart } from '../../../src/application/storefront/live-runtime';

type Start = (start: TrackingStart) => BrowserTracking | null;
const loading = vi.hoisted(() => ({ resolve: (_start: Start) => {} }));
vi.mock('../../../src/ui/app/use-store', () => ({ useStore: () => ({ webID: 7 }) }));
vi.mock('../../../src/ui/app/services-holder', () => ({
  loadedLiveRuntime: () => ({ tracking: () => new Promise<Start>((resolve) => (loading.resolve = resolve)) }),
}));

const { default: TrackingWatcher } = await import('../../../src/ui/app/tracking-watcher');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <TrackingWatcher /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('tracking watcher', () => {
  it('reports the pages opened before tracking loaded, with their times, then the later ones as they come', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000);
    window.__WX_CONFIG__ = { live: { tracking: true } } as unknown as typeof window.__WX_CONFIG__;
    const router = renderAt('/');
    vi.setSystemTime(4_000);
    await act(() => router.navigate('/lighting'));

    const navigated = vi.fn<BrowserTracking['navigated']>();
    const started: TrackingStart[] = [];
    vi.setSystemTime(9_000);
    await act(async () =>
      loading.resolve((start) => {
        started.push(start);
        return { navigated, stop: () => {} };
      }),
    );
    await act(() => router.navigate('/cart'));

    expect(started).toEqual([expect.objectContaining({ webID: 7, pathname: '/' })]);
    expect(navigated.mock.calls).toEqual([
      [{ pathname: '/', search: '', hash: '' }, 1_000],
      [{ pathname: '/lighting', search: '', hash: '' }, 4_000],
      [{ pathname: '/cart', search: '', hash: '' }],
    ]);
  });
});
