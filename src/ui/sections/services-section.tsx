/** Services (type 11): cards with an icon, a title, a short text and an optional link. */
import { parseServicesContent } from '../../domain/sections/content/showcase-content';
import { Icon } from './parts/icon';
import { gridClass, itemHeadingTag, itemsClass } from './parts/layout-classes';
import { LinkButton } from './parts/link-button';
import { cx } from './parts/class-names';
import { SectionHeading } from './parts/section-heading';
import { blockMark, SectionShell, sectionDomId } from './parts/section-shell';
import type { SectionProps } from './section-props';

export function ServicesSection({ section, look }: SectionProps) {
  const content = parseServicesContent(section.content);
  const headingId = sectionDomId(section, 'heading');
  const Title = itemHeadingTag(content.heading);

  return (
    <SectionShell section={section} look={look} labelledBy={content.heading ? headingId : undefined}>
      <SectionHeading id={headingId} heading={content.heading} subHeading={content.subHeading} alignment={look.alignment} />
      {content.items.length > 0 && (
        <ul className={gridClass(content.columns)}>
          {content.items.map((item, index) => (
            <li key={index} {...blockMark(index)} className={cx('card flex flex-col gap-3', itemsClass(look.alignment))}>
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-[var(--color-primary)]/10 text-[var(--color-primary)]">
                <Icon name={item.icon} />
              </span>
              {item.title && <Title className="heading text-lg">{item.title}</Title>}
              {item.text && <p className="opacity-80">{item.text}</p>}
              <LinkButton link={item.link} className="btn btn-sm btn-link" />
            </li>
          ))}
        </ul>
      )}
    </SectionShell>
  );
}

/** The registry finds a view by its file name and loads its default export (section-registry.ts). */
export default ServicesSection;
