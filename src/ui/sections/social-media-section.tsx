/** Social media (type 19): the store's profiles on the networks of spec section 3, named on screen. */
import { parseSocialMediaContent } from '../../domain/sections/content/contact-content';
import { justifyClass } from './parts/layout-classes';
import { SectionHeading } from './parts/section-heading';
import { SectionShell, sectionDomId } from './parts/section-shell';
import { SocialLinks } from './parts/social-links';
import type { SectionProps } from './section-props';

export function SocialMediaSection({ section, look }: SectionProps) {
  const content = parseSocialMediaContent(section.content);
  const headingId = sectionDomId(section, 'heading');

  return (
    <SectionShell section={section} look={look} labelledBy={content.heading ? headingId : undefined}>
      <SectionHeading id={headingId} heading={content.heading} subHeading={content.subHeading} alignment={look.alignment} />
      <SocialLinks links={content.links} showNames className={`gap-6 ${justifyClass(look.alignment, 'center')}`} />
    </SectionShell>
  );
}

/** The registry finds a view by its file name and loads its default export (section-registry.ts). */
export default SocialMediaSection;
