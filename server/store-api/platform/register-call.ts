/**
 * Registers a declared call (src/contracts/define-call.ts, docs/decisions.md 79) on the store API:
 * the guard its `auth` names (an owner call without the owner's token is a 401), the permission it
 * declares (a member without it gets 403, decision 95), its rate limit, its
 * body limit, its request parsed with its schema (a 400 naming the fields, parseOr400), and the handler's result in
 * the answer envelope. The handler gets the parsed request and the owner, and answers with its data,
 * or with `answered` (another message), `refused` (an error status) or `fileAnswer` (a download).
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AnyCall, CallAnswer, CallLimit, CallRequest } from '../../../src/contracts/define-call';
import { sendAttachment } from '../http/attachment';
import { ok, parseOr400, sendError, type FieldError } from '../http/envelope';
import { AUTH_RATE_LIMITS, tooManyAttempts, withAuthRateLimits } from './auth-rate-limits';
import { ownerGuard, permissionRefused } from './owner-guard';
import { keyScopeRefused } from './api-key-guard';
import { actorOf, auditRecorded, auditSkipped, originOf, writeAuditEvent } from './audit-trail';
import type { Db } from './database/client';
import type { OwnerMember, OwnerTokenService } from './owner-token.service';

class Answered<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}
class Refused {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly errors: FieldError[] | undefined,
  ) {}
}
/** A download's bytes: a whole buffer, or a stream (an export of any size). */
export interface AnswerFile {
  fileName: string;
  contentType: string;
  data: Buffer | Readable;
}
class FileAnswer {
  constructor(readonly file: AnswerFile) {}
}

/** The data with a message other than 'OK'. */
export const answered = <T>(data: T, message: string) => new Answered(data, message);
/** An error answer: the status, the message and the fields at fault. */
export const refused = (status: number, message: string, errors?: FieldError[]) => new Refused(status, message, errors);
/** A download instead of the envelope (http/attachment.ts). */
export const fileAnswer = (file: AnswerFile) => new FileAnswer(file);

export interface CallContext<C extends AnyCall> {
  /** The member whose token the call carries, with what they may do: only an `owner` call has one. */
  owner: C['auth'] extends 'owner' ? OwnerMember : undefined;
  /** The store an `ownerOrScript` call may change (the owner's, or the one the script's store token names). */
  store: C['auth'] extends 'ownerOrScript' ? number : undefined;
  request: FastifyRequest;
  /** For a handler that answers by itself (returning the reply it sent). */
  reply: FastifyReply;
}

type Result<C extends AnyCall> = CallAnswer<C> | Answered<CallAnswer<C>> | Refused | FileAnswer | FastifyReply;
export type CallHandler<C extends AnyCall> = (input: CallRequest<C>, context: CallContext<C>) => Promise<Result<C>> | Result<C>;

export interface CallGuards {
  ownerTokens: OwnerTokenService;
  /** The customer's guard, for a `customer` call (identity/customer-guard.ts lies above platform). */
  customer?: preHandlerAsyncHookHandler;
  /** For an `ownerOrScript` call: the store it may change, or null after answering the refusal (owner-or-script.ts). */
  ownerOrScript?: (request: FastifyRequest, reply: FastifyReply) => Promise<number | null>;
  /** The operator's guard, for an `operator` call (operator-guard.ts). */
  operator?: preHandlerAsyncHookHandler;
}

/** The store a guarded request acts for (the owner's or the customer's token), if any. */
const storeOfCaller = (request: FastifyRequest) => request.owner?.WebID ?? request.claims?.WebID;

/** The limiter's hook runs after the guard, so writes count per owner (or customer) of a store. */
function rateLimitOf(limit: CallLimit) {
  if (limit === 'signIn') return AUTH_RATE_LIMITS.signIn;
  const key = (request: FastifyRequest) => {
    if (request.owner) return `${limit.bucket}:${request.owner.WebID}:${request.owner.OwnerID}`;
    if (request.claims?.UserID) return `${limit.bucket}:${request.claims.WebID}:customer-${request.claims.UserID}`;
    return `${limit.bucket}:${request.ip}`;
  };
  return { max: limit.max, timeWindow: limit.timeWindow, hook: 'preHandler' as const, keyGenerator: key };
}

/** A call's per-store limit, counted after the guard (so one store's traffic never spends another's); null when it has none. */
function storeLimiter(scope: FastifyInstance, limit: CallLimit | undefined) {
  if (!limit || limit === 'signIn' || !limit.perStore) return null;
  const check = scope.createRateLimit({
    max: limit.perStore,
    timeWindow: limit.timeWindow,
    keyGenerator: (request) => `${limit.bucket}:store-${storeOfCaller(request) ?? request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const state = await check(request);
    if (state.isAllowed || !state.isExceeded) return false;
    sendError(reply.header('retry-after', String(state.ttlInSeconds)), 429, tooManyAttempts(state.ttl));
    return true;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database the registrar writes the audit log's generic entries to (decision 99); decorated by the store API plugin. */
    auditDb?: Db;
  }
}

/**
 * The audit log's one recording point for owner calls (decision 99): a write that succeeded and
 * recorded no entry of its own is recorded by its call's name, and so is every call an API key makes,
 * reads too (the key's call log). Refused calls change nothing and are not recorded. Written after
 * the change, so a crash between the two loses the entry: changes that matter record their own entry
 * in their transaction instead.
 */
async function recordCall(call: AnyCall, request: FastifyRequest, reply: FastifyReply, result: unknown, store: number | undefined) {
  const db = request.server.auditDb;
  const storeId = request.owner?.WebID ?? store;
  if (!db || storeId === undefined || (call.auth !== 'owner' && call.auth !== 'ownerOrScript')) return;
  if (result instanceof Refused || (result === reply && reply.statusCode >= 400) || auditRecorded(request)) return;
  const byKey = request.owner?.ApiKeyID !== undefined;
  if (!byKey && (call.method === 'GET' || auditSkipped(request))) return;
  try {
    await writeAuditEvent(db, { storeId, actor: actorOf(request), origin: originOf(request), action: call.name });
  } catch (error) {
    request.log.error({ err: error, call: call.name }, 'audit log: the call was made but could not be recorded');
  }
}

function send(reply: FastifyReply, result: unknown) {
  if (result === reply) return reply;
  if (result instanceof Refused) return sendError(reply, result.status, result.message, result.errors);
  if (result instanceof FileAnswer) return sendAttachment(reply, result.file);
  if (result instanceof Answered) return ok(result.data, result.message);
  return ok(result);
}

/** A function that registers calls on `app` with these guards: `register(CALL, handler)`. */
export function callRegistrar(app: FastifyInstance, guards: CallGuards) {
  const owner = ownerGuard(guards.ownerTokens);
  // The store an ownerOrScript guard let through, for its handler.
  const stores = new WeakMap<FastifyRequest, number>();
  const ownerOrScript = guards.ownerOrScript;
  const storeGuard: preHandlerAsyncHookHandler | undefined =
    ownerOrScript &&
    (async (request, reply) => {
      const store = await ownerOrScript(request, reply);
      if (store !== null) stores.set(request, store);
    });
  const guardOf = { owner, ownerOrScript: storeGuard, customer: guards.customer, operator: guards.operator, public: undefined };
  return <C extends AnyCall>(call: C, handler: CallHandler<C>): void => {
    const preHandler = guardOf[call.auth];
    if (call.auth !== 'public' && !preHandler) throw new Error(`${call.name}: a ${call.auth} call needs its guard`);
    const permission = call.permission;
    if ((call.auth === 'owner' || call.auth === 'ownerOrScript') && !permission)
      throw new Error(`${call.name}: an owner call names its permission`);
    const route = (scope: FastifyInstance) => {
      const overStoreLimit = storeLimiter(scope, call.limit);
      scope.route({
        method: call.method,
        url: call.path,
        ...(preHandler ? { preHandler } : {}),
        ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
        ...(call.limit ? { config: { rateLimit: rateLimitOf(call.limit) } } : {}),
        handler: async (request, reply) => {
          if (permission && (await permissionRefused(request, reply, permission))) return reply;
          // A key's scopes narrow what it may call (decision 99); the permission is the call's own (decision 95).
          if (await keyScopeRefused(request, reply, permission, call.method === 'GET')) return reply;
          if (overStoreLimit && (await overStoreLimit(request, reply))) return reply;
          let input: unknown;
          if (call.request) {
            const raw = call.method === 'GET' ? request.query : call.bodyRequired ? request.body : (request.body ?? {});
            input = parseOr400(call.request, raw, reply);
            if (input === null) return reply;
          }
          const context = { owner: request.owner, store: stores.get(request), request, reply } as CallContext<C>;
          const result = await handler(input as CallRequest<C>, context);
          await recordCall(call, request, reply, result, context.store);
          return send(reply, result);
        },
      });
    };
    if (call.limit) withAuthRateLimits(app, route);
    else route(app);
  };
}
