// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_STORE } from '../../../src/adapters/mock-backend/mock-fixtures';
import { LocalStorageIdLists } from '../../../src/adapters/storage/local-storage-id-lists';
import { createPageStores } from '../../../src/ui/app/page-stores';
import { setBrowserApp } from '../../../src/ui/app/services-holder';
import { useCompareList, type CompareActions } from '../../../src/ui/pages/compare/compare-store';

const KEY = 'wx_compare_mock';

function useHarness() {
  let result: CompareActions | null = null;
  function Probe() {
    result = useCompareList();
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => {
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          path: '*',
          element: (
            <>
              {children}
              <Probe />
            </>
          ),
        },
      ],
      { hydrationData: { loaderData: { root: { store: MOCK_STORE } } } },
    );
    return <RouterProvider router={router} />;
  };
  renderHook(() => null, { wrapper });
  return () => result!;
}

beforeEach(() => {
  window.localStorage.clear();
  setBrowserApp({
    services: undefined as never,
    live: undefined as never,
    stores: createPageStores(),
    keptLists: new LocalStorageIdLists(),
  });
});
afterEach(cleanup);

describe('compare list in the browser', () => {
  it('adds every absent product, with no cap of four, and writes every change to storage', () => {
    const compare = useHarness();
    act(() => {
      expect(compare().add(3)).toBe('added');
    });
    act(() => {
      expect(compare().add(3)).toBe('present');
    });
    for (const id of [4, 5, 6]) act(() => void compare().add(id));
    act(() => {
      expect(compare().add(9)).toBe('added');
    });
    expect(compare().list).toEqual([3, 4, 5, 6, 9]);
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual([3, 4, 5, 6, 9]);
    act(() => compare().removeAt(1));
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual([3, 5, 6, 9]);
    act(() => compare().clear());
    expect(window.localStorage.getItem(KEY)).toBe('[]');
  });

  it('restores a stored list and ignores what is not a list of ids', () => {
    window.localStorage.setItem(KEY, '[8, "9", -1, 8, "x"]');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(useHarness()().list).toEqual([8, 9]);
    window.localStorage.setItem(KEY, '{not json');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(useHarness()().list).toEqual([]);
  });
});
