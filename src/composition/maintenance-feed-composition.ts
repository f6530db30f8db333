/** Chooses the MaintenanceFeed adapter: the host's server-sent events stream. */
import { SseMaintenanceFeed } from '../adapters/sse/sse-maintenance-feed';
import type { MaintenanceFeed } from '../application/ports/maintenance-feed.port';

export const MAINTENANCE_STREAM_PATH = '/api/maintenance/stream';

export function createMaintenanceFeed(): MaintenanceFeed {
  return new SseMaintenanceFeed({ streamUrl: MAINTENANCE_STREAM_PATH });
}
