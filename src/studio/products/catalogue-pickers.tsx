/**
 * The product editor's category and brand pickers (its groups: group-picker.tsx), offering the store's own lists (the Categories
 * and brands page, decision 92): a category shown under its parent ("Lamps › Desk lamps"). Until the
 * lists arrive, a product's current choice stays as it is.
 */
import { useCallback } from 'react';
import type { CatalogueItem } from '../../application/ports/owner-catalogue-lists-api.port';
import type { ProductsApi } from '../../application/ports/owner-products-api.port';
import { useOwnerLoad } from '../back-office/use-owner-load';
import { FieldError, fieldProps, inputClass, type FieldErrors } from './product-field';

export interface CatalogueChoices {
  categories: CatalogueItem[];
  brands: CatalogueItem[];
  groups: CatalogueItem[];
}

/** The store's categories, brands and product groups for the pickers; empty lists while loading or after a failure. */
export function useCatalogueChoices(api: ProductsApi): CatalogueChoices {
  const load = useCallback(async () => {
    const [categories, brands, groups] = await Promise.all([api.lists('category'), api.lists('brand'), api.lists('group')]);
    const value = {
      categories: categories.ok ? categories.value : [],
      brands: brands.ok ? brands.value : [],
      groups: groups.ok ? groups.value : [],
    };
    return { ok: true as const, value };
  }, [api]);
  const { state } = useOwnerLoad(load);
  return state.status === 'ready' ? state.value : { categories: [], brands: [], groups: [] };
}

const pathOf = (item: CatalogueItem, all: readonly CatalogueItem[]): string => {
  const parent = item.parentID === null ? undefined : all.find((other) => other.id === item.parentID);
  return parent && parent.id !== item.id ? `${parent.name} › ${item.name}` : item.name;
};

export function ListPicker(props: {
  field: 'CategoryID' | 'BrandID';
  label: string;
  items: readonly CatalogueItem[];
  value: number | null;
  errors: FieldErrors;
  onValue: (id: number | null) => void;
}) {
  const { field, label, items, value, errors, onValue } = props;
  const known = value === null || items.some((item) => item.id === value);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`product-${field}`} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        {...fieldProps(field, errors)}
        className={inputClass}
        value={value ?? ''}
        onChange={(event) => onValue(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">None</option>
        {!known && <option value={value!}>(current)</option>}
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {pathOf(item, items)}
          </option>
        ))}
      </select>
      <FieldError field={field} errors={errors} />
    </div>
  );
}
