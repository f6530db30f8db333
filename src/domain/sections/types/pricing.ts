/** Pricing (type 16): plans side by side. */
import { parsePricingContent } from '../content/pricing-content';
import { defineSectionType } from '../section-type';
import { presetItems as items, presetLink as link } from '../preset-builders';

const plan = () => ({
  name: '',
  price: 0,
  period: '',
  description: '',
  features: ['Free delivery'],
  button: link('Choose'),
  highlighted: false,
});

export const pricingSection = defineSectionType('pricing', {
  label: 'Pricing',
  parse: parsePricingContent,
  preset: { heading: 'Plans', plans: items(2, (i) => ({ ...plan(), name: `Plan ${i}`, price: i * 10 })) },
  blocks: { field: 'plans', label: 'Plan', titleField: 'name', max: 6, preset: { ...plan(), name: 'New plan', price: 10 } },
});
