/** StoreSettingsApi over HTTP: the store API's /Owner/Settings, /Owner/SaveSettings and /Owner/SettingsHistory with the owner token (owner-calls.ts). */
import type {
  SavedSettings,
  SettingsChange,
  SettingsHistoryEntry,
  StoreSettingsApi,
} from '../../application/ports/store-settings-api.port';
import type { OwnerApiDeps } from './owner-call-helpers';
import { callApi } from './call-api';
import { OWNER_CALLS } from '../../contracts/owner-calls';

export class HttpStoreSettingsApi implements StoreSettingsApi {
  constructor(private readonly deps: OwnerApiDeps) {}

  settings() {
    return callApi(this.deps, OWNER_CALLS.settings, undefined, (data) => data.settings);
  }

  save(change: SettingsChange) {
    return callApi(this.deps, OWNER_CALLS.saveSettings, change, (data) => data as SavedSettings);
  }

  history() {
    return callApi(this.deps, OWNER_CALLS.settingsHistory, { Limit: 50 }, (data) => (data as { history: SettingsHistoryEntry[] }).history);
  }
}
