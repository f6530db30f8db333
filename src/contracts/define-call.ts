/**
 * One store API call, declared once (docs/decisions.md 79): its method, path, who may make it, the
 * zod schema of its request (the JSON body of a POST, the query of a GET) and the type of its
 * answer's data. The server registers the call from this (server/store-api/platform/register-call.ts)
 * and the studio's adapters call it from this (src/adapters/http/call-api.ts), so the path, the method
 * and the payload's shape are written in one place.
 */
import type { z } from 'zod';
import type { OwnerPermission } from '../domain/staff/permissions';

/**
 * Who may make a call: the store's owner (the studio's bearer token), the owner or a script (the
 * shared OWNER_API_TOKEN with the store's token, platform/owner-or-script.ts), a customer, the
 * platform's operator (OPERATOR_API_TOKEN, platform/operator-guard.ts, decision 97), or anyone.
 */
export type CallAuth = 'owner' | 'ownerOrScript' | 'customer' | 'operator' | 'public';

/**
 * A call's rate limit: `signIn` is the sign-in limit (per address and login, auth-rate-limits.ts);
 * an object counts per owner of a store (per customer of a store for a customer call), `bucket`
 * naming the counter in the key; `perStore` also bounds every caller of one store together.
 */
export type CallLimit = 'signIn' | { max: number; timeWindow: string; bucket: string; perStore?: number };

/** Marks the type of a call's answer data; it holds nothing at run time. */
export interface AnswerType<T> {
  readonly answer?: T;
}

/**
 * What a member of the store must hold to make an owner call (decision 95): a permission, any one of
 * several (a call two pages share), or `member` for what every member of the store may do (who am I,
 * the preview pass). Scripts with the shared OWNER_API_TOKEN hold every permission.
 */
export type CallPermission = OwnerPermission | readonly [OwnerPermission, ...OwnerPermission[]] | 'member';

/** An owner call must name its permission (a call without one does not compile); other calls name none. */
type PermissionOf<Au extends CallAuth> = Au extends 'owner' | 'ownerOrScript' ? { permission: CallPermission } : { permission?: never };

interface CallSpecFields<S extends z.ZodType | undefined, A, Au extends CallAuth> {
  method: 'GET' | 'POST';
  /** From the store API's base, e.g. `/Owner/SaveDiscount`. */
  path: `/${string}`;
  auth: Au;
  /** The body (POST) or query (GET) schema; none when the call reads no input. */
  request?: S;
  answer?: AnswerType<A>;
  limit?: CallLimit;
  /** A POST with no body at all is refused as a whole (`(root)`) instead of being read as `{}`. */
  bodyRequired?: boolean;
  /** The answer is a file (a download), not the JSON envelope. */
  file?: boolean;
  /** The largest body taken, in bytes, where Fastify's 1 MB is too little (a picture in base64). */
  bodyLimit?: number;
}

export type CallSpec<S extends z.ZodType | undefined, A, Au extends CallAuth = CallAuth> = CallSpecFields<S, A, Au> & PermissionOf<Au>;

export type Call<S extends z.ZodType | undefined = z.ZodType | undefined, A = unknown, Au extends CallAuth = CallAuth> = Omit<
  CallSpecFields<S, A, Au>,
  'request'
> & {
  /** The path without its leading slash: `Owner/SaveDiscount`. */
  name: string;
  request: S;
  /** What the caller must hold (an owner call's); none for customer and public calls. */
  permission?: CallPermission;
};

/** Any declared call, whatever its schema and answer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCall = Call<any, any, CallAuth>;

/** What a caller sends: the schema's input, or nothing. */
export type CallInput<C extends AnyCall> = C['request'] extends z.ZodType ? z.input<C['request']> : undefined;
/** What the handler receives: the schema's output, or nothing. */
export type CallRequest<C extends AnyCall> = C['request'] extends z.ZodType ? z.output<C['request']> : undefined;
/** The answer's data. */
export type CallAnswer<C extends AnyCall> = C['answer'] extends AnswerType<infer A> | undefined ? A : unknown;

export const answerOf = <T>(): AnswerType<T> => ({});

export function defineCall<S extends z.ZodType | undefined = undefined, A = unknown, Au extends CallAuth = CallAuth>(
  spec: CallSpec<S, A, Au>,
): Call<S, A, Au> {
  return { ...spec, request: spec.request as S, name: spec.path.slice(1) } as Call<S, A, Au>;
}
