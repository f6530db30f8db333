/**
 * Runs the DNS stub (dns-stub.ts) on its own, as a web server of the Playwright suite: UDP on
 * FAKE_DNS_PORT answers the storefront's domain checks (its DOMAIN_DNS_SERVERS), and HTTP on the same
 * port number lets a spec publish a TXT record (`POST /records {name, value}`) or remove one
 * (`DELETE /records?name=`), as an owner would at their DNS provider.
 */
import { createServer } from 'node:http';
import { DnsStub } from './dns-stub';

const port = Number(process.env.FAKE_DNS_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('FAKE_DNS_PORT must be set');
const stub = new DnsStub();
await stub.start(port);

const control = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://fake-dns');
  if (request.method === 'GET' && url.pathname === '/health') return void response.writeHead(200).end('ok');
  if (request.method === 'DELETE' && url.pathname === '/records') {
    stub.unpublish(url.searchParams.get('name') ?? '');
    return void response.writeHead(204).end();
  }
  if (request.method !== 'POST' || url.pathname !== '/records') return void response.writeHead(404).end();
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    const { name, value } = JSON.parse(body || '{}') as { name?: string; value?: string };
    if (!name || !value) return void response.writeHead(400).end('name and value');
    stub.publish(name, value);
    response.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => control.listen(port, '127.0.0.1', resolve));
console.log(`Fake DNS answering on udp://127.0.0.1:${port}, records at http://127.0.0.1:${port}/records`);
const stop = () => void Promise.all([stub.stop(), new Promise((resolve) => control.close(resolve))]).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
