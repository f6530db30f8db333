/** Testimonials (type 14): customer quotes with name, role, avatar and a star rating. */
import { parseTestimonialsContent } from '../../domain/sections/content/showcase-content';
import { gridClass } from './parts/layout-classes';
import { RatingStars } from './parts/rating-stars';
import { SectionHeading } from './parts/section-heading';
import { blockMark, SectionShell, sectionDomId, shownBlocks } from './parts/section-shell';
import { SmartImage } from './parts/smart-image';
import type { SectionProps } from './section-props';

export function TestimonialsSection({ section, look, context }: SectionProps) {
  const content = parseTestimonialsContent(section.content);
  const headingId = sectionDomId(section, 'heading');
  const items = shownBlocks(content.items, (item) => item.quote);

  return (
    <SectionShell section={section} look={look} labelledBy={content.heading ? headingId : undefined}>
      <SectionHeading id={headingId} heading={content.heading} subHeading={content.subHeading} alignment={look.alignment} />
      {items.length > 0 && (
        <ul className={gridClass(Math.min(3, items.length))}>
          {items.map(({ item, block }) => (
            <li key={block} {...blockMark(block)} className="card flex">
              <figure className="flex flex-1 flex-col gap-4">
                {item.rating > 0 && (
                  <div>
                    <RatingStars rating={item.rating} />
                  </div>
                )}
                <blockquote className="flex-1 text-lg">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  {item.avatar && (
                    <SmartImage
                      path={item.avatar}
                      staticCDN={context.staticCDN}
                      alt=""
                      width={48}
                      height={48}
                      className="size-12 rounded-full object-cover"
                    />
                  )}
                  <span className="flex flex-col text-start">
                    <span className="font-semibold">{item.name}</span>
                    {item.role && <span className="text-sm opacity-75">{item.role}</span>}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </SectionShell>
  );
}

/** The registry finds a view by its file name and loads its default export (section-registry.ts). */
export default TestimonialsSection;
