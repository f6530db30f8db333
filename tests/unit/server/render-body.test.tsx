/**
 * A server render's body (src/ui/render-body.ts): rendered in one pass to a string where nothing
 * suspends, and by the streaming renderer, which waits, where something does. Either way the page
 * carries the content, never a fallback, and its bytes are the UTF-8 of what React wrote.
 */
import { Suspense, use, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { renderBody } from '../../../src/ui/render-body';

function streamed(element: ReactNode): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(element, { progressiveChunkSize: Infinity, onAllReady: () => stream.pipe(sink) });
  });
}

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));

function Price({ amount }: { amount: Promise<string> }) {
  return <p className="price">{use(amount)}</p>;
}

function Page({ children }: { children: ReactNode }) {
  return (
    <main id="main">
      <h1>Café · 日本語 — 12,50 €</h1>
      <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>
    </main>
  );
}

describe('a page body', () => {
  it('is what the streaming renderer writes, byte for byte, when nothing suspends', async () => {
    const page = (
      <Page>
        <p className="price">$62.99</p>
      </Page>
    );
    const body = await renderBody(page);
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(body.toString('utf8')).toBe(await streamed(page));
    expect(body.toString('utf8')).toContain('Café · 日本語 — 12,50 €');
  });

  it('waits for what suspends inside a boundary instead of sending its fallback', async () => {
    const body = (await renderBody(<Page>{<Price amount={later('$93.99')} />}</Page>)).toString('utf8');
    expect(body).toContain('<p class="price">$93.99</p>');
    expect(body).not.toContain('Loading…');
    expect(body).not.toContain('<!--$!-->');
  });

  it('waits for what suspends outside any boundary', async () => {
    const body = (await renderBody(<Price amount={later('$12.00')} />)).toString('utf8');
    expect(body).toBe('<p class="price">$12.00</p>');
  });
});
