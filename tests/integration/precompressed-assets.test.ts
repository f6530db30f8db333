/**
 * Static assets go out compressed once at build time (scripts/precompress.mjs): the host
 * answers with the brotli or gzip sibling the browser accepts, never compresses it a second time,
 * and still serves the plain file to a client that accepts neither.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startStoreApiForFile } from './support/test-server';

const clientDir = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
// A script large enough to be worth compressing, with text that compresses well (as code does).
const source = `export const catalogue = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Linen shirt ${i}` })))};\n`;
mkdirSync(path.join(clientDir, 'assets'));
mkdirSync(path.join(clientDir, 'builds'));
writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), source);
writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(source));
writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.gz'), gzipSync(source));

const server = startStoreApiForFile({ clientDir });
const asset = (acceptEncoding: string) =>
  server.host.app.inject({
    method: 'GET',
    url: '/assets/app-abc123.js',
    headers: { host: 'aurora.localhost', 'accept-encoding': acceptEncoding },
  });

describe('built assets', () => {
  it('go out as their brotli sibling to a browser that takes brotli, cacheable for a year', async () => {
    const answer = await asset('gzip, deflate, br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(source);
  });

  it('go out as their gzip sibling to a client that takes only gzip', async () => {
    const answer = await asset('gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.rawPayload).toString()).toBe(source);
  });

  it('go out plain to a client that accepts no encoding', async () => {
    const answer = await asset('identity');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(source);
  });
});
