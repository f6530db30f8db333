/** What the queue says when it shows no review: why a store has none yet, that nothing waits, or that the filters match none. */
import { useId } from 'react';

export function NoReviewsYet() {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex max-w-2xl flex-col gap-2 p-6 text-sm text-gray-800">
      <h3 id={id} className="text-base font-semibold">
        No reviews yet
      </h3>
      <p>
        Reviews are what your customers say about the products they bought: a rating of 1 to 5 stars, a title and their words. Once you mark
        an order Delivered, its customer can review its products from the order&apos;s page in their account on your store.
      </p>
      <p>
        Each new review waits here as Pending. Publish it to show it on its product page, where it counts in the product&apos;s rating, or
        hide it; you can answer any review, and your answer shows under it on the store.
      </p>
    </section>
  );
}

export function NoReviewsHere({ filtered, pendingTab, onClear }: { filtered: boolean; pendingTab: boolean; onClear: () => void }) {
  if (filtered)
    return (
      <div className="flex flex-col items-center gap-2 p-8 text-sm text-gray-700">
        <p>No review matches these filters.</p>
        <button type="button" className="rounded-md border border-gray-300 bg-white px-3 py-1.5" onClick={onClear}>
          Clear filters
        </button>
      </div>
    );
  return (
    <p className="p-8 text-center text-sm text-gray-700">
      {pendingTab ? 'Nothing waits for you: every review has been published or hidden.' : 'No reviews here.'}
    </p>
  );
}
