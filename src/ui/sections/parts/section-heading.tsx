/**
 * The heading block at the top of most sections. Section headings are h2 so the page outline stays
 * h1 (the first hero or the page title) followed by one h2 per section.
 */
import type { Alignment } from '../../../domain/sections/section-style';
import { cx } from './class-names';

interface SectionHeadingProps {
  id: string;
  heading: string;
  subHeading?: string;
  alignment?: Alignment | null;
  className?: string;
}

const ALIGN = { start: 'text-start', center: 'text-center', end: 'text-end' } as const;

export function SectionHeading({ id, heading, subHeading = '', alignment, className }: SectionHeadingProps) {
  if (!heading && !subHeading) return null;
  return (
    <div className={cx('mb-8', ALIGN[alignment ?? 'center'], className)}>
      {heading && (
        <h2 id={id} className="heading">
          {heading}
        </h2>
      )}
      {subHeading && <p className="sub-heading mt-2">{subHeading}</p>}
    </div>
  );
}
