/**
 * How a section form sends: the page hands sections a FormsBinding through their context, so the
 * sections stay pure (no services, no toasts) and render the same in tests and the editor, where
 * no binding is given and a form is a plain HTML post.
 */
import type { FieldError } from '../../../domain/forms/form-error-codes';
import type { FormOutcome } from '../../../domain/forms/form-outcome';
import type { FormSubmission } from '../../../domain/forms/form-submission';

/** Sent, or refused with errors to show beside the fields; other failures are told by the binding itself. */
export type FormSendResult = { ok: true } | { ok: false; fieldErrors: FieldError[] };

export interface FormsBinding {
  send(submission: FormSubmission): Promise<FormSendResult>;
  /** What a post made without JavaScript came to, read from the page URL after the redirect back. */
  posted: FormOutcome | null;
}
