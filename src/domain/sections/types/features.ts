/** Features (type 12): reasons to shop here, each with an icon. */
import { parseFeaturesContent } from '../content/showcase-content';
import { defineSectionType } from '../section-type';
import { presetItems as items } from '../preset-builders';

export const featuresSection = defineSectionType('features', {
  label: 'Features',
  parse: parseFeaturesContent,
  preset: {
    heading: 'Why shop with us',
    items: items(3, (i) => ({ icon: 'star', title: `Feature ${i}`, text: 'A reason to choose you.' })),
  },
  blocks: {
    field: 'items',
    label: 'Feature',
    titleField: 'title',
    max: 8,
    preset: { icon: 'star', title: 'New feature', text: 'A reason to choose you.' },
  },
});
