/**
 * A server render's body (entry-server.tsx), as the UTF-8 bytes the host sends on.
 */
import { PassThrough } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

/**
 * The page's body as UTF-8 bytes. Rendered to a string in one pass where nothing suspends (every page
 * today: route data is loaded before, section code taken synchronously), which spares the streaming
 * renderer's encoding of each of a page's thousands of small pieces into 4 KB buffers (a sixth of a
 * personal render, docs/benchmarks.md). A page that suspends is rendered again by the streaming renderer, which
 * waits for it: the string renderer would have sent its fallback (`<!--$!-->`) or thrown.
 */
export async function renderBody(element: ReactElement): Promise<Buffer> {
  try {
    const html = renderToString(element);
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) {
      const bytes = utf8.encode(html);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
  } catch {
    // A component suspended outside any boundary: the streaming renderer waits for it.
  }
  return streamBody(element);
}

const utf8 = new TextEncoder();
/** Where the string renderer gave a boundary up to the browser (it suspended, or failed). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

function streamBody(element: ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks)));
    const stream = renderToPipeableStream(element, {
      // Boundaries are written in place, never as out-of-order segments that need a script to
      // move them: the page must read right without JavaScript (and for crawlers).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => console.error('SSR render error', error),
    });
  });
}
