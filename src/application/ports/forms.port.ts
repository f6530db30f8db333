import type { FormReceipt, FormSubmission, StoredSubmission } from '../../domain/forms/form-submission';

/**
 * Contact, subscribe and forms-section submissions of the current store. A refused submission is a
 * StoreApiError: 400 with the field errors (by fieldName), 429 when the sender is sending too often.
 */
export interface FormsPort {
  submit(submission: FormSubmission): Promise<FormReceipt>;
  /** A stored submission read back with its receipt; null when the receipt names none of this store. */
  submission(receipt: string): Promise<StoredSubmission | null>;
}
