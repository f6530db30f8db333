/** Pricing (type 16): plans side by side. */
import { parsePricingContent } from '../content/pricing-content';
import { defineSectionType } from '../section-type';
import { presetItems as items, presetLink as link } from '../preset-builders';

export const pricingSection = defineSectionType('pricing', {
  label: 'Pricing',
  parse: parsePricingContent,
  preset: { heading: 'Plans', plans: items(2, (i) => ({ name: `Plan ${i}`, price: String(i * 10), features: ['Free delivery'], button: link('Choose') })) },
});
