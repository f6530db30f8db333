/** Promotion (type 15): an offer with a countdown to its end. */
import { parsePromotionContent } from '../content/banner-content';
import { defineSectionType } from '../section-type';
import { presetLink as link } from '../preset-builders';

export const promotionSection = defineSectionType('promotion', {
  label: 'Promotion',
  parse: parsePromotionContent,
  preset: {
    heading: 'Limited offer',
    text: 'Save on selected items this week.',
    discountText: '20% off',
    endsAt: '',
    image: '',
    button: link('See the offer', 'shop'),
  },
});
