/**
 * "Store" in the editor's top bar: the registry's store pages (studio-pages.tsx; Messages with its
 * unread count) behind one disclosure button, so the bar keeps one row at
 * 1280 px. Escape or a click elsewhere closes it, and Escape returns focus to the button.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { UnreadBadge } from './messages/unread-messages';
import { useCan } from './studio-access';
import { STUDIO_PAGES } from './studio-pages';

const PAGES = STUDIO_PAGES.filter((page) => page.group === 'store');

export function StorePagesMenu() {
  const can = useCan();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="rounded border border-gray-300 px-2 py-1 text-sm"
      >
        Store
        <UnreadBadge /> <span aria-hidden="true">▾</span>
      </button>
      <nav
        id={listId}
        aria-label="Store"
        hidden={!open}
        className="absolute left-0 top-full z-30 mt-1 w-44 rounded border border-gray-200 bg-white py-1 shadow-lg"
      >
        <ul>
          {PAGES.filter((page) => can(page.permission)).map(({ hash, title, badge: Badge }) => (
            <li key={hash}>
              <a
                href={hash}
                onClick={() => setOpen(false)}
                className="block px-3 py-1.5 text-sm text-gray-800 hover:bg-gray-100 focus:bg-gray-100"
              >
                {title}
                {Badge && <Badge />}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
