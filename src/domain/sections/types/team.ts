/** Team (type 17): the people behind the store. */
import { parseTeamContent } from '../content/showcase-content';
import { defineSectionType } from '../section-type';
import { presetItems as items } from '../preset-builders';

export const teamSection = defineSectionType('team', {
  label: 'Team',
  parse: parseTeamContent,
  preset: { heading: 'Our team', members: items(3, (i) => ({ name: `Member ${i}`, role: 'Role', image: '' })) },
});
