/**
 * A GET of a file on the public internet for an owner (decision 87: a catalogue file's picture
 * addresses): only http(s), only to addresses safe-target.ts checked (at each redirect too, at most
 * three), within a time limit and a size limit, so an address in a file can neither reach the
 * platform's own network nor hold a job or its memory.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, refusedAddress } from './safe-target';

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  /** Loopback allowed (tests and development only). */
  allowLoopback: boolean;
}

/** Why a fetch failed, and whether trying again later may help (a timeout, a 5xx) or not (a 404, a private address). */
export class FetchFailure extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
  }
}

const MAX_REDIRECTS = 3;
/** Errors of the network that a later attempt may not meet. */
const TRANSIENT_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);

function failureOf(error: unknown, host: string): FetchFailure {
  if (error instanceof FetchFailure) return error;
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (code === 'EWEBHOOKTARGET') return new FetchFailure(`${host} is not on the public internet`, false);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new FetchFailure(`${host} does not resolve`, false);
  return new FetchFailure(`${host}: ${(error as Error).message}`, TRANSIENT_CODES.has(code));
}

function getOnce(url: URL, limits: FetchLimits): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && refusedAddress(host, limits.allowLoopback))
    return Promise.reject(new FetchFailure(`${host} is not on the public internet`, false));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      { method: 'GET', lookup: guardedLookup(limits.allowLoopback) as never, agent: false, headers: { accept: 'image/*' } },
      resolve,
    );
    req.setTimeout(limits.timeoutMs, () =>
      req.destroy(new FetchFailure(`${host} did not answer within ${limits.timeoutMs / 1000} s`, true)),
    );
    req.on('error', (error) => reject(failureOf(error, host)));
    req.end();
  });
}

function readBody(response: IncomingMessage, limits: FetchLimits, host: string): Promise<Buffer> {
  const declared = Number(response.headers['content-length'] ?? 0);
  if (declared > limits.maxBytes) {
    response.destroy();
    return Promise.reject(new FetchFailure(`the file is larger than ${limits.maxBytes / 1024 / 1024} MB`, false));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => response.destroy(new FetchFailure(`${host} sent too slowly`, true)), limits.timeoutMs);
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limits.maxBytes) response.destroy(new FetchFailure(`the file is larger than ${limits.maxBytes / 1024 / 1024} MB`, false));
      else chunks.push(chunk);
    });
    response.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    response.on('error', (error) => {
      clearTimeout(timer);
      reject(failureOf(error, host));
    });
  });
}

/** The bytes at `address`, or a FetchFailure saying why not. */
export async function fetchPublicFile(address: string, limits: FetchLimits): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchFailure('the address is not an absolute http(s) address', false);
  }
  for (let redirects = 0; ; redirects += 1) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new FetchFailure('the address must start with https:// or http://', false);
    if (url.username || url.password) throw new FetchFailure('the address must not carry a user name or password', false);
    const response = await getOnce(url, limits);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      if (redirects >= MAX_REDIRECTS) throw new FetchFailure(`more than ${MAX_REDIRECTS} redirects`, false);
      url = new URL(location, url);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new FetchFailure(`${url.hostname} answered ${status}`, status >= 500 || status === 429);
    }
    return readBody(response, limits, url.hostname);
  }
}
