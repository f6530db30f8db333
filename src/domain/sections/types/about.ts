/** About (type 10): the store's story in rich text, with a picture and figures. */
import { parseAboutContent } from '../content/text-content';
import { defineSectionType } from '../section-type';

export const aboutSection = defineSectionType('about', {
  label: 'About',
  parse: parseAboutContent,
  preset: { heading: 'About us', body: '<p>Who we are and what we do.</p>', image: '' },
  richText: ['body'],
});
