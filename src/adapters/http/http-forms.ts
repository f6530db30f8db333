/** FormsPort over HTTP: POST /Form/Submit (JSON, files as base64) and GET /Form/GetSubmission. */
import type { StoreApiClient } from './store-api-client';
import type { FormsPort } from '../../application/ports/forms.port';
import { StoreApiError } from '../../application/ports/store-api-error';
import type { FormReceipt, FormSubmission, StoredSubmission } from '../../domain/forms/form-submission';
import { callStoreApi } from './store-api-client';
import type { z } from 'zod';
import type { submitBody } from '../../contracts/forms.contract';

export class HttpForms implements FormsPort {
  constructor(private readonly deps: { client: StoreApiClient }) {}

  submit(submission: FormSubmission): Promise<FormReceipt> {
    // Uploads take longer than page reads; a 2 MB picture on a slow line must not time out at 10 s.
    return callStoreApi(this.deps.client.post('Form/Submit', { json: submission satisfies z.input<typeof submitBody>, timeout: 60_000 }));
  }

  async submission(receipt: string): Promise<StoredSubmission | null> {
    try {
      return await callStoreApi<StoredSubmission>(this.deps.client.get('Form/GetSubmission', { searchParams: { Receipt: receipt } }));
    } catch (error) {
      if (error instanceof StoreApiError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  }
}
