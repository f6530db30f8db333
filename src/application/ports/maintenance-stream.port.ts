/**
 * One connection that carries a store's maintenance flag: its current value on connecting, then
 * every change. Unlike MaintenanceFeed it does not reconnect: it says when it dropped, and the
 * caller decides when to open another.
 */
export interface MaintenanceStreamListener {
  /** settingsVersion: the store's settings' version, where the frame says it (a connection's first frame). */
  onFlag(isMaintenance: boolean, settingsVersion?: string): void;
  onDrop(): void;
  /** The owner saved the store's settings: what the page loaded of the store is stale (not every stream says so). */
  onSettings?(settingsVersion?: string): void;
}

export interface MaintenanceStream {
  /** Opens the connection; the returned function closes it, after which no callback is called. */
  open(storeName: string, listener: MaintenanceStreamListener): () => void;
}
