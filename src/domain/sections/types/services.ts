/** Services (type 11): what the store offers, each with an icon. */
import { parseServicesContent } from '../content/showcase-content';
import { defineSectionType } from '../section-type';
import { presetItems as items, presetLink as link } from '../preset-builders';

export const servicesSection = defineSectionType('services', {
  label: 'Services',
  parse: parseServicesContent,
  preset: {
    heading: 'Services',
    items: items(3, (i) => ({ icon: 'truck', title: `Service ${i}`, text: 'What it gives your customers.' })),
  },
  blocks: {
    field: 'items',
    label: 'Service',
    titleField: 'title',
    max: 12,
    preset: { icon: 'truck', title: 'New service', text: 'What it gives your customers.', link: link('') },
  },
});
