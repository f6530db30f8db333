/**
 * Forms without JavaScript: the contact, subscribe and forms sections post (url-encoded, or
 * multipart with files) to /contact. This route turns the post into the same store API call the
 * browser makes, then redirects (303) back to the page with the outcome in the query, which the
 * form shows: a thank-you note, or its own messages beside the fields at fault. Only a post from a
 * page of this origin, of a form's size and field count, is read (form-post-guard.ts, decision 68).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FORM_META_FIELDS as FORM_META,
  formAnchor,
  formOutcomeParams,
  isFormId,
  withoutFormOutcome,
  type FormOutcome,
} from '../../src/domain/forms/form-outcome';
import { isFieldErrorCode } from '../../src/domain/forms/form-error-codes';
import { FORM_SOURCES, MAX_FILE_BYTES, type FormSource, type SubmittedField } from '../../src/domain/forms/form-submission';
import { MAX_FIELD_OPTIONS, MAX_FORMS_SECTION_FIELDS } from '../../src/domain/sections/content/contact-content';
import { bypassCookieName } from '../../src/domain/store/maintenance';
import type { ServerConfig } from '../config';
import { requestHost, requestStoreDomain } from '../request-store';
import { guardFormPosts, type FormPostLimits } from './form-post-guard';
import { fetchStoreInfo, type StoreApiAccess } from './store-api-client';

export interface ContactPostOptions extends StoreApiAccess {
  backend: ServerConfig['backend'];
  /** The platform's shared hosts, the only ones where `?store=` chooses the store. */
  platformHosts: readonly string[];
}

/** The page the form was on (same site only, never an open redirect), without an earlier outcome. */
function pageOf(request: FastifyRequest): URL {
  const host = requestHost(request);
  const fallback = new URL('/contact', `http://${host}`);
  try {
    const referer = new URL(request.headers.referer ?? '');
    if (referer.host !== host) return fallback;
    const page = new URL(referer.pathname, `http://${host}`);
    page.search = withoutFormOutcome(referer.searchParams).toString();
    return page;
  } catch {
    return fallback;
  }
}

/**
 * The submitted fields, in one pass (decision 68): a repeated name (a checkbox group's choices)
 * gathers its values in one list; a file field keeps the last file posted.
 */
async function fieldsOf(form: FormData): Promise<SubmittedField[]> {
  const fields = new Map<string, { values: string[]; file?: SubmittedField['file'] }>();
  for (const [name, entry] of form) {
    if (name.startsWith('__wx_')) continue;
    let field = fields.get(name);
    if (!field) fields.set(name, (field = { values: [] }));
    if (typeof entry === 'string') field.values.push(entry);
    else if (entry.name !== '' || entry.size > 0) {
      // A file input left empty still posts an empty, nameless part: that is "no file", not a file.
      const base64 = Buffer.from(await entry.arrayBuffer()).toString('base64');
      field.file = { name: entry.name, type: entry.type, base64 };
    }
  }
  return [...fields].map(([fieldName, { values, file }]): SubmittedField => {
    if (file) return { fieldName, value: '', file };
    return { fieldName, value: values.length === 1 ? values[0]! : values.length === 0 ? '' : values };
  });
}

interface Post {
  source: FormSource;
  /** The section's temp_id when the form sent one; it also names the form in the outcome. */
  sectionId: string | undefined;
  formId: string;
  fields: SubmittedField[];
}

async function submit(request: FastifyRequest, options: ContactPostOptions, page: URL, post: Post): Promise<FormOutcome> {
  const { formId, sectionId, source, fields } = post;
  if (options.backend === 'mock') return { formId, status: 'failed' };
  const data = await fetchStoreInfo(options, requestStoreDomain(request, options.platformHosts, page));
  const token = data?.tokens?.accessToken;
  if (!data || !token) return { formId, status: 'failed' };
  // A password-protected store answers only visitors holding its bypass (store-gate.ts): pass theirs on.
  const pass = request.cookies[bypassCookieName(data.webID)];
  const body = { source, ...(sectionId ? { sectionId } : {}), pagePath: page.pathname, fields };
  const answer = await options.storeApiFetch(`${options.storeApiUrl}/Form/Submit`, {
    method: 'POST',
    // The store API limits submissions per address: it must see the shopper's, not this server's.
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-forwarded-for': request.ip,
      ...(pass ? { 'x-store-pass': pass } : {}),
    },
    body: JSON.stringify(body),
  });
  if (answer.ok) return { formId, status: 'sent' };
  if (answer.status === 429) return { formId, status: 'limited' };
  const errors =
    ((await answer.json().catch(() => null)) as { data?: { errors?: Array<{ field?: unknown; code?: unknown }> } } | null)?.data?.errors ??
    [];
  const fieldErrors = errors.flatMap((e) =>
    typeof e.field === 'string' && isFieldErrorCode(e.code) ? [{ field: e.field, code: e.code }] : [],
  );
  return answer.status === 400 && fieldErrors.length > 0
    ? { formId, status: 'invalid', errors: fieldErrors }
    : { formId, status: 'failed' };
}

/**
 * What a contact, subscribe or forms-section post can hold (decision 68): every field of the largest
 * forms section with every choice of each ticked, and the two fields naming the form; url-encoded
 * text room for several long messages, and with files room for two at the store API's limit (each
 * checked against MAX_FILE_BYTES there, and shown beside its field when too large).
 */
const CONTACT_FORM_LIMITS: FormPostLimits = {
  maxFields: MAX_FORMS_SECTION_FIELDS * MAX_FIELD_OPTIONS + Object.keys(FORM_META).length,
  urlEncodedBytes: 256 * 1024,
  multipartBytes: 2 * MAX_FILE_BYTES + 256 * 1024,
};

function redirectBack(reply: FastifyReply, page: URL, outcome: FormOutcome) {
  for (const [key, value] of formOutcomeParams(outcome)) page.searchParams.append(key, value);
  return reply.header('cache-control', 'no-store').redirect(`${page.pathname}${page.search}#${formAnchor(outcome.formId)}`, 303);
}

export function registerContactPost(app: FastifyInstance, options: ContactPostOptions) {
  void app.register(async (scope) => {
    guardFormPosts(scope, CONTACT_FORM_LIMITS);
    scope.post('/contact', async (request, reply) => {
      const page = pageOf(request);
      let form: FormData;
      try {
        // Counted and sized by the guard, so the platform's own parser reads a body of the form's size.
        const body = typeof request.body === 'string' ? request.body : new Uint8Array(request.body as Buffer);
        form = await new Response(body, { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
      } catch {
        return reply.code(400).type('text/plain; charset=utf-8').send('The form could not be read');
      }
      const source = form.get(FORM_META.source);
      const formIdValue = form.get(FORM_META.form);
      const sectionId = isFormId(formIdValue) ? formIdValue : undefined;
      const formId = sectionId ?? 'contact';
      if (typeof source !== 'string' || !(FORM_SOURCES as readonly string[]).includes(source))
        return redirectBack(reply, page, { formId, status: 'failed' });
      try {
        return redirectBack(
          reply,
          page,
          await submit(request, options, page, { source: source as FormSource, sectionId, formId, fields: await fieldsOf(form) }),
        );
      } catch (error) {
        request.log.warn({ err: error }, 'contact form post failed');
        return redirectBack(reply, page, { formId, status: 'failed' });
      }
    });
  });
}
