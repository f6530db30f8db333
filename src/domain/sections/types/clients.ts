/** Clients (type 13): client logos. */
import { parseClientsContent } from '../content/showcase-content';
import { defineSectionType } from '../section-type';

export const clientsSection = defineSectionType('clients', {
  label: 'Clients',
  parse: parseClientsContent,
  preset: { heading: 'Trusted by', logos: [] },
  blocks: { field: 'logos', label: 'Logo', titleField: 'name', max: 12, preset: { image: '', name: 'New client', url: '' } },
});
