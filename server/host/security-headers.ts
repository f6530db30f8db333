/**
 * Response headers every answer of the host carries (docs/security.md, "Headers"), and the page
 * Content-Security-Policy the SSR handler sets with a fresh nonce per page.
 *
 * Written here rather than with @fastify/helmet: the framing rule differs per page (the editor's
 * frame pages may be framed by the studio's origins, X-Frame-Options cannot say that) and the page
 * policy carries the render's nonce, so a plugin would be overridden on the very pages that matter.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { frameAncestors } from '../../src/domain/editor/origin-allowlist';

/** The placeholder Vite writes into every script and style tag of the built pages (vite config html.cspNonce). */
export const NONCE_PLACEHOLDER = '__WX_CSP_NONCE__';

/** A year, with subdomains: each store's subdomain of the platform is HTTPS-only once one answered over HTTPS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** What any other answer may do if a browser ever renders it as a page: nothing (JSON, images, plain text). */
const NON_PAGE_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'self'";

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The policy of a storefront or studio page. Scripts run only with the page's nonce; 'strict-dynamic'
 * passes that trust to the scripts those create (the app's lazy chunks, the owner's tag loaders, which
 * the script injector also gives the nonce). `https:` and 'unsafe-inline' are ignored by browsers that
 * know nonces and only keep older ones working. Styles stay open to inline (themes write CSS variables
 * and React style props); images, fonts and connections stay open because the owner's tags need them.
 */
export function pagePolicy(
  nonce: string,
  framing: { builder: boolean; editorParentOrigins: readonly string[]; studio?: boolean; paymentOrigins?: readonly string[] },
): string {
  const ancestors = framing.studio
    ? "frame-ancestors 'none'"
    : framing.builder
      ? frameAncestors(framing.editorParentOrigins)
      : "frame-ancestors 'self'";
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic' https: 'unsafe-inline'`,
    "object-src 'none'",
    "base-uri 'self'",
    // Every form of the storefront posts to its own host (no-JS forms, the password and contact forms); a
    // checkout post may be redirected on to the card payment page, which the browser checks against this too.
    ["form-action 'self'", ...(framing.paymentOrigins ?? [])].join(' '),
    ancestors,
  ].join('; ');
}

/** Sets the page policy and the framing header that goes with it; call from a page handler. */
export function applyPagePolicy(reply: FastifyReply, policy: string, framedByOtherOrigins: boolean): void {
  reply.header('content-security-policy', policy);
  // Browsers that know CSP follow frame-ancestors; X-Frame-Options is for the rest, and cannot name origins.
  if (framedByOtherOrigins) reply.removeHeader('x-frame-options');
}

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** Registers the headers every answer carries; pages replace the policy (applyPagePolicy). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('content-security-policy', NON_PAGE_POLICY);
    reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    // Browsers ignore HSTS over plain HTTP; sending it only over HTTPS keeps local http://*.localhost usable.
    if (isHttps(request)) reply.header('strict-transport-security', HSTS);
  });
}

/** Puts the page's nonce on every tag Vite marked (scripts, module preloads, styles, the csp-nonce meta). */
export function withNonce(html: string, nonce: string): string {
  return html.replaceAll(NONCE_PLACEHOLDER, nonce);
}
