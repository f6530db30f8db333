// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionRenderer } from '../../../src/ui/sections/section-renderer';
import { CONTEXT, makeSection } from './section-fixtures';

afterEach(cleanup);

const MENU = [
  { label: 'Dresses', type: 1, slug: 'dresses' },
  { label: 'Sale', url: '/sale' },
  { label: 'Evil', url: 'javascript:alert(1)' },
];

function renderHeader(content: Record<string, unknown> = { menu: MENU }, pathname = '/sale') {
  return render(<SectionRenderer sections={[makeSection(1, content)]} resolved={{}} context={{ ...CONTEXT, pathname }} />);
}

describe('HeaderSection', () => {
  it('has a search form that GETs /search with kw and a labelled input', () => {
    renderHeader();
    const search = screen.getByRole('search');
    expect(search.getAttribute('action')).toBe('/search');
    expect(search.getAttribute('method')).toBe('get');
    const input = within(search).getByRole('searchbox', { name: 'Search products' });
    expect(input.getAttribute('name')).toBe('kw');
    expect(within(search).getByRole('button', { name: 'Search' })).toBeTruthy();
  });

  it('has named cart, wishlist and account links', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Wishlist' }).getAttribute('href')).toBe('/wishlist');
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
  });

  it('renders the main menu with flat URLs, safe hrefs and the current page marked', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dresses' }).getAttribute('href')).toBe('/dresses');
    expect(within(nav).getByRole('link', { name: 'Sale' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Evil' }).getAttribute('href')).toBe('#');
  });

  it('shows the store title when there is no logo, and the logo image named by the title otherwise', () => {
    renderHeader({});
    expect(screen.getByRole('link', { name: 'Test Store' }).getAttribute('href')).toBe('/');
    cleanup();
    renderHeader({ logo: 'media://test/logo.svg' });
    expect(screen.getByRole('img', { name: 'Test Store' }).getAttribute('src')).toBe('https://cdn.test/test/logo.svg');
  });

  it('toggles the mobile menu with a button that controls the nav, and closes it with Escape', () => {
    renderHeader();
    const button = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(button.getAttribute('aria-controls')).toBe(nav.id);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(nav.classList.contains('block')).toBe(true);
    fireEvent.keyDown(within(nav).getByRole('link', { name: 'Dresses' }), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes the open mobile menu with Escape wherever focus is: on its button after a click, or on the page', () => {
    renderHeader();
    const button = screen.getByRole('button', { name: 'Menu' });
    button.focus();
    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    button.blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    // An Escape a dialog above the header already handled leaves the menu open.
    fireEvent.click(button);
    const taken = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    taken.preventDefault();
    document.body.dispatchEvent(taken);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('hides the icons and search the owner turned off', () => {
    renderHeader({ showSearch: false, showWishlist: '0', showCart: false, showAccount: 'false' });
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cart' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Wishlist' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
  });

  it('sticks to the top when asked', () => {
    const { container } = renderHeader({ sticky: true });
    expect(container.querySelector('header')?.classList.contains('sticky')).toBe(true);
  });
});
