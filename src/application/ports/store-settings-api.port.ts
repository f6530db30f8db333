/**
 * The store API's settings calls (owner-only) for the studio's Settings page: read the settings,
 * save a change (secrets only travel inward: keep, set or clear), and read the history of saves.
 */
import type { OwnerStoreSettings, SecretChange } from '../../domain/store/store-settings';
import type { StudioResult } from './studio-api.port';

export interface SettingsHistoryEntry {
  id: number;
  changedBy: string;
  changedAt: string;
  /** What the save changed, one line each, in words. */
  changes: string[];
}

/** A save: the page's values (without the "is set" flags) and what to do with each secret. */
export type SettingsChange = Omit<OwnerStoreSettings, 'pixelTokenSet' | 'passwordProtected'> & {
  pixelToken: SecretChange;
  storePassword: SecretChange;
};

export interface SavedSettings {
  settings: OwnerStoreSettings;
  changes: string[];
  entry: SettingsHistoryEntry | null;
}

export interface StoreSettingsApi {
  settings(): Promise<StudioResult<OwnerStoreSettings>>;
  /** On a 400, `fields` names each refused value by its path (e.g. `scripts.facebookPixelID`). */
  save(change: SettingsChange): Promise<StudioResult<SavedSettings>>;
  history(): Promise<StudioResult<SettingsHistoryEntry[]>>;
}
