/**
 * Sending a section form, loaded on the first submit (not with the page): the call through the
 * store's FormsPort and the toast that tells the shopper how it went. Field errors are returned
 * for the form to place beside the fields instead of a toast.
 */
import { StoreApiError } from '../../../application/ports/store-api-error';
import type { FormSubmission } from '../../../domain/forms/form-submission';
import { GENERIC_MESSAGES } from '../../../application/storefront/shopper-notices';
import { notify } from '../../components/lazy-toaster';
import type { FormSendResult } from './form-binding';
import { FORM_LIMITED_TEXT, FORM_SENT_TEXT } from './form-texts';
import { servicesFrom } from '../../app/services-holder';

const NOT_SENT: FormSendResult = { ok: false, fieldErrors: [] };

export async function sendForm(submission: FormSubmission): Promise<FormSendResult> {
  try {
    await servicesFrom(null).forms.submit(submission);
    void notify(FORM_SENT_TEXT[submission.source], 'success');
    return { ok: true };
  } catch (error) {
    if (error instanceof StoreApiError) {
      const sent = new Set(submission.fields.map((field) => field.fieldName));
      const fieldErrors = (error.errors ?? []).filter((e) => sent.has(e.field));
      if (error.status === 400 && fieldErrors.length > 0) return { ok: false, fieldErrors };
      if (error.status === 429) {
        void notify(FORM_LIMITED_TEXT, 'error');
        return NOT_SENT;
      }
    }
    void notify(GENERIC_MESSAGES.failure, 'error');
    return NOT_SENT;
  }
}

/** In the editor an owner clicking around the frame must not file test submissions. */
export async function refuseInEditor(): Promise<FormSendResult> {
  void notify('Forms are not sent from the editor. Open the preview to try this one.', 'info');
  return NOT_SENT;
}
