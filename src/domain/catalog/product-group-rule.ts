/**
 * A product group is a manual list (the owner adds each product) or a rule (decision 100): products
 * with any of the tags, of any of the brands, in any of the categories (or their direct
 * subcategories, as a category's page lists them) and priced inside the range. Each kind given must
 * hold; a kind left empty does not narrow. Members of a rule group are never stored: the listing
 * query works them out from the rule, so a product that changes joins or leaves at once.
 * `matchesGroupRule` is the rule the SQL (server/store-api/catalog/group-rule-condition.ts) keeps.
 */
import { isAmountText } from './product-rules';

export interface ProductGroupRule {
  /** Compared without regard to case, as the owner may type "Summer" or "summer". */
  tags: string[];
  brandIds: number[];
  categoryIds: number[];
  /** Decimal text in the base currency, or null for no bound. */
  priceMin: string | null;
  priceMax: string | null;
}

export const MAX_RULE_ITEMS = 50;

/** What the rule reads of a product. */
export interface RuleProduct {
  tags: readonly string[];
  brandId: number | null;
  categoryId: number | null;
  /** The product's category's parent (a rule naming the parent takes it too). */
  categoryParentId: number | null;
  price: string;
}

/** The first thing wrong with a rule, by the field it names, or null. */
export function ruleProblem(rule: ProductGroupRule): { field: string; message: string } | null {
  const empty =
    rule.tags.length === 0 &&
    rule.brandIds.length === 0 &&
    rule.categoryIds.length === 0 &&
    rule.priceMin === null &&
    rule.priceMax === null;
  if (empty) return { field: 'Rule', message: 'A rule needs at least one condition: a tag, brand, category or price' };
  for (const [field, value] of [
    ['Rule.PriceMin', rule.priceMin],
    ['Rule.PriceMax', rule.priceMax],
  ] as const)
    if (value !== null && !isAmountText(value)) return { field, message: `${field} must be an amount with at most 2 decimals` };
  if (rule.priceMin !== null && rule.priceMax !== null && Number(rule.priceMin) > Number(rule.priceMax))
    return { field: 'Rule.PriceMax', message: 'The highest price must not be below the lowest' };
  return null;
}

export function matchesGroupRule(product: RuleProduct, rule: ProductGroupRule): boolean {
  const tags = new Set(product.tags.map((tag) => tag.toLowerCase()));
  const price = Number(product.price);
  return (
    (rule.tags.length === 0 || rule.tags.some((tag) => tags.has(tag.toLowerCase()))) &&
    (rule.brandIds.length === 0 || (product.brandId !== null && rule.brandIds.includes(product.brandId))) &&
    (rule.categoryIds.length === 0 ||
      (product.categoryId !== null &&
        (rule.categoryIds.includes(product.categoryId) ||
          (product.categoryParentId !== null && rule.categoryIds.includes(product.categoryParentId))))) &&
    (rule.priceMin === null || price >= Number(rule.priceMin)) &&
    (rule.priceMax === null || price <= Number(rule.priceMax))
  );
}
