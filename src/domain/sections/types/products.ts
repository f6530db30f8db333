/** Products (type 3): product cards from a source (latest, popular, a category, collection or brand). */
import { productsDataNeed, parseProductsContent } from '../content/catalog-content';
import { defineSectionType } from '../section-type';

export const productsSection = defineSectionType('products', {
  label: 'Products',
  parse: parseProductsContent,
  preset: { heading: 'Featured products', source: { kind: 'latest' }, limit: 8 },
  dataNeed: productsDataNeed,
});
