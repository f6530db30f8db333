/**
 * The forms calls: POST /Form/Submit (contact, subscribe and forms-section submissions) and
 * GET /Form/GetSubmission. The shape is checked here; each form's own rules run in the domain
 * (validate-form.ts) against the form as the store defines it.
 */
import { z } from 'zod';
import { FORM_SOURCES, MAX_FILE_NAME_LENGTH, type FormSource } from '../domain/forms/form-submission';
import { isFormId } from '../domain/forms/form-outcome';
import { storedText } from './input-fields.contract';

/** Twice the 2 MB file limit in base64; the domain check names a too-large file, this only caps memory. */
const MAX_BASE64 = 6 * 1024 * 1024;

const fieldSchema = z.object({
  fieldName: storedText('fieldName', 80, { trim: true }).min(1, 'fieldName is required'),
  value: z.union([storedText('value', 10_000, { multiline: true }), z.array(storedText('value', 200)).max(30)]).default(''),
  file: z
    .object({
      name: storedText('file name', MAX_FILE_NAME_LENGTH),
      type: z
        .string()
        .max(100)
        .regex(/^[\w.+-]*(\/[\w.+-]+)?$/, 'file type must be a media type')
        .default(''),
      base64: z.string().max(MAX_BASE64, 'file is too large'),
    })
    .optional(),
});

export const submitBody = z
  .object({
    source: z.enum(FORM_SOURCES as [FormSource, ...FormSource[]], { error: 'source must be one of contact, subscribe, form' }),
    sectionId: z.string().refine(isFormId, 'sectionId must be a section temp_id').optional(),
    pagePath: storedText('pagePath', 500)
      .regex(/^\/(?!\/)/, 'pagePath must be a path on this site')
      .default('/'),
    fields: z.array(fieldSchema).max(40, 'a form has at most 40 fields'),
  })
  .refine((body) => body.source !== 'form' || body.sectionId !== undefined, {
    path: ['sectionId'],
    message: 'sectionId is required for a forms section',
  });

export const receiptQuery = z.object({ Receipt: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Receipt must be a submission receipt') });
