/**
 * The bar on a shared preview link (/preview): the person the owner sent it to sees at once that this
 * is a draft shoppers do not see yet, with the way to the live store; a link whose key no longer
 * opens the draft (revoked, or mistyped) says that it shows the live store instead.
 */
import { useStore } from '../app/use-store';

const BAR_CLASS = 'flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-gray-900 px-4 py-2 text-center text-sm text-white';

/**
 * The bar the server sends while the preview renders on the client only (spec section 2): the visitor
 * sees at once that the page is coming, and its text is the first paint, which starts the app code's
 * download (decision 62) instead of waiting for the load event.
 */
export function PreviewLoading() {
  return (
    <div aria-busy="true" className="min-h-screen">
      <div role="region" aria-label="Preview" className={BAR_CLASS}>
        <p role="status">Loading the preview…</p>
      </div>
    </div>
  );
}

export function PreviewBar() {
  const store = useStore();
  const draft = Boolean(store?.previewToken);
  return (
    <div role="region" aria-label="Preview" className={BAR_CLASS}>
      <p>
        {draft ? (
          <>
            <strong>Draft preview</strong> of {store?.siteConfig.webTitle}: shoppers do not see these changes yet.
          </>
        ) : (
          <>
            <strong>This preview link no longer shows a draft</strong>: it has expired, was revoked or is incomplete, so this is the live
            store.
          </>
        )}
      </p>
      <a href="/" className="underline underline-offset-2">
        View the live store
      </a>
    </div>
  );
}
