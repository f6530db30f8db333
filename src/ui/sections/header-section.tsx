/**
 * Header (type 1): logo, main menu, search and the wishlist/account/cart links. The only client
 * state is the mobile menu toggle; everything else is plain links and a GET form that work before
 * hydration.
 */
import { useEffect, useRef, useState } from 'react';
import { parseHeaderContent } from '../../domain/sections/content/header-content';
import { linkHref, type Link } from '../../domain/sections/link-target';
import { CartLink } from '../components/cart-link';
import { cx } from './parts/class-names';
import { HeaderIcon } from './parts/header-icon';
import { HeaderSearch } from './parts/header-search';
import { blockMark, SectionShell, sectionDomId, shownBlocks } from './parts/section-shell';
import { SmartImage } from './parts/smart-image';
import type { SectionProps } from './section-props';
import { WishlistCountSlot } from '../components/wishlist-slot';

const HOME_MENU: Link[] = [{ label: 'Home', url: '/' }];
const ICON_LINK = 'inline-flex size-10 items-center justify-center rounded-full hover:bg-black/5';

export function HeaderSection({ section, look, context }: SectionProps) {
  const content = parseHeaderContent(section.content);
  // The menu is open on the page it was opened on: following one of its links (in the page) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === context.pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu wherever focus is (on its button after a click, in it, or nowhere) and
  // puts focus on the button; an Escape a dialog above already took (preventDefault) is left alone.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  const navId = sectionDomId(section, 'nav');
  const searchId = sectionDomId(section, 'search');
  const title = content.title || context.storeTitle;
  const menu = shownBlocks(content.menu, (item) => item.label.trim() !== '');
  const items = menu.length > 0 ? menu : HOME_MENU.map((item) => ({ item, block: -1 }));
  // A header floating over the hero on every screen cannot also stick; where it floats only on some, it sticks on the others.
  const sticky = content.sticky && look.transparentHeader !== 'all' ? 'sticky top-0 z-40' : '';

  return (
    <SectionShell
      as="header"
      section={section}
      look={look}
      className={cx('bg-[var(--color-background)]', sticky, look.transparentHeaderClassName)}
      before={
        content.announcement && (
          <p className="bg-[var(--color-primary)] px-4 py-2 text-center text-sm text-[var(--color-on-primary,#fff)]">
            {content.announcement}
          </p>
        )
      }
    >
      <div className={cx('relative flex flex-wrap items-center gap-x-4 gap-y-2 py-3', !look.contained && 'px-4')}>
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpenOn(open ? null : context.pathname)}
          // Without JavaScript the menu is always shown (below), so its button is too: only where scripts run.
          className={cx(ICON_LINK, 'max-lg:hidden js:max-lg:inline-flex lg:hidden')}
        >
          <HeaderIcon name={open ? 'close' : 'menu'} />
          <span className="sr-only">Menu</span>
        </button>
        <a href="/" className="logo inline-flex items-center font-semibold">
          {content.logo ? (
            <SmartImage path={content.logo} staticCDN={context.staticCDN} alt={title} width={160} height={48} priority className="block" />
          ) : (
            title
          )}
        </a>
        <nav
          id={navId}
          aria-label="Main"
          className={cx(
            // On a phone without JavaScript the menu is a plain row of links under the header, scrolling
            // sideways in its own box (min-w-0: a flex item is otherwise as wide as its row of links,
            // and the whole page with it); with it, a drop-down.
            open ? 'block' : 'max-lg:block js:max-lg:hidden',
            'max-lg:order-last max-lg:basis-full max-lg:min-w-0 js:max-lg:absolute js:max-lg:inset-x-0 js:max-lg:top-full js:max-lg:z-[1000] js:max-lg:text-[var(--color-text)] js:max-lg:border-t js:max-lg:border-[var(--color-border)] js:max-lg:bg-[var(--color-background)] js:max-lg:p-4 js:max-lg:shadow-lg lg:block',
          )}
        >
          <ul className="flex gap-x-4 gap-y-3 max-lg:overflow-x-auto max-lg:whitespace-nowrap max-lg:pb-1 js:max-lg:flex-col js:max-lg:overflow-visible js:max-lg:pb-0 lg:flex-row lg:gap-6">
            {items.map(({ item, block }) => {
              const href = linkHref(item);
              return (
                <li key={`${block}-${item.label}`} {...(block < 0 ? {} : blockMark(block))}>
                  <a
                    href={href}
                    aria-current={href === context.pathname ? 'page' : undefined}
                    className="hover:underline aria-[current=page]:font-semibold"
                  >
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        {content.showSearch && (
          <HeaderSearch
            id={searchId}
            placeholder={content.searchPlaceholder}
            context={context}
            buttonClassName={cx(look.buttonClassName, 'shrink-0')}
          />
        )}
        <div className={cx('ms-auto flex items-center gap-1', content.showSearch && 'md:ms-0')}>
          {content.showWishlist && (
            <a href="/wishlist" className={cx(ICON_LINK, 'relative')}>
              <HeaderIcon name="heart" />
              <span className="sr-only">Wishlist</span>
              <WishlistCountSlot />
            </a>
          )}
          {content.showAccount && (
            <a href="/account" className={ICON_LINK}>
              <HeaderIcon name="user" />
              <span className="sr-only">Account</span>
            </a>
          )}
          {content.showCart && (
            <CartLink className={cx(ICON_LINK, 'relative')}>
              <HeaderIcon name="bag" />
            </CartLink>
          )}
        </div>
      </div>
    </SectionShell>
  );
}

/** The registry finds a view by its file name and loads its default export (section-registry.ts). */
export default HeaderSection;
