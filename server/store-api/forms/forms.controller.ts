/**
 * Forms controller: POST /Form/Submit stores a contact, subscribe or forms-section submission after
 * checking it against that form's own rules (never against what the request claims the form is),
 * and GET /Form/GetSubmission reads one back by the receipt its sender got. Submissions are rate
 * limited per address (429 with Retry-After), since they are the store API's open write.
 */
import rateLimit from '@fastify/rate-limit';
import { rateLimitStore } from '../platform/shared-rate-limits';
import type { FastifyInstance } from 'fastify';
import { rulesForSource } from '../../../src/domain/forms/form-rules';
import { validateFields } from '../../../src/domain/forms/validate-form';
import { tenantGuard, webIdOf } from '../platform/tenant-guard';
import type { TokenService } from '../platform/token.service';
import type { Db } from '../platform/database/client';
import { ok, parseOr400, sendError } from '../http/envelope';
import type { Mailer } from '../platform/mail/mailer';
import { OwnerNotices } from '../platform/owner-notices';
import { newMessageNotice } from './new-message-notice';
import { isMessageSource } from '../../../src/domain/forms/inbox-message';
import { FormRepository } from './form.repository';
import { receiptQuery, submitBody } from '../../../src/contracts/forms.contract';

/** Per address: enough for a shopper who corrects a form a few times, too few for a spam run. */
export const FORM_RATE_LIMIT = { max: 20, timeWindow: 10 * 60 * 1000 } as const;

export function registerFormsController(app: FastifyInstance, deps: { db: Db; tokens: TokenService; mailer?: Mailer | undefined }) {
  const guard = tenantGuard(deps.tokens);
  const forms = new FormRepository({ db: deps.db });
  const notices = new OwnerNotices({ mailer: deps.mailer });

  // Its own scope, so the limiter applies to these routes only.
  void app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      ...rateLimitStore(scope),
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(`Too many submissions: try again in ${context.after}`), { statusCode: context.statusCode }),
    });

    scope.post('/Form/Submit', { preHandler: guard, config: { rateLimit: FORM_RATE_LIMIT } }, async (request, reply) => {
      const body = parseOr400(submitBody, request.body, reply);
      if (!body) return reply;
      const webId = webIdOf(request);
      const section = body.source === 'form' && body.sectionId ? await forms.findSection(webId, body.sectionId) : null;
      const rules = rulesForSource(body.source, section);
      if (!rules)
        return sendError(reply, 400, 'Invalid request: sectionId', [
          { field: 'sectionId', message: 'sectionId names no forms section of this store' },
        ]);
      const result = validateFields(rules, body.fields);
      if (!result.ok)
        return sendError(reply, 400, `Invalid form: ${[...new Set(result.errors.map((e) => e.field))].join(', ')}`, result.errors);
      // The owner's notice (if switched on) is queued with the message: it goes exactly when the message is kept.
      const message = { source: body.source, pagePath: body.pagePath, fields: result.fields };
      const receipt = await forms.store(
        webId,
        { source: body.source, sectionId: body.sectionId ?? null, pagePath: body.pagePath, fields: result.fields },
        isMessageSource(body.source)
          ? (tx) => notices.queue(tx, webId, 'newMessage', (title) => newMessageNotice(title, message))
          : undefined,
      );
      return ok(receipt);
    });

    scope.get('/Form/GetSubmission', { preHandler: guard }, async (request, reply) => {
      const query = parseOr400(receiptQuery, request.query, reply);
      if (!query) return reply;
      const submission = await forms.byReceipt(webIdOf(request), query.Receipt);
      return submission ? ok(submission) : sendError(reply, 404, 'No submission with that receipt');
    });
  });
}
