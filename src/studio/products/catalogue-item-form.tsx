/**
 * The form beside a list of categories, brands or groups: add one, or edit the one chosen. Name,
 * address (made from the name when left empty), its picture (a brand's logo), a category's parent and its SEO title and
 * description (a category's and a group's), a description (the listing's content heading text) and a
 * group's way of getting its products (by hand or by a rule, decision 100). The store API's refusals show
 * beside their fields (a taken address: "already used by a product of this store") and the first
 * takes the focus.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { CatalogueItem, CatalogueItemFields, CatalogueListKind } from '../../application/ports/owner-catalogue-lists-api.port';
import type { ProductsApi } from '../../application/ports/owner-products-api.port';
import { MediaUploadContext } from '../media-upload-field';
import { KIND_NAMES } from './catalogue-kinds';
import { CataloguePictureField } from './catalogue-picture-field';
import type { CatalogueChoices } from './catalogue-pickers';
import { GroupRuleFields, ruleDraftOf, ruleOf } from './group-rule-fields';
import { FieldError, fieldProps, inputClass, TextField, type FieldErrors } from './product-field';
import { useProductsUpload } from './products-upload';

const fieldsOf = (item: CatalogueItem | null): CatalogueItemFields => ({
  id: item?.id ?? null,
  name: item?.name ?? '',
  handle: item?.handle ?? '',
  parentID: item?.parentID ?? null,
  description: item?.description ?? '',
  seoTitle: item?.seoTitle ?? '',
  seoDescription: item?.seoDescription ?? '',
  imageFile: item?.imageFile ?? '',
  rule: item?.rule ?? null,
});

/** Each kind's picture as the store API names it and the owner reads it. */
const PICTURE: Record<CatalogueListKind, { field: string; label: string }> = {
  category: { field: 'ImageFile', label: 'Picture' },
  brand: { field: 'LogoFile', label: 'Logo' },
  group: { field: 'ImageFile', label: 'Picture' },
};

export function CatalogueItemForm(props: {
  api: ProductsApi;
  kind: CatalogueListKind;
  item: CatalogueItem | null;
  categories: CatalogueItem[];
  /** A group's rule picks among the store's brands and categories. */
  choices?: CatalogueChoices;
  onSaved: (item: CatalogueItem) => void;
  onCancel: () => void;
}) {
  const { api, kind, item, categories, choices, onSaved, onCancel } = props;
  const [values, setValues] = useState(() => fieldsOf(item));
  const [rule, setRule] = useState(() => ruleDraftOf(item?.rule ?? null));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const upload = useProductsUpload(api);
  const one = KIND_NAMES[kind].one;
  const title = item ? `Edit ${item.name}` : `Add ${one}`;
  useEffect(() => {
    if (Object.keys(errors).length > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
  }, [errors]);
  const set = (key: keyof CatalogueItemFields) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const fields = { ...values, name: values.name.trim(), handle: values.handle.trim(), rule: ruleOf(rule) };
    const result = await api.saveItem(kind, fields);
    setBusy(false);
    if (result.ok) return onSaved(result.value);
    setErrors(result.fields && Object.keys(result.fields).length > 0 ? result.fields : { Name: result.message });
  };
  // A category cannot sit inside itself or one of its own subcategories: those are not offered.
  const below = new Set<number>(item ? [item.id] : []);
  for (let grew = true; grew;) {
    grew = false;
    for (const category of categories)
      if (category.parentID !== null && below.has(category.parentID) && !below.has(category.id)) {
        below.add(category.id);
        grew = true;
      }
  }
  return (
    <form
      ref={form}
      onSubmit={(event) => void submit(event)}
      aria-label={title}
      noValidate
      className="flex flex-col gap-3 self-start rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h3 className="text-base font-semibold">{title}</h3>
      <TextField field="Name" label="Name" value={values.name} errors={errors} onValue={set('name')} maxLength={120} />
      <TextField
        field="Handle"
        label="Address"
        value={values.handle}
        errors={errors}
        onValue={set('handle')}
        maxLength={200}
        hint={item ? `The page's address: /${values.handle || item.handle}` : 'Left empty, it is made from the name.'}
      />
      {kind === 'category' && (
        <div className="flex flex-col gap-1">
          <label htmlFor="product-ParentID" className="text-sm font-medium text-gray-800">
            Inside
          </label>
          <select
            {...fieldProps('ParentID', errors)}
            className={inputClass}
            value={values.parentID ?? ''}
            onChange={(event) => setValues((current) => ({ ...current, parentID: event.target.value ? Number(event.target.value) : null }))}
          >
            <option value="">Top level</option>
            {categories
              .filter((category) => !below.has(category.id))
              .map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
          </select>
          <FieldError field="ParentID" errors={errors} />
        </div>
      )}
      <MediaUploadContext.Provider value={upload}>
        <CataloguePictureField {...PICTURE[kind]} value={values.imageFile} errors={errors} onValue={set('imageFile')} />
      </MediaUploadContext.Provider>
      {kind !== 'brand' && (
        <TextField
          field="Description"
          label="Description"
          value={values.description}
          errors={errors}
          onValue={set('description')}
          rows={3}
        />
      )}
      {kind === 'group' && (
        <GroupRuleFields
          draft={rule}
          brands={choices?.brands ?? []}
          categories={choices?.categories ?? []}
          errors={errors}
          onDraft={setRule}
        />
      )}
      {kind !== 'brand' && (
        <>
          <TextField
            field="SeoTitle"
            label="Page title (search engines)"
            value={values.seoTitle}
            errors={errors}
            onValue={set('seoTitle')}
            maxLength={200}
          />
          <TextField
            field="SeoDescription"
            label="Meta description"
            value={values.seoDescription}
            errors={errors}
            onValue={set('seoDescription')}
            rows={2}
          />
        </>
      )}
      <div className="flex justify-end gap-2">
        {item && (
          <button type="button" onClick={onCancel} className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm">
            Cancel
          </button>
        )}
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-gray-900 px-4 py-1.5 text-sm font-medium text-white disabled:opacity-50"
        >
          {busy ? 'Saving…' : item ? 'Save' : `Add ${one}`}
        </button>
      </div>
    </form>
  );
}
