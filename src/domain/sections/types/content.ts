/** Content (type 8): a heading, rich text and a picture. */
import { parseContentContent } from '../content/text-content';
import { defineSectionType } from '../section-type';

export const contentSection = defineSectionType('content', {
  label: 'Content',
  parse: parseContentContent,
  preset: { heading: 'Our story', body: '<p>Tell your customers what makes your store special.</p>' },
  richText: ['body'],
});
