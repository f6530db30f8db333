/**
 * GET /api/maintenance/stream?store=<name>: server-sent events carrying a store's maintenance flag,
 * first its current value, then every change the owner makes, so open tabs react without polling.
 */
import type { FastifyInstance } from 'fastify';
import { isValidStoreName } from '../src/domain/store/store-resolution';
import type { MaintenanceEvents } from './store-api/web/maintenance-events';
import type { StoreRepository } from './store-api/web/store-repository';

/** Proxies close idle connections; a comment line now and then keeps the stream open. */
const HEARTBEAT_MS = 25_000;

function frame(isMaintenance: boolean): string {
  return `event: maintenance\ndata: ${JSON.stringify({ isMaintenance })}\n\n`;
}

export function registerMaintenanceStream(app: FastifyInstance, deps: { stores: StoreRepository; events: MaintenanceEvents }) {
  // Open streams never go idle, so shutting down must end them or the server would wait forever.
  const open = new Set<{ end(): void }>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get('/api/maintenance/stream', async (request, reply) => {
    const name = (request.query as { store?: unknown }).store;
    if (typeof name !== 'string' || !isValidStoreName(name.toLowerCase())) {
      return reply.code(400).send({ status: 400, message: 'Invalid request: store', data: { errors: [{ field: 'store', message: 'store must be a store name' }] } });
    }
    const store = await deps.stores.findByDomain(name.toLowerCase());
    if (!store) return reply.code(404).send({ status: 404, message: 'No such store', data: null });

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // A reconnecting browser waits a second, which keeps "every tab reacts within a second" true after a blip.
    raw.write(`retry: 1000\n${frame(store.isMaintenance)}`);
    const unsubscribe = deps.events.subscribe((change) => {
      if (change.webID === store.id) raw.write(frame(change.isMaintenance));
    });
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    open.add(raw);
    request.raw.on('close', () => {
      open.delete(raw);
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
}
