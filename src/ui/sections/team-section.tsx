/** Team (type 17): people behind the store with photo, role, a short bio and their social profiles. */
import { parseTeamContent } from '../../domain/sections/content/showcase-content';
import { gridClass, itemHeadingTag } from './parts/layout-classes';
import { SectionHeading } from './parts/section-heading';
import { blockMark, SectionShell, sectionDomId, shownBlocks } from './parts/section-shell';
import { SmartImage } from './parts/smart-image';
import { SocialLinks } from './parts/social-links';
import type { SectionProps } from './section-props';

export function TeamSection({ section, look, context }: SectionProps) {
  const content = parseTeamContent(section.content);
  const headingId = sectionDomId(section, 'heading');
  const Title = itemHeadingTag(content.heading);
  const members = shownBlocks(content.members, (member) => member.name);

  return (
    <SectionShell section={section} look={look} labelledBy={content.heading ? headingId : undefined}>
      <SectionHeading id={headingId} heading={content.heading} subHeading={content.subHeading} alignment={look.alignment} />
      {members.length > 0 && (
        <ul className={gridClass(Math.min(4, members.length), 2)}>
          {members.map(({ item: member, block }) => (
            <li key={block} {...blockMark(block)} className="flex flex-col items-center gap-3 text-center">
              <SmartImage
                path={member.photo}
                staticCDN={context.staticCDN}
                alt=""
                width={320}
                height={320}
                className="aspect-square w-full max-w-60 rounded-full object-cover"
              />
              <Title className="heading text-lg">{member.name}</Title>
              {member.role && <p className="text-sm opacity-75">{member.role}</p>}
              {member.bio && <p className="text-sm">{member.bio}</p>}
              <SocialLinks links={member.socials} owner={member.name} className="justify-center" />
            </li>
          ))}
        </ul>
      )}
    </SectionShell>
  );
}

/** The registry finds a view by its file name and loads its default export (section-registry.ts). */
export default TeamSection;
