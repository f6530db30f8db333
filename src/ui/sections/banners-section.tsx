/** Banners (type 7): a grid of picture tiles, each with an optional title, text and link. */
import { hasLink } from '../../domain/sections/content/content-fields';
import { parseBannersContent } from '../../domain/sections/content/banner-content';
import { linkHref } from '../../domain/sections/link-target';
import { gridClass } from './parts/layout-classes';
import { SectionHeading } from './parts/section-heading';
import { blockMark, SectionShell, sectionDomId } from './parts/section-shell';
import { SmartImage } from './parts/smart-image';
import type { SectionProps } from './section-props';

export function BannersSection({ section, look, context }: SectionProps) {
  const content = parseBannersContent(section.content);
  const headingId = sectionDomId(section, 'heading');
  // Two empty tiles keep an unfilled section visible (and selectable) in the editor.
  const tiles =
    content.tiles.length > 0 ? content.tiles : [0, 1].map(() => ({ image: '', title: '', text: '', link: { label: '', url: '' } }));

  return (
    <SectionShell section={section} look={look} labelledBy={content.heading ? headingId : undefined}>
      <SectionHeading id={headingId} heading={content.heading} subHeading={content.subHeading} alignment={look.alignment} />
      <ul className={gridClass(content.columns)}>
        {tiles.map((tile, index) => {
          const body = (
            <>
              <SmartImage
                path={tile.image}
                staticCDN={context.staticCDN}
                alt=""
                width={800}
                height={500}
                banner
                className="aspect-[8/5] w-full object-cover"
              />
              {(tile.title || tile.text || tile.link.label) && (
                <span className="absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-gradient-to-t from-black/70 to-transparent p-5 text-white">
                  {tile.title && <span className="text-xl font-semibold">{tile.title}</span>}
                  {tile.text && <span className="text-sm">{tile.text}</span>}
                  {tile.link.label && <span className="mt-1 text-sm font-medium underline">{tile.link.label}</span>}
                </span>
              )}
            </>
          );
          return (
            <li key={index} {...(content.tiles.length > 0 ? blockMark(index) : {})} className="relative overflow-hidden rounded-[inherit]">
              {hasLink(tile.link) ? (
                <a href={linkHref(tile.link)} className="relative block">
                  {body}
                </a>
              ) : (
                <div className="relative">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </SectionShell>
  );
}

/** The registry finds a view by its file name and loads its default export (section-registry.ts). */
export default BannersSection;
