/**
 * One webhook request (decision 91): a POST of the body to the endpoint, through a connection opened
 * only to an address safe-target.ts checked, answered within WEBHOOK_TIMEOUT_MS or abandoned.
 * Redirects are not followed (a 3xx is a failed attempt), so a receiver cannot bounce us inward.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, refusedAddress } from '../platform/outbound/safe-target';
import { tracing } from '../../tracing';

export const WEBHOOK_TIMEOUT_MS = 10_000;
const KEPT_RESPONSE = 500;

export interface PostResult {
  status: number;
  /** The first characters of the receiver's answer. */
  response: string;
}

export function postWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: { allowLoopback: boolean; timeoutMs?: number },
): Promise<PostResult> {
  const url = new URL(target);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // Node opens a literal address without a lookup: check it here.
  if (isIP(host)) {
    const refused = refusedAddress(host, options.allowLoopback);
    if (refused) return Promise.reject(new Error(`refused: ${refused}`));
  }
  const traces = tracing();
  if (!traces.on) return send(url, body, headers, options);
  // The receiver may continue our trace: the request carries the span's `traceparent`.
  return traces.inSpan(
    `webhook POST ${url.host}`,
    { kind: 'client', attributes: { 'http.request.method': 'POST', 'server.address': url.hostname } },
    async (span) => {
      const result = await send(url, body, { ...headers, ...traces.outgoingHeaders() }, options);
      span.set({ 'http.response.status_code': result.status });
      return result;
    },
  );
}

function send(
  url: URL,
  body: string,
  headers: Record<string, string>,
  options: { allowLoopback: boolean; timeoutMs?: number },
): Promise<PostResult> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(options.allowLoopback) as never,
        agent: false,
      },
      (res) => {
        let response = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (response.length < KEPT_RESPONSE) response += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, response: response.slice(0, KEPT_RESPONSE) }));
        res.on('error', reject);
      },
    );
    const timer = setTimeout(
      () => req.destroy(new Error(`no answer within ${Math.round((options.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000)} s`)),
      options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
    );
    req.on('close', () => clearTimeout(timer));
    req.on('error', reject);
    req.end(body);
  });
}
