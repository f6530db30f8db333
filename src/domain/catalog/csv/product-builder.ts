/**
 * Gathers one handle's rows into a product draft and checks what only the whole product shows:
 * its options against its variants, repeated combinations, the variant limit, its images' order.
 */
import {
  MAX_OPTIONS,
  MAX_VARIANTS,
  type ImageDraft,
  type ProductImportOutcome,
  type RowProblem,
  type VariantDraft,
} from './catalogue-draft';
import { columnName, type ColumnMap } from './product-csv-columns';
import type { ProductFields } from './product-csv-row';

const OPTION_NAME_FIELDS = ['option1Name', 'option2Name', 'option3Name'] as const;
const OPTION_VALUE_FIELDS = ['option1Value', 'option2Value', 'option3Value'] as const;

interface ImageRow {
  src: string;
  position: number | null;
  alt: string;
}

/** Shopify writes a product without options as one option "Title" valued "Default Title". */
const isDefaultTitleOption = (names: readonly string[], variants: readonly VariantDraft[]): boolean =>
  names.filter((name) => name !== '').length === 1 &&
  names[0] === 'Title' &&
  variants.every((variant) => variant.optionValues[0] === 'Default Title' && variant.optionValues.slice(1).every((v) => v === ''));

export class ProductBuilder {
  private readonly problems: RowProblem[] = [];
  private readonly variants: { variant: VariantDraft; row: number }[] = [];
  private readonly images: ImageRow[] = [];

  constructor(
    readonly handle: string,
    readonly firstRow: number,
    private readonly fields: ProductFields,
    private readonly columns: ColumnMap,
  ) {}

  refuse(...problems: RowProblem[]): void {
    this.problems.push(...problems);
  }

  addVariant(variant: VariantDraft, row: number): void {
    if (this.variants.length === MAX_VARIANTS)
      this.refuse({ row, column: null, message: `a product has at most ${MAX_VARIANTS} variants` });
    this.variants.push({ variant, row });
  }

  addImage(image: ImageRow): void {
    if (!this.images.some((known) => known.src === image.src)) this.images.push(image);
  }

  finish(): ProductImportOutcome {
    const variants = this.checkedVariants();
    if (this.problems.length > 0) {
      const problems = [...this.problems].sort((a, b) => a.row - b.row);
      return { kind: 'refused', firstRow: this.firstRow, handle: this.handle, problems };
    }
    const named = this.fields.optionNames.flatMap((name, at) => (name === '' ? [] : [{ name, at }]));
    const options = isDefaultTitleOption(this.fields.optionNames, variants) ? [] : named;
    const drafts = variants.map((variant) => ({ ...variant, optionValues: options.map((option) => variant.optionValues[option.at]!) }));
    const { optionNames: _names, ...product } = this.fields;
    return {
      kind: 'accepted',
      firstRow: this.firstRow,
      product: {
        ...product,
        handle: this.handle,
        options: options.map((option, i) => ({
          name: option.name,
          values: [...new Set(drafts.map((variant) => variant.optionValues[i]!))],
        })),
        variants: drafts,
        images: this.orderedImages(drafts),
      },
    };
  }

  private checkedVariants(): VariantDraft[] {
    const names = this.fields.optionNames;
    names.forEach((name, at) => {
      const column = columnName(this.columns, OPTION_NAME_FIELDS[at]!);
      if (name !== '' && names.indexOf(name) < at)
        this.refuse({ row: this.firstRow, column, message: `${column} repeats the option "${name}"` });
    });
    const combinations = new Map<string, number>();
    for (const { variant, row } of this.variants) {
      for (let at = 0; at < MAX_OPTIONS; at += 1) {
        const [column, value] = [columnName(this.columns, OPTION_VALUE_FIELDS[at]!), variant.optionValues[at]];
        const nameColumn = columnName(this.columns, OPTION_NAME_FIELDS[at]!);
        if (names[at] !== '' && value === '')
          this.refuse({ row, column, message: `${column} is required: the product has the option "${names[at]}"` });
        if (names[at] === '' && value !== '')
          this.refuse({ row, column, message: `${column} has no ${nameColumn} on the product's first row` });
      }
      const key = JSON.stringify(variant.optionValues);
      const earlier = combinations.get(key);
      if (earlier !== undefined) this.refuse({ row, column: null, message: `the variant repeats the option values of row ${earlier}` });
      else combinations.set(key, row);
    }
    return this.variants.map(({ variant }) => variant);
  }

  /** Images by their positions (rows without one after, in file order), numbered 1..n; variant pictures the rows missed last. */
  private orderedImages(variants: readonly VariantDraft[]): ImageDraft[] {
    const rows = [...this.images];
    for (const src of variants.map((variant) => variant.imageSrc)) {
      if (src !== null && !rows.some((image) => image.src === src)) rows.push({ src, position: null, alt: '' });
    }
    const order = (image: ImageRow): number => image.position ?? Number.MAX_SAFE_INTEGER;
    return rows
      .map((image, index) => ({ image, index }))
      .sort((a, b) => order(a.image) - order(b.image) || a.index - b.index)
      .map(({ image }, index) => ({ src: image.src, position: index + 1, alt: image.alt }));
  }
}
