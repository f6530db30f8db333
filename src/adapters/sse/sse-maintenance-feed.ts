/**
 * MaintenanceFeed over server-sent events from the host's /api/maintenance/stream. EventSource
 * reconnects by itself (the server asks for a one-second retry) and each connection starts with
 * the current flag, so a change made while disconnected still arrives.
 */
import type { MaintenanceFeed } from '../../application/ports/maintenance-feed.port';

export class SseMaintenanceFeed implements MaintenanceFeed {
  constructor(private readonly deps: { streamUrl: string }) {}

  subscribe(storeName: string, onFlag: (isMaintenance: boolean) => void): () => void {
    const source = new EventSource(`${this.deps.streamUrl}?${new URLSearchParams({ store: storeName })}`);
    const onMessage = (event: MessageEvent<string>) => {
      try {
        const data: unknown = JSON.parse(event.data);
        if (data && typeof data === 'object' && 'isMaintenance' in data && typeof data.isMaintenance === 'boolean') onFlag(data.isMaintenance);
      } catch {
        // A malformed frame is skipped; the next one carries the whole state again.
      }
    };
    source.addEventListener('maintenance', onMessage);
    return () => {
      source.removeEventListener('maintenance', onMessage);
      source.close();
    };
  }
}
