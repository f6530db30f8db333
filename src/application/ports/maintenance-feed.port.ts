/** The live maintenance flag of a store: the owner toggles it, open tabs follow. */
export interface MaintenanceFeed {
  /**
   * Calls onFlag with the store's current flag and then with every change, until the returned
   * function is called, with the settings' version where the feed knows it; onSettings, when the owner
   * saves the store's settings (where the feed knows).
   */
  subscribe(storeName: string, onFlag: (isMaintenance: boolean, settingsVersion?: string) => void, onSettings?: () => void): () => void;
}
