/** Promotion (type 15): a time-limited offer with its discount, a live countdown and a button. */
import { parsePromotionContent } from '../../domain/sections/content/banner-content';
import { cx } from './parts/class-names';
import { Countdown } from './parts/countdown';
import { buttonRowClass } from './parts/layout-classes';
import { LinkButton } from './parts/link-button';
import { SectionShell, sectionDomId } from './parts/section-shell';
import { SmartImage } from './parts/smart-image';
import type { SectionProps } from './section-props';

export function PromotionSection({ section, look, context }: SectionProps) {
  const content = parsePromotionContent(section.content);
  const headingId = sectionDomId(section, 'heading');
  const align = look.alignment ?? (content.image ? 'start' : 'center');

  return (
    <SectionShell section={section} look={look} labelledBy={content.heading ? headingId : undefined}>
      <div className={cx('grid items-center gap-10', content.image && 'md:grid-cols-2')}>
        <div
          className={cx(
            'flex flex-col gap-4',
            align === 'center' ? 'items-center text-center' : align === 'end' ? 'items-end text-end' : 'items-start text-start',
          )}
        >
          {content.discountText && <p className="badge badge-discount text-base">{content.discountText}</p>}
          {content.heading && (
            <h2 id={headingId} className="heading">
              {content.heading}
            </h2>
          )}
          {content.text && <p className="text-lg">{content.text}</p>}
          {content.endsAt && <Countdown endsAt={content.endsAt} expiredText={content.expiredText} />}
          <div className={buttonRowClass(align)}>
            <LinkButton link={content.button} className={look.buttonClassName} />
          </div>
        </div>
        {/* A banner's shape, whatever the picture's: its box is the same before and after it loads. */}
        {content.image && (
          <SmartImage
            path={content.image}
            staticCDN={context.staticCDN}
            alt={content.imageAlt}
            width={1200}
            height={450}
            banner
            className="aspect-[8/3] w-full rounded-[inherit] object-cover"
          />
        )}
      </div>
    </SectionShell>
  );
}

/** The registry finds a view by its file name and loads its default export (section-registry.ts). */
export default PromotionSection;
