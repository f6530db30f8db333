/** Testimonials (type 14): customer quotes with ratings. */
import { parseTestimonialsContent } from '../content/showcase-content';
import { defineSectionType } from '../section-type';
import { presetItems as items } from '../preset-builders';

const testimonial = { quote: 'Lovely products and quick delivery.', name: '', role: '', rating: 5, avatar: '' };

export const testimonialsSection = defineSectionType('testimonials', {
  label: 'Testimonials',
  parse: parseTestimonialsContent,
  preset: { heading: 'What customers say', items: items(2, (i) => ({ ...testimonial, name: `Customer ${i}` })) },
  blocks: { field: 'items', label: 'Testimonial', titleField: 'name', max: 12, preset: { ...testimonial, name: 'New customer' } },
});
