/**
 * The reverse proxy of the fleet test, doing what nginx does in docs/deploy.md: round robin over the
 * instances, the Host passed on, the client's address appended to X-Forwarded-For, responses (event
 * streams too) streamed back. A test may pin a request to one instance with `x-fleet-pin: <index>`.
 */
import http from 'node:http';

export interface FleetProxy {
  port: number;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: number[], port = 0): Promise<FleetProxy> {
  let next = 0;
  const server = http.createServer((request, response) => {
    const pin = Number(request.headers['x-fleet-pin']);
    const target = Number.isInteger(pin) && upstreams[pin] !== undefined ? upstreams[pin]! : upstreams[next++ % upstreams.length]!;
    const forwarded = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': forwarded, 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
    response.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
