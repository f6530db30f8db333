/** Brands (type 5): brand logos. */
import { brandsDataNeed, parseBrandsContent } from '../content/catalog-content';
import { defineSectionType } from '../section-type';

export const brandsSection = defineSectionType('brands', {
  label: 'Brands',
  parse: parseBrandsContent,
  preset: { heading: 'Our brands', limit: 8 },
  dataNeed: brandsDataNeed,
});
