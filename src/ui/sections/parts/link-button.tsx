/** A content link rendered as a themed button or plain link; unfilled links render nothing. */
import { hasLink } from '../../../domain/sections/content/content-fields';
import { linkHref, type Link } from '../../../domain/sections/link-target';

export function LinkButton({ link, className }: { link: Link; className?: string }) {
  if (!hasLink(link)) return null;
  return (
    <a href={linkHref(link)} className={className}>
      {link.label}
    </a>
  );
}
