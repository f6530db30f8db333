/** Call to action (type 9): a short pitch with up to two buttons, centred unless the owner aligns it otherwise. */
import { parseCtaContent } from '../../domain/sections/content/banner-content';
import { cx } from './parts/class-names';
import { buttonRowClass } from './parts/layout-classes';
import { LinkButton } from './parts/link-button';
import { SectionShell, sectionDomId } from './parts/section-shell';
import type { SectionProps } from './section-props';

export function CtaSection({ section, look }: SectionProps) {
  const content = parseCtaContent(section.content);
  const headingId = sectionDomId(section, 'heading');
  const align = look.alignment ?? 'center';
  // The secondary action reads as the quieter one whatever style the primary uses.
  const secondaryClass = look.buttonClassName.replace(/btn-(primary|secondary|outline|link)$/, 'btn-outline');

  return (
    <SectionShell section={section} look={look} labelledBy={content.heading ? headingId : undefined}>
      <div
        className={cx(
          'mx-auto flex max-w-3xl flex-col gap-4 py-6',
          align === 'center' ? 'text-center' : align === 'end' ? 'text-end' : 'text-start',
        )}
      >
        {content.heading && (
          <h2 id={headingId} className="heading">
            {content.heading}
          </h2>
        )}
        {content.text && <p className="text-lg">{content.text}</p>}
        <div className={buttonRowClass(align)}>
          <LinkButton link={content.primary} className={look.buttonClassName} />
          <LinkButton link={content.secondary} className={secondaryClass} />
        </div>
      </div>
    </SectionShell>
  );
}

/** The registry finds a view by its file name and loads its default export (section-registry.ts). */
export default CtaSection;
