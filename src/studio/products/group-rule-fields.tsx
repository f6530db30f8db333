/**
 * How a product group gets its products (decision 100): chosen by hand (the owner ticks the group in
 * each product's editor) or worked out by a rule on tags, brands, categories and a price range. The
 * rule is edited as text while typed (tags comma-separated, prices as typed) and read at save; the
 * store API's refusals (`Rule.PriceMax`, `Rule.BrandIDs.2`) show beside their part.
 */
import type { CatalogueItem, GroupRule } from '../../application/ports/owner-catalogue-lists-api.port';
import { FieldError, TextField, type FieldErrors } from './product-field';

/** The rule as the form holds it while the owner types. */
export interface RuleDraft {
  tags: string;
  brandIDs: number[];
  categoryIDs: number[];
  priceMin: string;
  priceMax: string;
}

export const ruleDraftOf = (rule: GroupRule | null): RuleDraft | null =>
  rule && {
    tags: rule.tags.join(', '),
    brandIDs: rule.brandIDs,
    categoryIDs: rule.categoryIDs,
    priceMin: rule.priceMin ?? '',
    priceMax: rule.priceMax ?? '',
  };

export const ruleOf = (draft: RuleDraft | null): GroupRule | null =>
  draft && {
    tags: draft.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    brandIDs: draft.brandIDs,
    categoryIDs: draft.categoryIDs,
    priceMin: draft.priceMin.trim() || null,
    priceMax: draft.priceMax.trim() || null,
  };

const EMPTY: RuleDraft = { tags: '', brandIDs: [], categoryIDs: [], priceMin: '', priceMax: '' };

/** The first message for a field or any of its items (`Rule.BrandIDs` for `Rule.BrandIDs.3`). */
const errorsUnder = (field: string, errors: FieldErrors): FieldErrors => {
  const key = Object.keys(errors).find((name) => name === field || name.startsWith(`${field}.`));
  return key ? { [field]: errors[key]! } : {};
};

function Choices(props: {
  field: string;
  legend: string;
  items: readonly CatalogueItem[];
  chosen: number[];
  errors: FieldErrors;
  onChosen: (ids: number[]) => void;
}) {
  const { field, legend, items, chosen, errors, onChosen } = props;
  const own = errorsUnder(field, errors);
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={own[field] ? `product-${field}-error` : undefined}>
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      {items.length === 0 && <p className="text-xs text-gray-600">None in the store yet.</p>}
      <div className="flex max-h-32 flex-col gap-1 overflow-y-auto">
        {items.map((item) => (
          <label key={item.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosen.includes(item.id)}
              onChange={(event) => onChosen(event.target.checked ? [...chosen, item.id] : chosen.filter((id) => id !== item.id))}
            />
            {item.name}
          </label>
        ))}
      </div>
      <FieldError field={field} errors={own} />
    </fieldset>
  );
}

export function GroupRuleFields(props: {
  draft: RuleDraft | null;
  brands: readonly CatalogueItem[];
  categories: readonly CatalogueItem[];
  errors: FieldErrors;
  onDraft: (draft: RuleDraft | null) => void;
}) {
  const { draft, brands, categories, errors, onDraft } = props;
  const set = (key: 'tags' | 'priceMin' | 'priceMax') => (value: string) => draft && onDraft({ ...draft, [key]: value });
  const ruleError: FieldErrors = errors.Rule ? { Rule: errors.Rule } : {};
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-gray-200 p-3">
      <legend className="px-1 text-sm font-medium text-gray-800">Products in this group</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" name="group-kind" checked={draft === null} onChange={() => onDraft(null)} />
        Chosen by hand (tick the group in each product's editor)
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" name="group-kind" checked={draft !== null} onChange={() => onDraft(draft ?? EMPTY)} />
        Worked out by a rule
      </label>
      {draft && (
        <>
          <p id="group-rule-hint" className="text-xs text-gray-600">
            A product joins when it matches every part you fill in; within a part, any one is enough. It joins and leaves by itself as it
            changes.
          </p>
          <FieldError field="Rule" errors={ruleError} />
          <TextField
            field="Rule.Tags"
            label="Tags"
            value={draft.tags}
            errors={errorsUnder('Rule.Tags', errors)}
            onValue={set('tags')}
            hint="Comma-separated, e.g. summer, linen"
          />
          <Choices
            field="Rule.BrandIDs"
            legend="Brands"
            items={brands}
            chosen={draft.brandIDs}
            errors={errors}
            onChosen={(brandIDs) => onDraft({ ...draft, brandIDs })}
          />
          <Choices
            field="Rule.CategoryIDs"
            legend="Categories (with their subcategories)"
            items={categories}
            chosen={draft.categoryIDs}
            errors={errors}
            onChosen={(categoryIDs) => onDraft({ ...draft, categoryIDs })}
          />
          <div className="grid grid-cols-2 gap-2">
            <TextField
              field="Rule.PriceMin"
              label="Price from"
              inputMode="decimal"
              value={draft.priceMin}
              errors={errors}
              onValue={set('priceMin')}
            />
            <TextField
              field="Rule.PriceMax"
              label="Price up to"
              inputMode="decimal"
              value={draft.priceMax}
              errors={errors}
              onValue={set('priceMax')}
            />
          </div>
        </>
      )}
    </fieldset>
  );
}
