/**
 * The development mailbox: GET /dev/mailbox lists the newest messages of the embedded mail outbox
 * (password resets, order confirmations) with their links clickable, so a reset can be tried with
 * no mail server. Served when NODE_ENV is not production, or with DEV_MAILBOX=1. It shows every
 * store's mail, so in production without either (`npm start` with no SMTP_URL: the README's demo
 * path) it answers only the machine's own browser: a loopback Host name (localhost, *.localhost,
 * 127.0.0.1, [::1]) from a loopback address, not relayed by a proxy; any other request gets 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtmlText } from '../../../../src/domain/seo/escape-inline';
import { isDevelopmentHost } from '../../../../src/domain/store/store-domains';
import { normalizeHost } from '../../../../src/domain/store/store-resolution';
import type { OutboxMailer } from './outbox-mailer';

/** A forged `Host: localhost` from elsewhere, or through a proxy, is not the developer's own browser. */
function fromThisMachine(request: FastifyRequest): boolean {
  const host = request.headers.host;
  if (!host || !isDevelopmentHost(normalizeHost(host))) return false;
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

/** Escaped text with its http(s) links made into anchors. */
function withLinks(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/u)
    .map((part, index) => (index % 2 === 1 ? `<a href="${escapeHtmlText(part)}">${escapeHtmlText(part)}</a>` : escapeHtmlText(part)))
    .join('');
}

export function registerDevMailbox(app: FastifyInstance, deps: { outbox: OutboxMailer; localOnly: boolean }) {
  app.get('/dev/mailbox', async (request, reply) => {
    if (deps.localOnly && !fromThisMachine(request)) return reply.callNotFound();
    const messages = await deps.outbox.latest(50);
    const items = messages
      .map(
        (m) =>
          `<article aria-label="${escapeHtmlText(m.subject)}"><h2>${escapeHtmlText(m.subject)}</h2>` +
          `<p class="meta">To <strong>${escapeHtmlText(m.to)}</strong> · store ${m.storeId} · ${escapeHtmlText(m.kind)} · <time>${m.createdAt.toISOString()}</time></p>` +
          `<pre>${withLinks(m.text)}</pre></article>`,
      )
      .join('');
    const html =
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="robots" content="noindex, nofollow"><title>Development mailbox</title>` +
      `<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:3rem auto;padding:0 1rem;color:#1f2937}article{border:1px solid #e5e7eb;border-radius:.5rem;padding:1rem;margin:1rem 0}` +
      `h2{font-size:1.1rem;margin:0}.meta{color:#6b7280;font-size:.9rem}pre{white-space:pre-wrap;font-family:inherit}</style></head>` +
      `<body><h1>Development mailbox</h1><p>Mail the store API wrote instead of sending (newest first). Set SMTP_URL to send real mail.</p>` +
      (items || '<p>No messages yet.</p>') +
      `</body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}
