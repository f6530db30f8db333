/** Call to action (type 9): a heading and up to two buttons. */
import { parseCtaContent } from '../content/banner-content';
import { defineSectionType } from '../section-type';
import { presetLink as link } from '../preset-builders';

export const ctaSection = defineSectionType('cta', {
  label: 'Call to action',
  parse: parseCtaContent,
  preset: {
    heading: 'Ready to start?',
    text: 'Join thousands of happy customers.',
    primary: link('Shop now', 'shop'),
    secondary: link(''),
  },
});
