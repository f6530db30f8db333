/**
 * The host's health calls (docs/deploy.md, "Health"). `/livez` says the process answers at all: an
 * orchestrator restarts an instance that fails it, so it never depends on the database (a database
 * outage must not restart every instance). `/healthz` says the instance can serve pages: 503 while
 * the database does not answer, so a proxy sends shoppers elsewhere; it reads the store API's
 * database probe (embedded), or the remote store API's own /Health, at most once a second.
 */
import type { FastifyInstance } from 'fastify';
import { databaseProbe, type DatabaseState } from '../store-api/mount-store-api';

export function registerHealthRoutes(app: FastifyInstance, databaseState: () => Promise<DatabaseState>): void {
  app.get('/livez', (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/healthz', async (_request, reply) => {
    const database = await databaseState();
    reply.header('cache-control', 'no-store');
    return database === 'ok' ? { status: 'ok', database } : reply.code(503).send({ status: 'unavailable', database });
  });
}

/** A store API elsewhere (STORE_API_URL): ready when its /Health answers 200. */
export function remoteStoreApiProbe(storeApiUrl: string): () => Promise<DatabaseState> {
  const probe = databaseProbe(async () => {
    const answer = await fetch(`${storeApiUrl}/Health`, { signal: AbortSignal.timeout(2_000) });
    if (!answer.ok) throw new Error(`store API health ${answer.status}`);
  });
  return () => probe.state();
}
