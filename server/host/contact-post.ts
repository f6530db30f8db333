/**
 * Forms without JavaScript: the contact, subscribe and forms sections post (url-encoded, or
 * multipart with files) to /contact. This route turns the post into the same store API call the
 * browser makes, then redirects (303) back to the page with the outcome in the query, which the
 * form shows: a thank-you note, or its own messages beside the fields at fault.
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
import { FORM_SOURCES, type FormSource, type SubmittedField } from '../../src/domain/forms/form-submission';
import { bypassCookieName } from '../../src/domain/store/maintenance';
import type { ServerConfig } from '../config';
import { requestHost, requestStoreDomain } from '../request-store';
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

async function fieldsOf(form: FormData): Promise<SubmittedField[]> {
  const fields = new Map<string, SubmittedField>();
  for (const [name, entry] of form) {
    if (name.startsWith('__wx_')) continue;
    const previous = fields.get(name);
    if (typeof entry === 'string') {
      const value = previous === undefined ? entry : [...(Array.isArray(previous.value) ? previous.value : [previous.value]), entry];
      fields.set(name, { ...previous, fieldName: name, value });
    } else if (entry.name !== '' || entry.size > 0) {
      // A file input left empty still posts an empty, nameless part: that is "no file", not a file.
      const base64 = Buffer.from(await entry.arrayBuffer()).toString('base64');
      fields.set(name, { fieldName: name, value: '', file: { name: entry.name, type: entry.type, base64 } });
    } else if (!previous) {
      fields.set(name, { fieldName: name, value: '' });
    }
  }
  return [...fields.values()];
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

function redirectBack(reply: FastifyReply, page: URL, outcome: FormOutcome) {
  for (const [key, value] of formOutcomeParams(outcome)) page.searchParams.append(key, value);
  return reply.header('cache-control', 'no-store').redirect(`${page.pathname}${page.search}#${formAnchor(outcome.formId)}`, 303);
}

export function registerContactPost(app: FastifyInstance, options: ContactPostOptions) {
  void app.register(async (scope) => {
    // Form bodies are read here only, and decoded by the platform's own FormData parser.
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'buffer', bodyLimit: 4 * 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );

    scope.post('/contact', async (request, reply) => {
      const page = pageOf(request);
      let form: FormData;
      try {
        const type = request.headers['content-type'] ?? '';
        form = await new Response(new Uint8Array(request.body as Buffer), { headers: { 'content-type': type } }).formData();
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
