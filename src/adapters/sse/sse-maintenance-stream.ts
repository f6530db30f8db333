/**
 * MaintenanceStream over server-sent events from the host's /api/maintenance/stream: each
 * connection starts with the current flag, then carries every change. The browser's own retry
 * (a fixed second, forever) is cut short: any error closes the EventSource and reports a drop, so
 * the shared feed reconnects with its backoff and a fleet's restart is not met by every browser at once.
 */
import { parseSettingsVersion } from '../../domain/live/live-tab-message';
import type { MaintenanceStream, MaintenanceStreamListener } from '../../application/ports/maintenance-stream.port';

export class SseMaintenanceStream implements MaintenanceStream {
  constructor(private readonly deps: { streamUrl: string }) {}

  open(storeName: string, listener: MaintenanceStreamListener): () => void {
    const source = new EventSource(`${this.deps.streamUrl}?${new URLSearchParams({ store: storeName })}`);
    let open = true;
    const close = () => {
      open = false;
      source.removeEventListener('maintenance', onMessage);
      source.removeEventListener('settings', onSettings);
      source.removeEventListener('error', onError);
      source.close();
    };
    function onMessage(event: MessageEvent<string>) {
      try {
        const data: unknown = JSON.parse(event.data);
        if (data && typeof data === 'object' && 'isMaintenance' in data && typeof data.isMaintenance === 'boolean')
          listener.onFlag(data.isMaintenance, 'settingsVersion' in data ? parseSettingsVersion(data.settingsVersion) : undefined);
      } catch {
        // A malformed frame is skipped; the next one carries the whole state again.
      }
    }
    function onSettings(event: MessageEvent<string>) {
      let settingsVersion: string | undefined;
      try {
        const data: unknown = JSON.parse(event.data);
        if (data && typeof data === 'object' && 'settingsVersion' in data) settingsVersion = parseSettingsVersion(data.settingsVersion);
      } catch {
        // The news stands without its version.
      }
      listener.onSettings?.(settingsVersion);
    }
    function onError() {
      if (!open) return;
      close();
      listener.onDrop();
    }
    source.addEventListener('maintenance', onMessage);
    source.addEventListener('settings', onSettings);
    source.addEventListener('error', onError);
    return close;
  }
}
