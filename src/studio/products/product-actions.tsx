/**
 * What an owner does to a saved product besides saving it: Duplicate (a draft copy, opened at once),
 * Archive and Delete, the last two asked first (confirm-action.tsx) since shoppers feel them at once.
 */
import type { OwnerProduct, ProductsApi } from '../../application/ports/owner-products-api.port';
import { ConfirmAction, type ConfirmActionProps } from '../confirm-action';
import { openLink, PRODUCTS_LINK, productLink } from './product-links';

const button = 'rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm disabled:opacity-50';

function AskFirst({ label, busy, ...question }: Omit<ConfirmActionProps, 'trigger'> & { label: string; busy: boolean }) {
  const trigger = (
    <button type="button" className={`${button} ${label === 'Delete' ? 'text-red-800' : ''}`} disabled={busy}>
      {label}
    </button>
  );
  return <ConfirmAction trigger={trigger} {...question} />;
}

export function ProductActions({
  api,
  product,
  busy,
  onDone,
}: {
  api: ProductsApi;
  product: OwnerProduct;
  busy: boolean;
  /** After a write: the refusal's message, or the notice of what was done. */
  onDone: (outcome: { ok: boolean; message: string }) => void;
}) {
  const duplicate = async () => {
    const result = await api.duplicateProduct(product.productID);
    if (result.ok) return openLink(productLink(result.value.productID));
    onDone({ ok: false, message: result.message });
  };
  const archive = async () => {
    const result = await api.archiveProduct(product.productID);
    onDone(result.ok ? { ok: true, message: 'Product archived' } : { ok: false, message: result.message });
  };
  const remove = async () => {
    const result = await api.deleteProduct(product.productID);
    if (result.ok) return openLink(PRODUCTS_LINK);
    onDone({ ok: false, message: result.message });
  };
  const archiveQuestion = {
    label: 'Archive',
    title: `Archive ${product.name}?`,
    description: 'Shoppers will no longer find it: its page answers not found. It stays here, and you can make it active again.',
    confirmLabel: 'Archive product',
    onConfirm: archive,
  };
  const deleteQuestion = {
    label: 'Delete',
    title: `Delete ${product.name}?`,
    description: 'The product, its variants and its stock history are removed for good. This cannot be undone.',
    confirmLabel: 'Delete product',
    onConfirm: remove,
  };
  // An archived product has nothing left to archive.
  const questions = product.status === 'archived' ? [deleteQuestion] : [archiveQuestion, deleteQuestion];
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={button} disabled={busy} onClick={() => void duplicate()}>
        Duplicate
      </button>
      {questions.map((question) => (
        <AskFirst key={question.label} busy={busy} {...question} />
      ))}
    </div>
  );
}
