/**
 * The customer's review of one product of a delivered order (decision 90): the rating as a real
 * radio group labelled with the spec's words (5 Excellent ... 1 Poor), an optional title and text,
 * and Send. A plain form post (React Router's <Form>): without JavaScript the server runs the action
 * (review-form-action.ts). A refusal shows beside the field it names, with what was typed, and the
 * first field at fault takes the focus.
 */
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { RATING_LABELS } from '../../../domain/catalog/rating';
import { REVIEW_LIMITS } from '../../../domain/catalog/review-moderation';
import type { FormReply } from '../../forms/form-post';
import { FieldMessage, OptionalMark, RequiredMark } from '../../sections/parts/form-field';

const STARS = [5, 4, 3, 2, 1] as const;
const INPUT = 'input w-full aria-[invalid=true]:border-[#d92d20]';

/** The message of a field, tied to its control. */
const describedBy = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

export function ReviewForm({ productId, productName, reply }: { productId: number; productName: string; reply: FormReply | undefined }) {
  const busy = useNavigation().state === 'submitting';
  const form = useRef<HTMLFormElement>(null);
  const errors = reply?.errors ?? {};
  const typed = reply?.values ?? {};
  const id = `review-${productId}`;
  useEffect(() => {
    if (!reply) return;
    const first = ['Rating', 'Title', 'Body'].find((field) => errors[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    // Once per reply: a new refusal moves the focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reply]);
  return (
    <Form ref={form} method="post" noValidate className="flex flex-col gap-4" aria-label={`Review ${productName}`}>
      <input type="hidden" name="ProductID" value={productId} />
      <fieldset {...(errors.Rating ? { 'aria-describedby': `${id}-rating-error` } : {})}>
        <legend className="mb-1 font-medium">
          Your rating
          <RequiredMark spoken />
        </legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-4">
          {STARS.map((stars) => (
            <label key={stars} className="flex items-center gap-2">
              <input
                type="radio"
                name="Rating"
                value={stars}
                required
                defaultChecked={typed.Rating === String(stars)}
                aria-invalid={errors.Rating ? true : undefined}
              />
              <span aria-hidden="true" className="tracking-tight">
                {'★'.repeat(stars)}
              </span>
              <span>
                {stars} {stars === 1 ? 'star' : 'stars'}, {RATING_LABELS[stars]}
              </span>
            </label>
          ))}
        </div>
        <FieldMessage id={`${id}-rating-error`} message={errors.Rating} />
      </fieldset>
      <div>
        <label htmlFor={`${id}-title`} className="mb-1 block font-medium">
          Title
          <OptionalMark />
        </label>
        <input
          id={`${id}-title`}
          name="Title"
          className={INPUT}
          maxLength={REVIEW_LIMITS.title}
          defaultValue={typed.Title}
          {...describedBy(`${id}-title`, errors.Title)}
        />
        <FieldMessage id={`${id}-title-error`} message={errors.Title} />
      </div>
      <div>
        <label htmlFor={`${id}-body`} className="mb-1 block font-medium">
          Your review
          <OptionalMark />
        </label>
        <textarea
          id={`${id}-body`}
          name="Body"
          rows={4}
          className={INPUT}
          maxLength={REVIEW_LIMITS.body}
          defaultValue={typed.Body}
          {...describedBy(`${id}-body`, errors.Body)}
        />
        <FieldMessage id={`${id}-body-error`} message={errors.Body} />
      </div>
      {/* A refusal of the product itself (not delivered to this customer) names no field the shopper fills. */}
      <div aria-live="assertive">
        <FieldMessage id={`${id}-error`} message={reply?.message || errors.ProductID} />
      </div>
      <p className="text-sm opacity-75">The store reads every review before it appears on the product&apos;s page.</p>
      <div>
        <button type="submit" className="btn btn-primary btn-md" disabled={busy}>
          Send review
        </button>
      </div>
    </Form>
  );
}
