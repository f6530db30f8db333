/**
 * The person's own pages (the registry's `account` group, studio-pages.tsx), beside Sign out in every
 * top bar, where a merchant looks for their password and sign-in settings; the open one is marked.
 * In the editor's bar (`compact`) a page is a person icon on laptop widths, its name for screen readers
 * only, so the bar keeps one row at 1280 px, as the store's name does beside it.
 */
import { STUDIO_PAGES, type StudioView } from './studio-pages';

const ACCOUNT_PAGES = STUDIO_PAGES.filter((page) => page.group === 'account');

function PersonIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 2xl:hidden" fill="currentColor">
      <path d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0 1 1 0 0 1-1 1H4a1 1 0 0 1-1-1Z" />
    </svg>
  );
}

export function AccountLinks({ current, compact = false }: { current?: StudioView; compact?: boolean }) {
  return ACCOUNT_PAGES.map(({ route, hash, title }) => (
    <a
      key={route}
      href={hash}
      aria-current={route === current ? 'page' : undefined}
      className={`rounded py-1 text-sm text-gray-700 hover:bg-gray-100 aria-[current=page]:bg-gray-900 aria-[current=page]:text-white ${compact ? 'px-1 2xl:px-2' : 'px-2'}`}
    >
      {compact ? (
        <>
          <PersonIcon />
          <span className="max-2xl:sr-only">{title}</span>
        </>
      ) : (
        title
      )}
    </a>
  ));
}
