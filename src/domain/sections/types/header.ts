/** Header (type 1): frames every page from the top (logo, menu, announcement). */
import { parseHeaderContent } from '../content/header-content';
import { defineSectionType } from '../section-type';
import { presetLink as link } from '../preset-builders';

export const headerSection = defineSectionType('header', {
  label: 'Header',
  parse: parseHeaderContent,
  preset: { announcement: '', menu: [link('Home'), link('Shop', 'shop')] },
  blocks: { field: 'menu', label: 'Menu link', titleField: 'label', max: 12, preset: link('New link') },
});
