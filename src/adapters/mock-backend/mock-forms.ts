/**
 * FormsPort of the in-memory mock backend: the same rules as the store API (the domain validator
 * against the form's own fields), submissions kept in memory for the life of the page or process.
 */
import type { FormsPort } from '../../application/ports/forms.port';
import { StoreApiError } from '../../application/ports/store-api-error';
import { rulesForSource } from '../../domain/forms/form-rules';
import type { FormReceipt, FormSubmission, StoredSubmission } from '../../domain/forms/form-submission';
import { validateFields } from '../../domain/forms/validate-form';
import type { Section } from '../../domain/sections/section';

export class MockForms implements FormsPort {
  private readonly stored = new Map<string, StoredSubmission>();

  constructor(private readonly deps: { accessToken: () => string | null; sections: () => Section[] }) {}

  async submit(submission: FormSubmission): Promise<FormReceipt> {
    this.requireToken();
    const section = submission.source === 'form' ? (this.deps.sections().find((s) => s.temp_id === submission.sectionId) ?? null) : null;
    const rules = rulesForSource(submission.source, section);
    if (!rules)
      throw new StoreApiError(400, 'Invalid request: sectionId', [
        { field: 'sectionId', message: 'sectionId names no forms section of this store' },
      ]);
    const result = validateFields(rules, submission.fields);
    if (!result.ok)
      throw new StoreApiError(400, `Invalid form: ${[...new Set(result.errors.map((e) => e.field))].join(', ')}`, result.errors);
    const submissionID = this.stored.size + 1;
    const receipt = `mock-receipt-${String(submissionID).padStart(8, '0')}`;
    this.stored.set(receipt, {
      submissionID,
      source: submission.source,
      sectionId: submission.sectionId ?? null,
      pagePath: submission.pagePath,
      fields: result.fields.map(({ fieldName, value, file }) => ({
        fieldName,
        value,
        ...(file ? { file: { name: file.name, type: file.type, size: file.size } } : {}),
      })),
      createdAt: new Date().toISOString(),
    });
    return { submissionID, receipt };
  }

  async submission(receipt: string): Promise<StoredSubmission | null> {
    this.requireToken();
    return this.stored.get(receipt) ?? null;
  }

  private requireToken(): void {
    if (!this.deps.accessToken()) throw new StoreApiError(401, 'Unauthorized: a valid access token is required');
  }
}
