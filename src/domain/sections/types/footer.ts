/** Footer (type 2): frames every page from the bottom (about text, link columns). */
import { parseFooterContent } from '../content/footer-content';
import { defineSectionType } from '../section-type';

export const footerSection = defineSectionType('footer', {
  label: 'Footer',
  parse: parseFooterContent,
  preset: { about: 'Thank you for visiting.', columns: [] },
});
