/** The catalogue import (#products/import): a file to upload and the store's past imports, or one import's page. */
import type { CatalogueImportApi } from '../../../application/ports/owner-catalogue-import-api.port';
import { useHeadingFocus } from '../heading-focus';
import { PRODUCTS_LINK } from '../product-links';
import { ImportPage } from './import-page';
import { PastImports } from './past-imports';
import { UploadForm } from './upload-form';

function NewImport({ api }: { api: CatalogueImportApi }) {
  const heading = useHeadingFocus();
  return (
    <>
      <a href={PRODUCTS_LINK} className="self-start text-sm text-blue-700 underline">
        ← All products
      </a>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold">
        Import products
      </h2>
      <p className="max-w-prose text-sm text-gray-700">
        Bring products from Shopify or a spreadsheet as Shopify&apos;s product CSV. A product whose handle is already in the store is
        updated, never duplicated. You see what the file would do before anything is written.
      </p>
      <div className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
        <UploadForm api={api} />
      </div>
      <PastImports api={api} />
    </>
  );
}

export function ImportView({ api, importID }: { api: CatalogueImportApi; importID: number | null }) {
  return importID === null ? <NewImport api={api} /> : <ImportPage key={importID} api={api} importID={importID} />;
}
