/** StoreSettingsApi over HTTP: the store API's /Owner/Settings, /Owner/SaveSettings and /Owner/SettingsHistory with the owner token. */
import type {
  SavedSettings,
  SettingsChange,
  SettingsHistoryEntry,
  StoreSettingsApi,
} from '../../application/ports/store-settings-api.port';
import type { OwnerStoreSettings } from '../../domain/store/store-settings';
import { callOwnerApi, type OwnerApiDeps } from './http-studio-api';
import type { z } from 'zod';
import type { saveSettingsBody } from '../../contracts/owner-settings.contract';

export class HttpStoreSettingsApi implements StoreSettingsApi {
  constructor(private readonly deps: OwnerApiDeps) {}

  settings() {
    return callOwnerApi(this.deps, 'GET', 'Owner/Settings', undefined, (data: { settings: OwnerStoreSettings }) => data.settings);
  }

  save(change: SettingsChange) {
    return callOwnerApi<SavedSettings>(this.deps, 'POST', 'Owner/SaveSettings', change satisfies z.input<typeof saveSettingsBody>);
  }

  history() {
    return callOwnerApi(
      this.deps,
      'GET',
      'Owner/SettingsHistory?Limit=50',
      undefined,
      (data: { history: SettingsHistoryEntry[] }) => data.history,
    );
  }
}
