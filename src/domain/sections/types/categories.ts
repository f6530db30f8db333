/** Categories (type 4): category cards. */
import { categoriesDataNeed, parseCategoriesContent } from '../content/catalog-content';
import { defineSectionType } from '../section-type';

export const categoriesSection = defineSectionType('categories', {
  label: 'Categories',
  parse: parseCategoriesContent,
  preset: { heading: 'Shop by category', limit: 6 },
  dataNeed: categoriesDataNeed,
});
