/**
 * The product editor's fields, laid out as a merchant knows them from Shopify's admin: title, address
 * and description, options and their variants, pricing and inventory, search engine listing; status
 * and organisation beside them. A product with variants is priced and stocked by them, so its own
 * price, SKU, barcode and stock are asked only while it has none.
 */
import type { ReactNode } from 'react';
import { card } from '../back-office/card';
import { ListPicker, type CatalogueChoices } from './catalogue-pickers';
import { GroupPicker } from './group-picker';
import { ProductAddons } from './product-addons';
import { ProductFaqs } from './product-faqs';
import { PictureList } from './picture-list';
import { addPicture, changeAlt, movePicture, removePicture } from './product-pictures';
import { handleFrom, listOf, withOptions, type MatrixProblem, type ProductValues } from './product-draft';
import { TextField, fieldProps, inputClass, type FieldErrors } from './product-field';
import { ProductOptions } from './product-options';
import { STATUS_CHOICES } from './product-status';
import { VariantTable } from './variant-table';
import { WeightField } from './weight-field';

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `product-card-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`${card} flex flex-col gap-3`}>
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

interface Props {
  values: ProductValues;
  errors: FieldErrors;
  problem: MatrixProblem | null;
  storeOrigin: string;
  /** A saved stock count's history (variant 0: the product's own); null for a new product. */
  history: ((variantID: number, name: string) => ReactNode) | null;
  /** Whether a stock count differs from the one loaded: the owner may then say why. */
  stockChanged: boolean;
  onChange: (values: ProductValues, problem?: MatrixProblem | null) => void;
  /** The store's categories and brands to choose from. */
  choices: CatalogueChoices;
}

export function ProductForm({ values, errors, problem, storeOrigin, history, stockChanged, onChange, choices }: Props) {
  const text = (name: keyof ProductValues, field: string, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      field={field}
      label={label}
      value={values[name] as string}
      errors={errors}
      onValue={(value) => onChange({ ...values, [name]: value })}
      {...extra}
    />
  );
  const hasVariants = values.variants.length > 0;
  // Asked only once a count has changed; kept in the stock history beside the change.
  const stockNote = text('stockNote', 'Note', 'Reason for the stock change (optional)', {
    maxLength: 200,
    hint: 'For example: stocktake, damaged in transit. The stock history keeps it.',
  });
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-4">
        <Card title="Product details">
          {text('name', 'Name', 'Title', {
            maxLength: 200,
            onValue: (name: string) => onChange({ ...values, name, handle: values.handleEdited ? values.handle : handleFrom(name) }),
          })}
          {text('handle', 'Handle', 'URL handle', {
            maxLength: 200,
            hint: `${storeOrigin}/${values.handle || '…'}`,
            onValue: (handle: string) => onChange({ ...values, handle, handleEdited: true }),
          })}
          {text('description', 'Description', 'Description', { rows: 6 })}
        </Card>
        <Card title="Pictures">
          <PictureList
            pictures={values.images}
            errors={errors}
            actions={{
              add: (image, alt) => onChange(addPicture(values, image, alt)),
              move: (from, to) => onChange(movePicture(values, from, to)),
              remove: (index) => onChange(removePicture(values, index)),
              changeAlt: (index, alt) => onChange(changeAlt(values, index, alt)),
            }}
          />
        </Card>
        <Card title="Variants">
          <ProductOptions
            options={values.options}
            problem={problem}
            errors={errors}
            onChange={(options) => {
              const next = withOptions(values, options);
              onChange(next.values, next.problem);
            }}
          />
          {hasVariants && (
            <VariantTable
              variants={values.variants}
              pictures={values.images}
              errors={errors}
              history={history}
              onChange={(variants) => onChange({ ...values, variants })}
            />
          )}
          {stockChanged && hasVariants && stockNote}
        </Card>
        <Card title={hasVariants ? 'Pricing and shipping' : 'Pricing, inventory and shipping'}>
          <div className="grid gap-3 sm:grid-cols-2">
            {!hasVariants && text('price', 'Price', 'Price', { inputMode: 'decimal' })}
            {text('compareAtPrice', 'CompareAtPrice', 'Compare-at price', {
              inputMode: 'decimal',
              hint: hasVariants
                ? 'The price before a sale, struck through beside each variant without one of its own'
                : 'The price before a sale, shown struck through',
            })}
            {!hasVariants && text('sku', 'SKU', 'SKU (stock keeping unit)', { maxLength: 100 })}
            {!hasVariants && text('barcode', 'Barcode', 'Barcode (ISBN, UPC, GTIN)', { maxLength: 100 })}
            {!hasVariants &&
              text('stock', 'Stock', 'Quantity in stock', { inputMode: 'numeric', hint: history?.(0, values.name || 'this product') })}
            <WeightField
              field="WeightGrams"
              value={values.weight}
              unit={values.weightUnit}
              errors={errors}
              hint={
                hasVariants
                  ? 'Of each variant without a weight of its own; shipping rates by weight read it'
                  : 'Shipping rates by weight read it'
              }
              onChange={(weight, weightUnit) => onChange({ ...values, weight, weightUnit })}
            />
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={values.isHidePrice}
              onChange={(event) => onChange({ ...values, isHidePrice: event.target.checked })}
            />
            Price on request: hide the price and take no online orders
          </label>
          {!hasVariants && (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={values.sellWhenOutOfStock}
                onChange={(event) => onChange({ ...values, sellWhenOutOfStock: event.target.checked })}
              />
              Keep selling when out of stock
            </label>
          )}
          {stockChanged && !hasVariants && stockNote}
        </Card>
        <Card title="Questions and answers">
          <ProductFaqs faqs={values.faqs} errors={errors} onFaqs={(faqs) => onChange({ ...values, faqs })} />
        </Card>
        <Card title="Add-ons">
          <ProductAddons addons={values.addons} errors={errors} onAddons={(addons) => onChange({ ...values, addons })} />
        </Card>
        <Card title="Search engine listing">
          {text('seoTitle', 'SeoTitle', 'Page title', { maxLength: 200, hint: 'Left empty, search engines show the title' })}
          {text('seoDescription', 'SeoDescription', 'Meta description', { rows: 3, maxLength: 500 })}
        </Card>
      </div>
      <div className="flex flex-col gap-4">
        <Card title="Status">
          <label htmlFor="product-Status" className="sr-only">
            Status
          </label>
          <select
            {...fieldProps('Status', errors)}
            className={inputClass}
            value={values.status}
            onChange={(event) => onChange({ ...values, status: event.target.value as ProductValues['status'] })}
          >
            {STATUS_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          <p className="text-xs text-gray-600">Only an active product is on sale in the store.</p>
        </Card>
        <Card title="Organisation">
          <ListPicker
            field="CategoryID"
            label="Category"
            items={choices.categories}
            value={values.categoryID}
            errors={errors}
            onValue={(categoryID) => onChange({ ...values, categoryID })}
          />
          <ListPicker
            field="BrandID"
            label="Brand"
            items={choices.brands}
            value={values.brandID}
            errors={errors}
            onValue={(brandID) => onChange({ ...values, brandID })}
          />
          {text('vendor', 'Vendor', 'Vendor', { maxLength: 120 })}
          {text('productType', 'ProductType', 'Product type', { maxLength: 120 })}
          {text('tags', 'Tags', 'Tags', { hint: 'Separate tags with commas' })}
          <GroupPicker
            product={{ ...values, tags: listOf(values.tags) }}
            choices={choices}
            errors={errors}
            onGroups={(groupIDs) => onChange({ ...values, groupIDs })}
          />
        </Card>
      </div>
    </div>
  );
}
