/** Banners (type 7): picture tiles that link on. */
import { parseBannersContent } from '../content/banner-content';
import { defineSectionType } from '../section-type';
import { presetItems as items, presetLink as link } from '../preset-builders';

export const bannersSection = defineSectionType('banners', {
  label: 'Banners',
  parse: parseBannersContent,
  preset: {
    heading: 'Collections',
    columns: 3,
    tiles: items(3, (i) => ({ image: '', title: `Tile ${i}`, text: '', link: link('Explore') })),
  },
  blocks: {
    field: 'tiles',
    label: 'Tile',
    titleField: 'title',
    max: 12,
    preset: { image: '', title: 'New tile', text: '', link: link('Explore') },
  },
});
