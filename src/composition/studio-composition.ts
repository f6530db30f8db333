/** Wires the Theme Studio to the store API and to the editor frame (the studio's only adapters). */
import { HttpBackOfficeApi } from '../adapters/http/http-back-office-api';
import { HttpInboxApi } from '../adapters/http/http-owner-inbox-api';
import { HttpStoreSettingsApi } from '../adapters/http/http-store-settings-api';
import { HttpStudioApi } from '../adapters/http/http-studio-api';
import { IframeParentChannel } from '../adapters/frame/iframe-parent-channel';
import type { FrameParentChannel } from '../application/ports/frame-parent.port';
import type { BackOfficeApi } from '../application/ports/back-office-api.port';
import type { InboxApi } from '../application/ports/owner-inbox-api.port';
import type { StoreSettingsApi } from '../application/ports/store-settings-api.port';
import type { StudioApi } from '../application/ports/studio-api.port';
import { consoleLogger } from './console-logger';


export function createStudioApi(token: () => string | null): StudioApi {
  return new HttpStudioApi({ baseUrl: '/store-api', trackUrl: '/api/track/report', token });
}

export function createBackOfficeApi(token: () => string | null): BackOfficeApi {
  return new HttpBackOfficeApi({ baseUrl: '/store-api', token });
}

export function createInboxApi(token: () => string | null): InboxApi {
  return new HttpInboxApi({ baseUrl: '/store-api', token });
}

export function createStoreSettingsApi(token: () => string | null): StoreSettingsApi {
  return new HttpStoreSettingsApi({ baseUrl: '/store-api', token });
}

export function createFrameChannel(frame: () => HTMLIFrameElement | null, frameOrigin: string): FrameParentChannel {
  return new IframeParentChannel({ win: window, frame, frameOrigin, logger: consoleLogger });
}
