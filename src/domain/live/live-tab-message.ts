/**
 * What the tabs of one store say to each other on their shared channel (docs/live-updates.md): a
 * joining tab asks, and the tab that holds the store's stream tells the flag, on joining and on
 * every frame, and passes on the stream's news that the owner saved the store's settings. Channel data is parsed, never trusted: any script of the origin may post on it.
 */
export type LiveTabMessage =
  { type: 'ask' } | { type: 'flag'; isMaintenance: boolean; settingsVersion?: string } | { type: 'settings'; settingsVersion?: string };

/** A settings version as the stream says it (a short token); anything else is no version. */
export function parseSettingsVersion(value: unknown): string | undefined {
  return typeof value === 'string' && /^[\w-]{1,64}$/.test(value) ? value : undefined;
}

/** The lock and channel name for one store's tabs (stores that share a host stay apart). */
export function liveTabsName(storeName: string): string {
  return `wx-live-${storeName.toLowerCase()}`;
}

export function parseLiveTabMessage(data: unknown): LiveTabMessage | null {
  if (!data || typeof data !== 'object' || !('type' in data)) return null;
  if (data.type === 'ask') return { type: 'ask' };
  if (data.type === 'settings') {
    const settingsVersion = 'settingsVersion' in data ? parseSettingsVersion(data.settingsVersion) : undefined;
    return settingsVersion === undefined ? { type: 'settings' } : { type: 'settings', settingsVersion };
  }
  if (data.type === 'flag' && 'isMaintenance' in data && typeof data.isMaintenance === 'boolean') {
    const settingsVersion = 'settingsVersion' in data ? parseSettingsVersion(data.settingsVersion) : undefined;
    return settingsVersion === undefined
      ? { type: 'flag', isMaintenance: data.isMaintenance }
      : { type: 'flag', isMaintenance: data.isMaintenance, settingsVersion };
  }
  return null;
}
