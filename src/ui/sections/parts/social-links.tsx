/**
 * Links to a store's or a person's social profiles. Each shows a short glyph and is named by the
 * network, so screen readers hear "Instagram" rather than a letter.
 */
import { safeUrl } from '../../../domain/sections/link-target';
import { SOCIAL_NETWORKS, type SocialLink, type SocialNetworkId } from '../../../domain/sections/content/social-networks';
import { cx } from './class-names';

const GLYPHS: Record<SocialNetworkId, string> = { 1: 'f', 2: 'X', 3: 'G', 4: 'in', 5: 'P', 6: 't', 7: 'IG', 8: 'S', 9: 'YT', 10: 'WA' };

interface SocialLinksProps {
  links: SocialLink[];
  /** Adds the person or store the profiles belong to ("Instagram, Mia Chen"). */
  owner?: string;
  showNames?: boolean;
  className?: string;
}

export function SocialLinks({ links, owner, showNames = false, className }: SocialLinksProps) {
  if (links.length === 0) return null;
  return (
    <ul className={cx('flex flex-wrap gap-2', className)}>
      {links.map((item, index) => {
        const name = SOCIAL_NETWORKS[item.network];
        return (
          <li key={`${item.network}-${index}`}>
            <a href={safeUrl(item.url)} rel="noopener noreferrer" className="inline-flex items-center gap-2 hover:opacity-80">
              <span
                aria-hidden="true"
                className="inline-flex size-9 items-center justify-center rounded-full border border-current text-xs font-semibold"
              >
                {GLYPHS[item.network]}
              </span>
              <span className={showNames ? undefined : 'sr-only'}>{owner ? `${name}, ${owner}` : name}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
