/**
 * Saving the product editor's values: a new product is created, a saved one updated from the version
 * it was opened at, then each stock count the owner changed is set with the owner's reason (the store API keeps stock apart
 * from the product's fields, in its ledger). A 409 is a conflict for the owner to settle (Reload or
 * Overwrite); Overwrite saves again from the version the product is at now.
 */
import type { OwnerProduct, ProductFields, ProductsApi, WrittenProduct } from '../../application/ports/owner-products-api.port';
import type { StudioResult } from '../../application/ports/studio-api.port';
import { fieldsOf, type ProductValues } from './product-draft';

export type SaveOutcome =
  | { kind: 'saved'; product: WrittenProduct }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'conflict' }
  | { kind: 'failed'; message: string };

/** The stock counts that differ from the product as it was loaded, set one by one; the first refusal stops. */
async function saveStock(
  api: ProductsApi,
  saved: OwnerProduct,
  fields: ProductFields,
  note: string,
): Promise<StudioResult<unknown> | null> {
  const changes: Array<[number, number]> = [];
  if (fields.variants.length === 0 && saved.variants.length === 0 && fields.stock !== saved.stock) changes.push([0, fields.stock]);
  for (const variant of fields.variants) {
    const before = saved.variants.find((old) => old.variantID === variant.variantID);
    if (before && before.stock !== variant.stock) changes.push([before.variantID!, variant.stock]);
  }
  for (const [variantID, quantity] of changes) {
    const result = await api.setStock(saved.productID, variantID, quantity, note);
    if (!result.ok) return result;
  }
  return null;
}

export async function saveProduct(api: ProductsApi, saved: OwnerProduct | null, values: ProductValues): Promise<SaveOutcome> {
  const parsed = fieldsOf(values);
  if (!parsed.ok) return { kind: 'invalid', errors: parsed.errors };
  const result = saved ? await api.updateProduct(saved.productID, saved.version, parsed.fields) : await api.createProduct(parsed.fields);
  if (!result.ok) {
    if (result.status === 409) return { kind: 'conflict' };
    return result.fields ? { kind: 'invalid', errors: result.fields } : { kind: 'failed', message: result.message };
  }
  const stock = saved ? await saveStock(api, saved, parsed.fields, values.stockNote.trim()) : null;
  if (stock && !stock.ok) return stock.fields ? { kind: 'invalid', errors: stock.fields } : { kind: 'failed', message: stock.message };
  return { kind: 'saved', product: result.value };
}

/** Saves over whatever someone else saved: from the product as it is now (its version, its stock counts). */
export async function overwriteProduct(api: ProductsApi, productID: number, values: ProductValues): Promise<SaveOutcome> {
  const current = await api.product(productID);
  if (!current.ok) return { kind: 'failed', message: current.message };
  return saveProduct(api, current.value, values);
}
