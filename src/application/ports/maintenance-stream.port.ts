/**
 * One connection that carries a store's maintenance flag: its current value on connecting, then
 * every change. Unlike MaintenanceFeed it does not reconnect: it says when it dropped, and the
 * caller decides when to open another.
 */
export interface MaintenanceStream {
  /** Opens the connection; the returned function closes it, after which no callback is called. */
  open(storeName: string, listener: { onFlag(isMaintenance: boolean): void; onDrop(): void }): () => void;
}
