/**
 * The one guard of every form the host reads itself (contact and forms sections, the store
 * password, the shopper's no-JavaScript forms; decision 68). Before a byte of the body is read, the
 * post must come from a page of the same origin (the CSRF rule of same-origin-post.ts, else 403).
 * The body is then taken only up to the size its form needs (else 413), and its fields are counted
 * in one pass over the raw bytes before anything parses them: a post with more fields than its
 * form can have is a 413 too, so no reader ever spends time on a flood of `a=&a=&...`.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSameOriginPost } from '../../src/domain/security/same-origin-post';
import { requestHost } from '../request-store';
import { answerThrown } from '../store-api/http/envelope';

export interface FormPostLimits {
  /** Most fields (name=value pairs, or parts) the form can post: a ticked box counts once per choice. */
  maxFields: number;
  /** Largest url-encoded body, in bytes. */
  urlEncodedBytes: number;
  /** Largest multipart body, in bytes; leave out for a form that never sends files (multipart is then a 415). */
  multipartBytes?: number | undefined;
}

const URL_ENCODED = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';
const AMPERSAND = 0x26;

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/**
 * How many fields a form body holds, at most, read in one pass without decoding it: the `&`-separated
 * pairs of a url-encoded body, the parts of a multipart one (its delimiters, less the closing one).
 */
export function countFormFields(body: string | Buffer, contentType: string): number {
  if (contentType.toLowerCase().startsWith(MULTIPART)) {
    const boundary = boundaryOf(contentType);
    if (!boundary || typeof body === 'string') return 0;
    const delimiter = Buffer.from(`--${boundary}`);
    let delimiters = 0;
    for (let at = body.indexOf(delimiter); at >= 0; at = body.indexOf(delimiter, at + delimiter.length)) delimiters++;
    return Math.max(0, delimiters - 1);
  }
  if (body.length === 0) return 0;
  let pairs = 1;
  if (typeof body === 'string') {
    for (let at = body.indexOf('&'); at >= 0; at = body.indexOf('&', at + 1)) pairs++;
  } else {
    for (let at = body.indexOf(AMPERSAND); at >= 0; at = body.indexOf(AMPERSAND, at + 1)) pairs++;
  }
  return pairs;
}

function refuse(reply: FastifyReply, status: number, text: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(text);
}

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;

/**
 * Guards every POST route registered in `scope` (a plugin scope of its own): the origin check, the
 * body parsers at the form's size (url-encoded text, and multipart bytes when `multipartBytes` is
 * given) and the field count. A route reads `request.body` as the string or Buffer that came.
 */
export function guardFormPosts(scope: FastifyInstance, limits: FormPostLimits) {
  scope.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    const origin = {
      host: requestHost(request),
      secFetchSite: header(request, 'sec-fetch-site'),
      origin: header(request, 'origin'),
      referer: header(request, 'referer'),
    };
    if (!isSameOriginPost(origin))
      return refuse(
        reply,
        403,
        'This form was sent from another site, so it was not accepted. Open the page again and send it from there.',
      );
  });
  scope.addContentTypeParser(URL_ENCODED, { parseAs: 'string', bodyLimit: limits.urlEncodedBytes }, (_request, body, done) =>
    done(null, body),
  );
  if (limits.multipartBytes !== undefined)
    scope.addContentTypeParser(MULTIPART, { parseAs: 'buffer', bodyLimit: limits.multipartBytes }, (_request, body, done) =>
      done(null, body),
    );
  scope.addHook('preValidation', async (request, reply) => {
    const body = request.body;
    if (typeof body !== 'string' && !Buffer.isBuffer(body)) return;
    if (countFormFields(body, header(request, 'content-type') ?? '') > limits.maxFields)
      return refuse(reply, 413, `This form has more fields than it can have (${limits.maxFields} at most), so it was not read.`);
  });
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode !== 413) return answerThrown(error, request, reply);
    const multipart = (header(request, 'content-type') ?? '').toLowerCase().startsWith(MULTIPART);
    const most = multipart && limits.multipartBytes !== undefined ? limits.multipartBytes : limits.urlEncodedBytes;
    return refuse(reply, 413, `This form is larger than it can be (${kilobytes(most)} at most), so it was not read.`);
  });
}
