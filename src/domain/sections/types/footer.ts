/** Footer (type 2): frames every page from the bottom (about text, link columns). */
import { parseFooterContent } from '../content/footer-content';
import { defineSectionType } from '../section-type';
import { presetLink as link } from '../preset-builders';

export const footerSection = defineSectionType('footer', {
  label: 'Footer',
  parse: parseFooterContent,
  preset: { about: 'Thank you for visiting.', columns: [] },
  // A column without links is not shown, so a new one starts with one.
  blocks: { field: 'columns', label: 'Column', titleField: 'title', max: 5, preset: { title: 'New column', links: [link('Home')] } },
});
