/** Content (type 8): heading, owner rich text (sanitised by the server) and an optional picture beside it. */
import { parseContentContent } from '../../domain/sections/content/text-content';
import { cx } from './parts/class-names';
import { buttonRowClass, RICH_TEXT } from './parts/layout-classes';
import { LinkButton } from './parts/link-button';
import { SectionShell, sectionDomId } from './parts/section-shell';
import { OwnShapePicture } from './parts/own-shape-picture';
import type { SectionProps } from './section-props';

export function ContentSection({ section, look, context }: SectionProps) {
  const content = parseContentContent(section.content);
  const headingId = sectionDomId(section, 'heading');
  const withImage = content.image !== '';

  return (
    <SectionShell section={section} look={look} labelledBy={content.heading ? headingId : undefined}>
      <div className={cx('grid items-center gap-10', withImage && 'md:grid-cols-2')}>
        <div className={cx('flex flex-col gap-4', withImage && content.imagePosition === 'start' && 'md:order-last')}>
          {content.heading && (
            <h2 id={headingId} className="heading">
              {content.heading}
            </h2>
          )}
          {content.subHeading && <p className="sub-heading">{content.subHeading}</p>}
          {/* Sanitised by sanitizeThemeSections before it is served. */}
          {content.body && <div className={RICH_TEXT} dangerouslySetInnerHTML={{ __html: content.body }} />}
          <div className={buttonRowClass(look.alignment)}>
            <LinkButton link={content.button} className={look.buttonClassName} />
          </div>
        </div>
        {withImage && <OwnShapePicture path={content.image} alt={content.imageAlt} staticCDN={context.staticCDN} />}
      </div>
    </SectionShell>
  );
}

/** The registry finds a view by its file name and loads its default export (section-registry.ts). */
export default ContentSection;
