/**
 * One product's editor (#products/<id>), or a new product's (#products/new): its fields, Save, and for
 * a saved one Duplicate, Archive and Delete. The store API's messages show beside their fields and
 * the first invalid field takes the focus; a save refused because someone saved since (409) asks the
 * owner to reload or overwrite.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { OwnerProduct, ProductsApi } from '../../application/ports/owner-products-api.port';
import { LoadProblem } from '../back-office/load-problem';
import { MediaUploadContext } from '../media-upload-field';
import { StatusBadge } from '../back-office/status-badge';
import { useOwnerLoad } from '../back-office/use-owner-load';
import { useCatalogueChoices } from './catalogue-pickers';
import { ConflictNotice } from './conflict-notice';
import { useHeadingFocus } from './heading-focus';
import { ProductActions } from './product-actions';
import { problemLines, stockChanged, valuesOf, type MatrixProblem } from './product-draft';
import type { FieldErrors } from './product-field';
import { ProductForm } from './product-form';
import { useProductsUpload } from './products-upload';
import { openLink, PRODUCTS_LINK, productLink } from './product-links';
import { statusLabel } from './product-status';
import { StockHistoryDialog } from './stock-history-dialog';
import { overwriteProduct, saveProduct, type SaveOutcome } from './use-product-save';

const backLink = (
  <a href={PRODUCTS_LINK} className="self-start text-sm text-blue-700 underline">
    ← All products
  </a>
);

export function ProductEditor({ api, storeOrigin, productID }: { api: ProductsApi; storeOrigin: string; productID: number | null }) {
  const load = useCallback(
    () => (productID === null ? Promise.resolve({ ok: true as const, value: null }) : api.product(productID)),
    [api, productID],
  );
  const { state, reload } = useOwnerLoad<OwnerProduct | null>(load);
  if (state.status !== 'ready')
    return (
      <>
        {backLink}
        <LoadProblem state={state} what="product" onRetry={reload} />
      </>
    );
  return <EditorBody api={api} storeOrigin={storeOrigin} product={state.value} onReload={reload} />;
}

function EditorBody({
  api,
  storeOrigin,
  product,
  onReload,
}: {
  api: ProductsApi;
  storeOrigin: string;
  product: OwnerProduct | null;
  onReload: () => void;
}) {
  const [values, setValues] = useState(() => valuesOf(product));
  const [loadedFrom, setLoadedFrom] = useState(product);
  const [problem, setProblem] = useState<MatrixProblem | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const heading = useHeadingFocus();
  const choices = useCatalogueChoices(api);
  const upload = useProductsUpload(api);
  // A reload (after a save, or the conflict's Reload) shows the product as the store API has it now.
  if (loadedFrom !== product) {
    setLoadedFrom(product);
    setValues(valuesOf(product));
    setConflict(false);
  }
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? summary.current)?.focus();
  }, [errors]);

  const settle = (outcome: SaveOutcome) => {
    setBusy(false);
    if (outcome.kind === 'conflict') return setConflict(true);
    if (outcome.kind === 'invalid') return setErrors(outcome.errors);
    if (outcome.kind === 'failed') return setErrors({ '': outcome.message });
    setErrors({});
    if (!product) return openLink(productLink(outcome.product.productID));
    setNotice('Product saved');
    onReload();
  };
  const run = (write: () => Promise<SaveOutcome>) => {
    setBusy(true);
    setNotice('');
    void write().then(settle);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(() => saveProduct(api, product, values));
  };
  const messages = problemLines(errors, values.variants);
  const title = product ? product.name : 'Add product';
  return (
    <>
      {backLink}
      <div className="flex flex-wrap items-center gap-3">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold">
          {title}
        </h2>
        {product && <StatusBadge label={statusLabel(product.status)} />}
        {product?.status === 'active' && (
          <a href={`${storeOrigin}/${product.handle}`} target="_blank" rel="noreferrer" className="text-sm text-blue-700 underline">
            View in store<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
        {product && (
          <div className="ml-auto">
            <ProductActions
              api={api}
              product={product}
              busy={busy}
              onDone={({ ok, message }) => {
                if (!ok) return setErrors({ '': message });
                setNotice(message);
                onReload();
              }}
            />
          </div>
        )}
      </div>
      <p role="status" className="text-sm text-emerald-800">
        {notice}
      </p>
      {conflict && product && (
        <ConflictNotice busy={busy} onReload={onReload} onOverwrite={() => run(() => overwriteProduct(api, product.productID, values))} />
      )}
      {messages.length > 0 && (
        <div ref={summary} tabIndex={-1} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-medium">
            {messages.length === 1 ? 'This product could not be saved:' : `This product could not be saved, ${messages.length} problems:`}
          </p>
          <ul className="ml-5 list-disc">
            {messages.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <form ref={form} onSubmit={submit} aria-label={title} noValidate className="flex flex-col gap-4">
        <MediaUploadContext.Provider value={upload}>
          <ProductForm
            values={values}
            errors={errors}
            problem={problem}
            storeOrigin={storeOrigin}
            stockChanged={stockChanged(product, values)}
            choices={choices}
            history={
              product
                ? (variantID, name) => <StockHistoryDialog api={api} productID={product.productID} variantID={variantID} name={name} />
                : null
            }
            onChange={(next, nextProblem) => {
              setValues(next);
              if (nextProblem !== undefined) setProblem(nextProblem);
            }}
          />
        </MediaUploadContext.Provider>
        <div className="sticky bottom-0 flex justify-end gap-2 border-t border-gray-200 bg-gray-50/95 py-3">
          <a href={PRODUCTS_LINK} className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm">
            Cancel
          </a>
          <button
            type="submit"
            disabled={busy || problem !== null}
            className="rounded-md bg-gray-900 px-4 py-1.5 text-sm font-medium text-white disabled:opacity-50"
          >
            {busy ? 'Saving…' : product ? 'Save' : 'Save product'}
          </button>
        </div>
      </form>
    </>
  );
}
