/**
 * Forms controller: POST /Form/Submit stores a contact, subscribe or forms-section submission after
 * checking it against that form's own rules (never against what the request claims the form is),
 * and GET /Form/GetSubmission reads one back by the receipt its sender got. Submissions are rate
 * limited per address (429 with Retry-After), since they are the store API's open write.
 */
import rateLimit from '@fastify/rate-limit';
import { rateLimitStore } from '../auth/shared-rate-limits';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rulesForSource } from '../../../src/domain/forms/form-rules';
import { FORM_SOURCES, MAX_FILE_NAME_LENGTH, type FormSource } from '../../../src/domain/forms/form-submission';
import { isFormId } from '../../../src/domain/forms/form-outcome';
import { validateFields } from '../../../src/domain/forms/validate-form';
import { tenantGuard, webIdOf } from '../auth/tenant-guard';
import type { TokenService } from '../auth/token-service';
import type { Db } from '../db/client';
import { ok, parseOr400, sendError } from '../http/envelope';
import { storedText } from '../http/input-fields';
import type { Mailer } from '../mail/mailer';
import { OwnerNotifications } from '../owner/owner-notifications';
import { isMessageSource } from '../../../src/domain/forms/inbox-message';
import { FormRepository } from './form-repository';

/** Per address: enough for a shopper who corrects a form a few times, too few for a spam run. */
export const FORM_RATE_LIMIT = { max: 20, timeWindow: 10 * 60 * 1000 } as const;

/** Twice the 2 MB file limit in base64; the domain check names a too-large file, this only caps memory. */
const MAX_BASE64 = 6 * 1024 * 1024;

const fieldSchema = z.object({
  fieldName: storedText('fieldName', 80, { trim: true }).min(1, 'fieldName is required'),
  value: z.union([storedText('value', 10_000, { multiline: true }), z.array(storedText('value', 200)).max(30)]).default(''),
  file: z.object({
    name: storedText('file name', MAX_FILE_NAME_LENGTH),
    type: z.string().max(100).regex(/^[\w.+-]*(\/[\w.+-]+)?$/, 'file type must be a media type').default(''),
    base64: z.string().max(MAX_BASE64, 'file is too large'),
  }).optional(),
});

const submitBody = z.object({
  source: z.enum(FORM_SOURCES as [FormSource, ...FormSource[]], { error: 'source must be one of contact, subscribe, form' }),
  sectionId: z.string().refine(isFormId, 'sectionId must be a section temp_id').optional(),
  pagePath: storedText('pagePath', 500).regex(/^\/(?!\/)/, 'pagePath must be a path on this site').default('/'),
  fields: z.array(fieldSchema).max(40, 'a form has at most 40 fields'),
}).refine((body) => body.source !== 'form' || body.sectionId !== undefined, { path: ['sectionId'], message: 'sectionId is required for a forms section' });

const receiptQuery = z.object({ Receipt: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Receipt must be a submission receipt') });

export function registerFormsController(app: FastifyInstance, deps: { db: Db; tokens: TokenService; mailer?: Mailer | undefined }) {
  const guard = tenantGuard(deps.tokens);
  const forms = new FormRepository({ db: deps.db });
  const notices = new OwnerNotifications({ db: deps.db, mailer: deps.mailer });

  // Its own scope, so the limiter applies to these routes only.
  void app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      ...rateLimitStore(scope),
      errorResponseBuilder: (_request, context) => Object.assign(new Error(`Too many submissions: try again in ${context.after}`), { statusCode: context.statusCode }),
    });

    scope.post('/Form/Submit', { preHandler: guard, config: { rateLimit: FORM_RATE_LIMIT } }, async (request, reply) => {
      const body = parseOr400(submitBody, request.body, reply);
      if (!body) return reply;
      const webId = webIdOf(request);
      const section = body.source === 'form' && body.sectionId ? await forms.findSection(webId, body.sectionId) : null;
      const rules = rulesForSource(body.source, section);
      if (!rules) return sendError(reply, 400, 'Invalid request: sectionId', [{ field: 'sectionId', message: 'sectionId names no forms section of this store' }]);
      const result = validateFields(rules, body.fields);
      if (!result.ok) return sendError(reply, 400, `Invalid form: ${[...new Set(result.errors.map((e) => e.field))].join(', ')}`, result.errors);
      const receipt = await forms.store(webId, { source: body.source, sectionId: body.sectionId ?? null, pagePath: body.pagePath, fields: result.fields });
      // The message is stored: the owner's notice (if switched on) can no longer fail it.
      if (isMessageSource(body.source)) await notices.newMessage(webId, { source: body.source, pagePath: body.pagePath, fields: result.fields }, request.log);
      return ok(receipt, 'Operation completed successfully');
    });

    scope.get('/Form/GetSubmission', { preHandler: guard }, async (request, reply) => {
      const query = parseOr400(receiptQuery, request.query, reply);
      if (!query) return reply;
      const submission = await forms.byReceipt(webIdOf(request), query.Receipt);
      return submission ? ok(submission) : sendError(reply, 404, 'No submission with that receipt');
    });
  });
}
