/**
 * The catalogue's answers (/Catalog/GetProducts, GetCategories, GetBrands, Suggest) read as the
 * domain's cards. The wire's names and number prices are the domain's own today, so each reader
 * only states the pair: the compiler holds the answer schema (catalog-answers.contract.ts, which
 * the server's real answers are tested against) to the domain type, and a renamed or retyped field
 * on either side fails the type check here instead of reaching a page. Types only from the schemas:
 * no zod in the browser (docs/decisions.md, "Store API contracts").
 */
import type { z } from 'zod';
import type { BrandCard, CategoryCard, ProductCard } from '../domain/catalog/catalog-types';
import type { SearchSuggestions } from '../domain/catalog/search-suggestions';
import type { brandCardAnswer, categoryCardAnswer, productCardAnswer, suggestionsAnswer } from './catalog-answers.contract';

export type ProductCardWire = z.output<typeof productCardAnswer>;

export const productCardsFromWire = (wire: ProductCardWire[]): ProductCard[] => wire;
export const categoryCardsFromWire = (wire: Array<z.output<typeof categoryCardAnswer>>): CategoryCard[] => wire;
export const brandCardsFromWire = (wire: Array<z.output<typeof brandCardAnswer>>): BrandCard[] => wire;
export const suggestionsFromWire = (wire: z.output<typeof suggestionsAnswer>): SearchSuggestions => wire;
