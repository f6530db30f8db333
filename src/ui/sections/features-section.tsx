/** Features (type 12): a compact strip of store promises (free shipping, returns...) with icons. */
import { parseFeaturesContent } from '../../domain/sections/content/showcase-content';
import { cx } from './parts/class-names';
import { Icon } from './parts/icon';
import { GAP, itemHeadingTag } from './parts/layout-classes';
import { SectionHeading } from './parts/section-heading';
import { blockMark, SectionShell, sectionDomId } from './parts/section-shell';
import type { SectionProps } from './section-props';

export function FeaturesSection({ section, look }: SectionProps) {
  const content = parseFeaturesContent(section.content);
  const headingId = sectionDomId(section, 'heading');
  const Title = itemHeadingTag(content.heading);

  return (
    <SectionShell section={section} look={look} labelledBy={content.heading ? headingId : undefined}>
      <SectionHeading id={headingId} heading={content.heading} subHeading={content.subHeading} alignment={look.alignment} />
      {content.items.length > 0 && (
        <ul className={cx('grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-4', GAP)}>
          {content.items.map((item, index) => (
            <li key={index} {...blockMark(index)} className="flex items-start gap-3">
              <Icon name={item.icon} className="size-8 shrink-0 text-[var(--color-primary)]" />
              <div className="flex flex-col gap-1 text-start">
                {item.title && <Title className="heading text-base">{item.title}</Title>}
                {item.text && <p className="text-sm opacity-80">{item.text}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionShell>
  );
}

/** The registry finds a view by its file name and loads its default export (section-registry.ts). */
export default FeaturesSection;
