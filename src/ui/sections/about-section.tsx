/** About (type 10): the store's story as rich text beside a picture, with a few headline numbers. */
import { parseAboutContent } from '../../domain/sections/content/text-content';
import { cx } from './parts/class-names';
import { RICH_TEXT } from './parts/layout-classes';
import { SectionShell, sectionDomId } from './parts/section-shell';
import { OwnShapePicture } from './parts/own-shape-picture';
import type { SectionProps } from './section-props';

export function AboutSection({ section, look, context }: SectionProps) {
  const content = parseAboutContent(section.content);
  const headingId = sectionDomId(section, 'heading');
  const stats = content.stats.filter((stat) => stat.value && stat.label);

  return (
    <SectionShell section={section} look={look} labelledBy={content.heading ? headingId : undefined}>
      <div className={cx('grid items-center gap-10', content.image && 'md:grid-cols-2')}>
        {content.image && <OwnShapePicture path={content.image} alt={content.imageAlt} staticCDN={context.staticCDN} />}
        <div className="flex flex-col gap-4">
          {content.heading && (
            <h2 id={headingId} className="heading">
              {content.heading}
            </h2>
          )}
          {content.subHeading && <p className="sub-heading">{content.subHeading}</p>}
          {/* Sanitised by sanitizeThemeSections before it is served. */}
          {content.body && <div className={RICH_TEXT} dangerouslySetInnerHTML={{ __html: content.body }} />}
          {stats.length > 0 && (
            <dl className="mt-4 grid grid-cols-2 gap-6 sm:grid-cols-4">
              {stats.map((stat, index) => (
                <div key={index} className="flex flex-col-reverse">
                  <dt className="text-sm opacity-75">{stat.label}</dt>
                  <dd className="heading text-3xl">{stat.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
    </SectionShell>
  );
}

/** The registry finds a view by its file name and loads its default export (section-registry.ts). */
export default AboutSection;
