/** Team (type 17): the people behind the store. */
import { parseTeamContent } from '../content/showcase-content';
import { defineSectionType } from '../section-type';
import { presetItems as items } from '../preset-builders';

const member = { photo: '', name: '', role: 'Role', bio: '', socials: [] };

export const teamSection = defineSectionType('team', {
  label: 'Team',
  parse: parseTeamContent,
  preset: { heading: 'Our team', members: items(3, (i) => ({ ...member, name: `Member ${i}` })) },
  blocks: { field: 'members', label: 'Team member', titleField: 'name', max: 12, preset: { ...member, name: 'New member' } },
});
