/**
 * Without JavaScript a form posts to /contact, which answers with a redirect back to the page; the
 * outcome rides in the query. Errors travel as (field, code) pairs and the page words them again
 * from its own rules, so a crafted link can only show the form's own messages.
 */
import { isFieldErrorCode, type FieldErrorCode } from './form-error-codes';

export type FormOutcome =
  | { formId: string; status: 'sent' }
  | { formId: string; status: 'invalid'; errors: Array<{ field: string; code: FieldErrorCode }> }
  /** Too many submissions from one address (the store API answered 429). */
  | { formId: string; status: 'limited' }
  | { formId: string; status: 'failed' };

export type FormOutcomeStatus = FormOutcome['status'];

/** Hidden inputs every section form posts; prefixed so no owner field name can collide with them. */
export const FORM_META_FIELDS = { source: '__wx_source', form: '__wx_form' } as const;

export const FORM_OUTCOME_PARAMS = { form: 'form', status: 'form_status', errors: 'form_errors' } as const;

const FORM_ID = /^[A-Za-z0-9_-]{1,64}$/;
const STATUSES: readonly string[] = ['sent', 'invalid', 'limited', 'failed'];
const MAX_ERRORS = 40;

export function isFormId(value: unknown): value is string {
  return typeof value === 'string' && FORM_ID.test(value);
}

/** Id of a form element in the page, so a redirect can land on the form it answers. */
export function formAnchor(formId: string): string {
  return `${formId.replace(/[^A-Za-z0-9_-]/g, '-')}-form`;
}

/** Query pairs to append to the page a post came from. */
export function formOutcomeParams(outcome: FormOutcome): Array<[string, string]> {
  const pairs: Array<[string, string]> = [
    [FORM_OUTCOME_PARAMS.form, outcome.formId],
    [FORM_OUTCOME_PARAMS.status, outcome.status],
  ];
  if (outcome.status === 'invalid') {
    const errors = outcome.errors.slice(0, MAX_ERRORS).map((e) => [e.field, e.code]);
    pairs.push([FORM_OUTCOME_PARAMS.errors, JSON.stringify(errors)]);
  }
  return pairs;
}

function parseErrors(raw: string | null): Array<{ field: string; code: FieldErrorCode }> {
  if (!raw || raw.length > 8000) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.slice(0, MAX_ERRORS).flatMap((pair: unknown) => {
    if (!Array.isArray(pair) || typeof pair[0] !== 'string' || pair[0].length > 80 || !isFieldErrorCode(pair[1])) return [];
    return [{ field: pair[0], code: pair[1] }];
  });
}

/** The outcome a URL reports, or null when it reports none (or a malformed one). */
export function parseFormOutcome(params: URLSearchParams): FormOutcome | null {
  const formId = params.get(FORM_OUTCOME_PARAMS.form);
  const status = params.get(FORM_OUTCOME_PARAMS.status);
  if (!isFormId(formId) || status === null || !STATUSES.includes(status)) return null;
  if (status === 'invalid') return { formId, status, errors: parseErrors(params.get(FORM_OUTCOME_PARAMS.errors)) };
  return { formId, status: status as 'sent' | 'limited' | 'failed' };
}

/** The same URL without an outcome, for the page to drop it once shown (a reload must not repeat it). */
export function withoutFormOutcome(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(FORM_OUTCOME_PARAMS)) next.delete(key);
  return next;
}
