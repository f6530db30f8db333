/**
 * Between a catalogue file's product (ProductDraft, docs/catalogue.md) and the store's product writes
 * (ProductFields, decision 81), both ways (decision 87). A file's picture is an address: one this
 * store already holds (its own media, or a picture an earlier import fetched from the same address)
 * is used at once; any other waits for the picture job, which adds it when fetched.
 */
import type { ImageDraft, ProductDraft, VariantDraft } from '../../../src/domain/catalog/csv/catalogue-draft';
import type { ProductFields } from './product-writes.service';

/** A picture of the file the product cannot show yet: fetched later, then added in its place. */
export interface PendingPicture {
  src: string;
  alt: string;
  position: number;
  /** The option values of the variants that show it. */
  variants: string[][];
}

export interface ImportFields {
  fields: ProductFields & { stock: number };
  /** The file names no picture: an update keeps the product's own. */
  keepPictures: boolean;
  pending: PendingPicture[];
  /** Told to the owner beside the product's row, e.g. a picture without alt text. */
  warnings: string[];
}

/** Cents as the decimal text the product writes take: 1999 → "19.99". */
export function centsText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Shopify's "Published" off keeps an active product off the storefront: here, a draft. */
function statusOf(draft: ProductDraft): ProductFields['status'] {
  return draft.status === 'active' && !draft.published ? 'draft' : draft.status;
}

/**
 * The writes' fields for a file's product. `known` gives the stored picture (media://...) for an
 * address this store already holds. A picture without alt text takes the product's title, with a
 * warning naming its row: the storefront requires alt text (decision 89).
 */
export function importFieldsOf(draft: ProductDraft, known: ReadonlyMap<string, string>, firstRow: number): ImportFields {
  const warnings: string[] = [];
  const images = [...draft.images].sort((a, b) => a.position - b.position);
  const altOf = (image: ImageDraft) => {
    if (image.alt.trim()) return image.alt.trim();
    warnings.push(`Row ${firstRow}: picture ${image.position} has no Image Alt Text; the product's title describes it until you write one`);
    return draft.title;
  };
  const stored: ProductFields['images'] = [];
  const pending: PendingPicture[] = [];
  for (const image of images) {
    const alt = altOf(image);
    const file = known.get(image.src);
    if (file) stored.push({ imageFile: file, thumbnailFile: file, alt });
    else {
      const shownBy = draft.variants.filter((v) => v.imageSrc === image.src).map((v) => v.optionValues);
      pending.push({ src: image.src, alt, position: image.position, variants: shownBy });
    }
  }
  const pictureOf = (variant: VariantDraft) => (variant.imageSrc ? (known.get(variant.imageSrc) ?? null) : null);
  const first = draft.variants[0]!;
  const single = draft.options.length === 0;
  return {
    fields: {
      name: draft.title,
      handle: draft.handle,
      description: draft.descriptionHtml,
      status: statusOf(draft),
      vendor: draft.vendor,
      productType: draft.type,
      tags: draft.tags,
      categoryId: null,
      brandId: null,
      price: centsText(first.priceCents),
      compareAtPrice: first.compareAtCents === null ? null : centsText(first.compareAtCents),
      isHidePrice: false,
      sku: single ? first.sku : '',
      barcode: single ? first.barcode : '',
      sellWhenOutOfStock: first.keepSelling,
      weightGrams: first.grams,
      weightUnit: first.weightUnit,
      seo: draft.seo,
      images: stored,
      options: draft.options.map((option) => ({ name: option.name, values: [...option.values] })),
      variants: single
        ? []
        : draft.variants.map((variant) => ({
            sku: variant.sku,
            barcode: variant.barcode,
            price: centsText(variant.priceCents),
            compareAtPrice: variant.compareAtCents === null ? null : centsText(variant.compareAtCents),
            // A file has no column for it: a new variant shows its price; the import keeps an existing one's.
            isHidePrice: false,
            weightGrams: variant.grams,
            weightUnit: variant.weightUnit,
            stock: variant.stock,
            sellWhenOutOfStock: variant.keepSelling,
            imageFile: pictureOf(variant),
            optionValues: [...variant.optionValues],
          })),
      stock: single ? first.stock : 0,
    },
    keepPictures: images.length === 0,
    pending,
    warnings,
  };
}
