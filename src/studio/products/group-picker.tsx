/**
 * The product editor's product groups (decision 100): the groups chosen by hand, ticked here, and
 * the rule groups the product falls into as it is now (its tags, brand, category and price, the
 * rule the store API's listings use), which it joins and leaves by itself.
 */
import type { CatalogueItem } from '../../application/ports/owner-catalogue-lists-api.port';
import { matchesGroupRule } from '../../domain/catalog/product-group-rule';
import type { CatalogueChoices } from './catalogue-pickers';
import { FieldError, type FieldErrors } from './product-field';

export interface GroupedProduct {
  groupIDs: number[];
  tags: string[];
  brandID: number | null;
  categoryID: number | null;
  price: string;
}

/** The rule groups `product` falls into now, by name. */
export function ruleGroupsOf(product: GroupedProduct, choices: CatalogueChoices): CatalogueItem[] {
  const category = choices.categories.find((item) => item.id === product.categoryID);
  const shape = {
    tags: product.tags,
    brandId: product.brandID,
    categoryId: product.categoryID,
    categoryParentId: category?.parentID ?? null,
    price: product.price,
  };
  return choices.groups.filter(
    (group) =>
      group.rule &&
      matchesGroupRule(shape, {
        tags: group.rule.tags,
        brandIds: group.rule.brandIDs,
        categoryIds: group.rule.categoryIDs,
        priceMin: group.rule.priceMin,
        priceMax: group.rule.priceMax,
      }),
  );
}

export function GroupPicker(props: {
  product: GroupedProduct;
  choices: CatalogueChoices;
  errors: FieldErrors;
  onGroups: (ids: number[]) => void;
}) {
  const { product, choices, errors, onGroups } = props;
  const manual = choices.groups.filter((group) => !group.rule);
  const ruled = ruleGroupsOf(product, choices);
  const errorKey = Object.keys(errors).find((key) => key.startsWith('GroupIDs'));
  const own: FieldErrors = errorKey ? { GroupIDs: errors[errorKey]! } : {};
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={errorKey ? 'product-GroupIDs-error' : undefined}>
      <legend className="text-sm font-medium text-gray-800">Product groups</legend>
      {manual.length === 0 && <p className="text-xs text-gray-600">No groups chosen by hand yet (Categories and brands page).</p>}
      {manual.map((group) => (
        <label key={group.id} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={product.groupIDs.includes(group.id)}
            onChange={(event) =>
              onGroups(event.target.checked ? [...product.groupIDs, group.id] : product.groupIDs.filter((id) => id !== group.id))
            }
          />
          {group.name}
        </label>
      ))}
      {ruled.length > 0 && <p className="text-xs text-gray-600">By their rules, also in: {ruled.map((group) => group.name).join(', ')}</p>}
      <FieldError field="GroupIDs" errors={own} />
    </fieldset>
  );
}
