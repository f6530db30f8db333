/** The studio's pages, as links in the address's hash; the open one is marked for screen readers too. The person's own pages sit beside Sign out (account-links.tsx). */
import type { ComponentType } from 'react';
import type { PermissionNeed } from '../domain/staff/permissions';
import { useCan } from './studio-access';
import { STUDIO_PAGES, type StudioView } from './studio-pages';
import { EDITOR_HASH } from './use-studio-view';

const LINKS: ReadonlyArray<{ view: StudioView; hash: string; title: string; need: PermissionNeed; badge?: ComponentType }> = [
  { view: 'editor', hash: EDITOR_HASH, title: 'Theme editor', need: 'theme.manage' },
  ...STUDIO_PAGES.filter((page) => page.group !== 'account').map((page) => ({
    view: page.route,
    hash: page.hash,
    title: page.title,
    need: page.permission,
    badge: page.badge,
  })),
];

/** The pages the member's role includes (decision 95); the others are not offered. */
export function StudioNav({ current }: { current: StudioView }) {
  const can = useCan();
  return (
    <nav aria-label="Studio" className="flex flex-wrap gap-1 text-sm">
      {LINKS.filter((link) => can(link.need)).map(({ view, hash, title, badge: Badge }) =>
        view === current ? (
          <a key={view} href={hash} aria-current="page" className="rounded bg-gray-900 px-2 py-1 font-medium text-white">
            {title}
            {Badge && <Badge />}
          </a>
        ) : (
          <a key={view} href={hash} className="rounded px-2 py-1 text-gray-700 hover:bg-gray-100">
            {title}
            {Badge && <Badge />}
          </a>
        ),
      )}
    </nav>
  );
}
