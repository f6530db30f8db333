/**
 * GET /api/maintenance/stream?store=<name>: server-sent events carrying a store's maintenance flag,
 * first its current value, then every change the owner makes on any instance (the store event bus),
 * so open tabs react without polling. A `settings` event says the owner saved the store's settings
 * (the studio's Settings page, docs/back-office.md): what a tab loaded of the store is stale. The first frame
 * also carries the settings' version, for a tab whose page was served before a save it did not hear.
 */
import type { FastifyInstance } from 'fastify';
import { isValidStoreName } from '../../../src/domain/store/store-resolution';
import type { StoreEventBus } from '../platform/events/store-events';
import { settingsVersionOf } from './settings-version';
import type { StoreRepository } from '../platform/store.repository';
import { StreamSlots, type StreamLimits } from './stream-slots';

/** Proxies close idle connections; a comment line now and then keeps the stream open. */
const HEARTBEAT_MS = 25_000;

/** The owner saved: the news, with the settings' new version when it could be read. */
function settingsFrame(settingsVersion?: string): string {
  return `event: settings\ndata: ${JSON.stringify({ settingsVersion })}\n\n`;
}

/** The flag; a frame read from the store row also says its settings' version (settings-version.ts). */
function frame(isMaintenance: boolean, settingsVersion?: string): string {
  return `event: maintenance\ndata: ${JSON.stringify({ isMaintenance, settingsVersion })}\n\n`;
}

export function registerMaintenanceStream(
  app: FastifyInstance,
  deps: { stores: StoreRepository; events: StoreEventBus; limits?: StreamLimits },
) {
  // Open streams never go idle, so shutting down must end them or the server would wait forever.
  const open = new Set<{ end(): void }>();
  // Every stream holds a socket until its tab closes: a few per client address, a bounded number in all (stream-slots.ts).
  const slots = new StreamSlots(deps.limits);
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get('/api/maintenance/stream', async (request, reply) => {
    const name = (request.query as { store?: unknown }).store;
    if (typeof name !== 'string' || !isValidStoreName(name.toLowerCase())) {
      return reply.code(400).send({
        status: 400,
        message: 'Invalid request: store',
        data: { errors: [{ field: 'store', message: 'store must be a store name' }] },
      });
    }
    const store = await deps.stores.findByDomain(name.toLowerCase());
    if (!store) return reply.code(404).send({ status: 404, message: 'No such store', data: null });
    const release = slots.take(request.ip);
    if (!release) return StreamSlots.refuse(reply);

    reply.hijack();
    // A client that left while the store was looked up has had its 'close' already: open nothing for it.
    if (request.raw.destroyed) return release();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // A reconnecting browser waits a second, which keeps "every tab reacts within a second" true after a blip.
    raw.write(`retry: 1000\n${frame(store.isMaintenance, settingsVersionOf(store))}`);
    const unsubscribe = deps.events.subscribe((event) => {
      if (event.kind === 'maintenance' && event.webID === store.id) raw.write(frame(event.isMaintenance));
      if (event.kind === 'store' && event.webID === store.id)
        void deps.stores.findById(store.id).then(
          (now) => raw.write(settingsFrame(now ? settingsVersionOf(now) : undefined)),
          () => raw.write(settingsFrame()),
        );
      // This instance may have missed a change (its PostgreSQL listener came back): send the flag as it is now.
      if (event.kind === 'resync')
        void deps.stores.findByDomain(store.name).then(
          (now) => now && raw.write(frame(now.isMaintenance, settingsVersionOf(now))),
          () => undefined,
        );
    });
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    open.add(raw);
    request.raw.on('close', () => {
      open.delete(raw);
      release();
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
}
