/** Social media (type 19): links to the store's social networks. */
import { parseSocialMediaContent } from '../content/contact-content';
import { defineSectionType } from '../section-type';

export const socialMediaSection = defineSectionType('social-media', {
  label: 'Social media',
  parse: parseSocialMediaContent,
  preset: { heading: 'Follow us', links: [] },
});
