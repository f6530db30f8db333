/**
 * The contract of FormsPort, run against the in-memory mock backend (unit suite) and the HTTP
 * adapter on the embedded server (integration suite): what is stored, what is refused and how.
 */
import { describe, expect, it } from 'vitest';
import type { FormsPort } from '../../src/application/ports/forms.port';
import { StoreApiError } from '../../src/application/ports/store-api-error';
import type { FormSubmission } from '../../src/domain/forms/form-submission';

export interface FormsContractSubject {
  /** A forms port sending the given access token (or none). */
  forms(accessToken: string | null): FormsPort;
  /** A guest access token of a store whose forms section `sectionId` has COMMISSION_FIELDS. */
  token(): Promise<string>;
  sectionId: string;
}

/** The fields of Atelier Clay's commission form, as the demo seed (and the mock subject) define them. */
export const COMMISSION_FIELDS = [
  { fieldName: 'Your name', inputTypeID: 1, isMandatory: '1', options: [], placeholder: '' },
  { fieldName: 'Email', inputTypeID: 1, isMandatory: '1', options: [], placeholder: 'you@example.com' },
  { fieldName: 'Piece', inputTypeID: 3, isMandatory: '1', options: ['Mug', 'Bowl', 'Plate', 'Vase'], placeholder: '' },
  { fieldName: 'Glaze', inputTypeID: 4, isMandatory: '0', options: ['Sea green', 'Oat', 'Charcoal'], placeholder: '' },
  { fieldName: 'Extras', inputTypeID: 5, isMandatory: '0', options: ['Gift wrap', 'Personal stamp'], placeholder: '' },
  { fieldName: 'Details', inputTypeID: 2, isMandatory: '1', options: [], placeholder: '' },
  { fieldName: 'Reference picture', inputTypeID: 6, isMandatory: '0', options: [], placeholder: '' },
];

const contact = (fields: FormSubmission['fields']): FormSubmission => ({ source: 'contact', pagePath: '/contact', fields });
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function refusal(promise: Promise<unknown>): Promise<StoreApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StoreApiError);
  return error as StoreApiError;
}

export function formsContract(name: string, subject: () => Promise<FormsContractSubject>) {
  describe(`forms contract: ${name}`, () => {
    it('refuses a submission without an access token', async () => {
      const s = await subject();
      const error = await refusal(s.forms(null).submit(contact([{ fieldName: 'Name', value: 'Ann' }])));
      expect(error.status).toBe(401);
    });

    it('stores a contact message and reads it back by its receipt', async () => {
      const s = await subject();
      const forms = s.forms(await s.token());
      const receipt = await forms.submit(
        contact([
          { fieldName: 'Name', value: '  Ann Lee ' },
          { fieldName: 'Email', value: 'ann@example.com' },
          { fieldName: 'Message', value: 'Do you ship to Norway?' },
        ]),
      );
      expect(receipt.submissionID).toBeGreaterThan(0);
      expect(receipt.receipt.length).toBeGreaterThanOrEqual(16);
      const stored = await forms.submission(receipt.receipt);
      expect(stored).toMatchObject({ submissionID: receipt.submissionID, source: 'contact', pagePath: '/contact' });
      expect(stored?.fields).toEqual([
        { fieldName: 'Name', value: 'Ann Lee' },
        { fieldName: 'Email', value: 'ann@example.com' },
        { fieldName: 'Message', value: 'Do you ship to Norway?' },
      ]);
      expect(await forms.submission('no-such-receipt-anywhere')).toBeNull();
    });

    it('refuses a missing mandatory field with a 400 naming it', async () => {
      const s = await subject();
      const error = await refusal(
        s.forms(await s.token()).submit(
          contact([
            { fieldName: 'Email', value: 'ann@example.com' },
            { fieldName: 'Message', value: 'Hello there, anyone?' },
          ]),
        ),
      );
      expect(error.status).toBe(400);
      expect(error.errors).toContainEqual(expect.objectContaining({ field: 'Name', message: 'Name is required' }));
    });

    it('refuses fields the form does not have and a bad e-mail', async () => {
      const s = await subject();
      const error = await refusal(
        s.forms(await s.token()).submit(
          contact([
            { fieldName: 'Name', value: 'Ann' },
            { fieldName: 'Email', value: 'not-an-address' },
            { fieldName: 'Message', value: 'Hello there, anyone?' },
            { fieldName: 'Discount', value: '100' },
          ]),
        ),
      );
      expect(error.status).toBe(400);
      expect(error.errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'Discount', message: 'Discount is not a field of this form' }),
          expect.objectContaining({ field: 'Email', message: 'Email must be a valid email' }),
        ]),
      );
    });

    it('checks a forms section against its own fields and keeps only file metadata in the submission', async () => {
      const s = await subject();
      const forms = s.forms(await s.token());
      const base = { source: 'form' as const, sectionId: s.sectionId, pagePath: '/' };
      const missing = await refusal(forms.submit({ ...base, fields: [{ fieldName: 'Your name', value: 'Ann' }] }));
      expect(missing.errors?.map((e) => e.message)).toEqual(
        expect.arrayContaining(['Email is required', 'Choose an option for Piece', 'Details is required']),
      );
      const receipt = await forms.submit({
        ...base,
        fields: [
          { fieldName: 'Your name', value: 'Ann' },
          { fieldName: 'Email', value: 'ann@example.com' },
          { fieldName: 'Piece', value: 'Vase' },
          { fieldName: 'Extras', value: ['Gift wrap'] },
          { fieldName: 'Details', value: 'Tall, sea green' },
          { fieldName: 'Reference picture', value: '', file: { name: 'dot.png', type: 'image/png', base64: PNG_BASE64 } },
        ],
      });
      const stored = await forms.submission(receipt.receipt);
      expect(stored?.sectionId).toBe(s.sectionId);
      expect(stored?.fields).toContainEqual({ fieldName: 'Extras', value: ['Gift wrap'] });
      expect(stored?.fields).toContainEqual({ fieldName: 'Glaze', value: '' });
      expect(stored?.fields).toContainEqual({
        fieldName: 'Reference picture',
        value: 'dot.png',
        file: { name: 'dot.png', type: 'image/png', size: 70 },
      });
    });

    it('refuses an unknown forms section and a file over the limit', async () => {
      const s = await subject();
      const forms = s.forms(await s.token());
      const unknown = await refusal(forms.submit({ source: 'form', sectionId: 'temp-nosuchform1', pagePath: '/', fields: [] }));
      expect(unknown.status).toBe(400);
      expect(unknown.errors?.[0]?.field).toBe('sectionId');
      const huge = 'A'.repeat(Math.ceil((2 * 1024 * 1024 + 3) / 3) * 4);
      const tooLarge = await refusal(
        forms.submit({
          source: 'form',
          sectionId: s.sectionId,
          pagePath: '/',
          fields: [
            { fieldName: 'Your name', value: 'Ann' },
            { fieldName: 'Email', value: 'ann@example.com' },
            { fieldName: 'Piece', value: 'Mug' },
            { fieldName: 'Details', value: 'Small' },
            { fieldName: 'Reference picture', value: '', file: { name: 'big.png', type: 'image/png', base64: huge } },
          ],
        }),
      );
      expect(tooLarge.errors).toContainEqual(
        expect.objectContaining({ field: 'Reference picture', message: 'Reference picture must be a file of at most 2 MB' }),
      );
    });
  });
}
