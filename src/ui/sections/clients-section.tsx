/** Clients (type 13): a strip of partner or press logos, each optionally linking out. */
import { parseClientsContent } from '../../domain/sections/content/showcase-content';
import { safeUrl } from '../../domain/sections/link-target';
import { cx } from './parts/class-names';
import { GAP } from './parts/layout-classes';
import { SectionHeading } from './parts/section-heading';
import { blockMark, SectionShell, sectionDomId } from './parts/section-shell';
import { SmartImage } from './parts/smart-image';
import type { SectionProps } from './section-props';

export function ClientsSection({ section, look, context }: SectionProps) {
  const content = parseClientsContent(section.content);
  const headingId = sectionDomId(section, 'heading');
  const tone = content.grayscale ? 'opacity-70 grayscale hover:opacity-100 hover:grayscale-0' : '';

  return (
    <SectionShell section={section} look={look} labelledBy={content.heading ? headingId : undefined}>
      <SectionHeading id={headingId} heading={content.heading} subHeading={content.subHeading} alignment={look.alignment} />
      {content.logos.length > 0 && (
        <ul className={cx('flex flex-wrap items-center justify-center', GAP)}>
          {content.logos.map((logo, index) => {
            const picture = (
              <SmartImage
                path={logo.image}
                staticCDN={context.staticCDN}
                alt={logo.name}
                width={160}
                height={64}
                className={cx('h-12 w-auto object-contain', tone)}
              />
            );
            const href = safeUrl(logo.url);
            return (
              <li key={index} {...blockMark(index)} className="flex h-16 items-center px-4">
                {href === '#' ? (
                  picture
                ) : (
                  <a href={href} rel="noopener noreferrer">
                    {picture}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </SectionShell>
  );
}

/** The registry finds a view by its file name and loads its default export (section-registry.ts). */
export default ClientsSection;
