/**
 * The bar on a shared preview link (/preview): the person the owner sent it to sees at once that this
 * is a draft shoppers do not see yet, with the way to the live store; a link whose key no longer
 * opens the draft (revoked, or mistyped) says that it shows the live store instead.
 */
import { useStore } from '../app/use-store';

export function PreviewBar() {
  const store = useStore();
  const draft = Boolean(store?.previewToken);
  return (
    <div
      role="region"
      aria-label="Preview"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-gray-900 px-4 py-2 text-center text-sm text-white"
    >
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
