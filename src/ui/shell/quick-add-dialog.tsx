/**
 * The quick-add dialog: the product's own buying form (PurchasePanel: variants, add-ons, quantity,
 * Add to cart) over a product store made from the product's details, read when the dialog opens.
 * Adding closes it (the cart then shows as the store chose: drawer or cart page).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { availableTabs } from '../../domain/catalog/product-tabs';
import { servicesFrom } from '../app/services-holder';
import { productStoreFor, ProductStoreContext, type ProductStore } from '../pages/product/product-store';
import { PurchasePanel } from '../pages/product/purchase-panel';
import type { QuickAddRequest } from '../sections/parts/quick-add';

export interface QuickAddDialogProps extends QuickAddRequest {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; store: ProductStore };

export default function QuickAddDialog({ productID, name, href, opener, open, onOpenChange }: QuickAddDialogProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoaded({ state: 'loading' });
    servicesFrom(null)
      .product.getProduct(productID)
      .then(
        (product) => {
          if (live)
            setLoaded(
              product
                ? { state: 'ready', store: productStoreFor(product, null, availableTabs(product.faqs.length > 0)[0]!) }
                : { state: 'failed' },
            );
        },
        () => {
          if (live) setLoaded({ state: 'failed' });
        },
      );
    return () => {
      live = false;
    };
  }, [open, productID]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[1000] bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
          className="fixed inset-x-0 bottom-0 z-[1100] max-h-[90vh] overflow-y-auto rounded-t-lg bg-[var(--color-background)] p-5 text-[var(--color-text)] shadow-xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[28rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg"
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <Dialog.Title className="heading text-xl">{name}</Dialog.Title>
            <Dialog.Close className="btn btn-sm btn-outline" aria-label="Close">
              ✕
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Choose the options and add this product to the cart.</Dialog.Description>
          {loaded.state === 'loading' && <p role="status">Loading the product…</p>}
          {loaded.state === 'failed' && (
            <p role="alert">
              This product could not be loaded.{' '}
              <a href={href} className="underline">
                Open its page
              </a>
            </p>
          )}
          {loaded.state === 'ready' && (
            <ProductStoreContext.Provider value={loaded.store}>
              {/* The form adds in the page; once it has, the dialog gives way to the cart. */}
              <div onSubmit={() => setTimeout(() => onOpenChange(false), 0)}>
                <PurchasePanel />
              </div>
              <a href={href} className="mt-4 inline-block text-sm underline" onClick={() => onOpenChange(false)}>
                View full details
              </a>
            </ProductStoreContext.Provider>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
