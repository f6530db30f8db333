/** Testimonials (type 14): customer quotes with ratings. */
import { parseTestimonialsContent } from '../content/showcase-content';
import { defineSectionType } from '../section-type';
import { presetItems as items } from '../preset-builders';

export const testimonialsSection = defineSectionType('testimonials', {
  label: 'Testimonials',
  parse: parseTestimonialsContent,
  preset: { heading: 'What customers say', items: items(2, (i) => ({ name: `Customer ${i}`, text: 'Lovely products and quick delivery.', rating: 5 })) },
});
