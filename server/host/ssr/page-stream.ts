/**
 * A rendered page's answer in few, large writes, its head first (docs/deploy.md, "Serving under
 * load"). The document up to the body leaves as soon as the route's data is in, before React renders:
 * the browser starts on the stylesheet, the inlined fonts' files and the LCP image the head names
 * while the server renders. The body and the rest of the document follow as one write, instead of a
 * socket write per small piece. The page is compressed here, not by @fastify/compress (which leaves an encoded answer
 * alone), because its stream would hold the head back until enough text came to fill a block: the
 * compressor is flushed after the head.
 */
import { PassThrough, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';

/** The compressor's output size per write: the head and a page's body each leave in one or a few writes. */
const CHUNK_BYTES = 64 * 1024;

export type PageEncoding = 'br' | 'gzip';

/** The encoding an Accept-Encoding header prefers among brotli and gzip (q=0 refuses one), or null for none. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const offered = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: PageEncoding) => offered.get(name) ?? offered.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a))[0];
  return best ?? null;
}

function compressor(encoding: PageEncoding | null): Transform {
  // The levels @fastify/compress uses for every other answer: brotli 4, gzip's default.
  if (encoding === 'br')
    return zlib.createBrotliCompress({
      chunkSize: CHUNK_BYTES,
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
    });
  if (encoding === 'gzip') return zlib.createGzip({ chunkSize: CHUNK_BYTES });
  return new PassThrough();
}

/**
 * Sends the page: `head` (the document up to the body) at once, then `rest()` (the body and the
 * document's end, in pieces of text or bytes) in one write when it is ready. A body that fails after
 * the head left ends the answer unfinished (its status is sent by then); the error is logged.
 */
export async function sendPage(
  reply: FastifyReply,
  page: { status: number; head: string; rest: () => Promise<ReadonlyArray<string | Uint8Array>> },
): Promise<FastifyReply> {
  const encoding = pageEncoding(reply.request.headers['accept-encoding']);
  const out = compressor(encoding);
  reply.header('vary', 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  reply.code(page.status).type('text/html; charset=utf-8').send(out);
  out.write(page.head);
  if ('flush' in out && typeof out.flush === 'function') out.flush();
  try {
    const rest = await page.rest();
    out.end(Buffer.concat(rest.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece))));
  } catch (error) {
    reply.log.error({ err: error }, 'page body failed after its head was sent');
    out.destroy(error as Error);
  }
  return reply;
}
