/** HTML (type 22): the owner's own markup, sanitised before it is stored or served. */
import { parseHtmlContent } from '../content/text-content';
import { defineSectionType } from '../section-type';

export const htmlSection = defineSectionType('html', {
  label: 'HTML',
  parse: parseHtmlContent,
  preset: { html: '<p>Your own HTML.</p>' },
  richText: ['html'],
});
