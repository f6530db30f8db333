// @vitest-environment jsdom
/**
 * The cards' wishlist slots (wishlist-slot.tsx): empty as served and at hydration, then every card
 * gets its button once the live layer plugs the parts in, and a page without stores stays empty.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageStores, PageStoresContext } from '../../../src/ui/app/page-stores';
import { WishlistCountSlot, WishlistSlot, wishlistPartsOf } from '../../../src/ui/components/wishlist-slot';

afterEach(cleanup);

const parts = {
  Button: ({ name }: { productID: number; name: string }) => <button type="button">{`Add ${name} to wishlist`}</button>,
  Count: () => <span>3 saved</span>,
};

const cards = ['Linen shirt', 'Wool coat', 'Silk scarf'];

describe('wishlist slots', () => {
  it('stay empty until the live layer plugs the parts in, then every card has its button', async () => {
    const stores = createPageStores();
    render(
      <PageStoresContext.Provider value={stores}>
        {cards.map((name, index) => (
          <WishlistSlot key={name} productID={index + 1} name={name} />
        ))}
        <WishlistCountSlot />
      </PageStoresContext.Provider>,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    await act(async () => wishlistPartsOf(stores).set(parts));
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(cards.map((name) => `Add ${name} to wishlist`));
    expect(screen.getByText('3 saved')).toBeTruthy();
  });

  it('a card mounted after the parts came has its button too; without page stores nothing shows', async () => {
    const stores = createPageStores();
    wishlistPartsOf(stores).set(parts);
    render(
      <PageStoresContext.Provider value={stores}>
        <WishlistSlot productID={9} name="Late card" />
      </PageStoresContext.Provider>,
    );
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Add Late card to wishlist' })).toBeTruthy();
    cleanup();
    render(<WishlistSlot productID={9} name="No stores" />);
    await act(async () => undefined);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
