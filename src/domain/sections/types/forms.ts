/** Forms (type 21): a form the owner builds field by field. */
import { parseFormsContent } from '../content/contact-content';
import { defineSectionType } from '../section-type';

export const formsSection = defineSectionType('forms', {
  label: 'Forms',
  parse: parseFormsContent,
  preset: { heading: 'Tell us more', fields: [] },
});
