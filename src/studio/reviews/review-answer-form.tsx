/**
 * The store's public answer to a review, written or edited in place: a labelled text area with its
 * limit, Save and Cancel; a refusal naming the answer shows under it. It opens with the focus in
 * the text; Cancel and Escape close it.
 */
import { useId, useState, type FormEvent } from 'react';
import type { OwnerReview } from '../../application/ports/owner-reviews-api.port';
import { REVIEW_LIMITS } from '../../domain/catalog/review-moderation';

export function ReviewAnswerForm({
  review,
  onSave,
  onCancel,
}: {
  review: OwnerReview;
  /** Resolves with the refusal's message (null when saved). */
  onSave: (answer: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(review.answer);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError('Write an answer, or use Remove answer to take it away');
    setBusy(true);
    const refused = await onSave(text.trim());
    setBusy(false);
    setError(refused);
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
      className="flex flex-col gap-2 rounded-md border border-gray-200 bg-gray-50 p-3"
    >
      <label htmlFor={id} className="text-sm font-medium">
        The store&apos;s answer
      </label>
      <textarea
        id={id}
        // The form opens because the owner asked to write: the text is where they go next.
        autoFocus
        rows={3}
        value={text}
        maxLength={REVIEW_LIMITS.answer}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="rounded-md border border-gray-300 px-2 py-1.5 text-sm"
      />
      <p id={`${id}-hint`} className="text-xs text-gray-600">
        Shown under the review on the product page as the store&apos;s response. {text.length} of {REVIEW_LIMITS.answer} characters.
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-gray-900 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-50"
        >
          Save answer
        </button>
        <button type="button" onClick={onCancel} className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm">
          Cancel
        </button>
      </div>
    </form>
  );
}
