/** Subscribe (type 20): a newsletter sign-up. */
import { parseSubscribeContent } from '../content/contact-content';
import { defineSectionType } from '../section-type';

export const subscribeSection = defineSectionType('subscribe', {
  label: 'Subscribe',
  parse: parseSubscribeContent,
  preset: { heading: 'Subscribe', subHeading: 'News and offers, once a month.' },
});
