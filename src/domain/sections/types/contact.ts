/** Contact (type 18): a contact form and the store's details. */
import { parseContactContent } from '../content/contact-content';
import { defineSectionType } from '../section-type';

export const contactSection = defineSectionType('contact', {
  label: 'Contact',
  parse: parseContactContent,
  preset: { heading: 'Contact us', subHeading: 'We answer within a day.' },
});
