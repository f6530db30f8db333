/** The Theme Studio's adapters: its store API calls over HTTP (the host's /store-api), its end of the editor frame's messages and the owner's session in localStorage. */
import { ContainerModule } from 'inversify';
import { IframeParentChannel } from '../../adapters/frame/iframe-parent-channel';
import { HttpBackOfficeApi } from '../../adapters/http/http-back-office-api';
import { HttpCatalogueImportApi } from '../../adapters/http/http-catalogue-import-api';
import { HttpInboxApi } from '../../adapters/http/http-owner-inbox-api';
import { HttpProductsApi } from '../../adapters/http/http-products-api';
import { HttpReviewsApi } from '../../adapters/http/http-owner-reviews-api';
import { HttpStoreSettingsApi } from '../../adapters/http/http-store-settings-api';
import { HttpStudioApi } from '../../adapters/http/http-studio-api';
import { HttpWebhooksApi } from '../../adapters/http/http-webhooks-api';
import { HttpMailTemplatesApi } from '../../adapters/http/http-mail-templates-api';
import { HttpAccessApi } from '../../adapters/http/http-access-api';
import { HttpDomainsApi } from '../../adapters/http/http-domains-api';
import { HttpStoreSignupApi } from '../../adapters/http/http-store-signup-api';
import { HttpStudioAccountApi } from '../../adapters/http/http-studio-account-api';
import { LocalStorageOwnerSession } from '../../adapters/storage/local-storage-owner-session';
import type { Logger } from '../../application/ports/logger.port';
import { TOKENS } from '../../application/tokens';
import type { StudioPorts } from '../../application/studio/studio-ports';
import { consoleLogger } from '../console-logger';

const STORE_API = '/store-api';

export const studioHttpModule = new ContainerModule(({ bind }) => {
  bind<Logger>(TOKENS.Logger).toConstantValue(consoleLogger);
  bind<StudioPorts['studioApi']>(TOKENS.StudioApiFactory).toConstantValue(
    (token) => new HttpStudioApi({ baseUrl: STORE_API, trackUrl: '/api/track/report', token }),
  );
  bind<StudioPorts['backOfficeApi']>(TOKENS.BackOfficeApiFactory).toConstantValue(
    (token) => new HttpBackOfficeApi({ baseUrl: STORE_API, token }),
  );
  bind<StudioPorts['inboxApi']>(TOKENS.InboxApiFactory).toConstantValue((token) => new HttpInboxApi({ baseUrl: STORE_API, token }));
  bind<StudioPorts['storeSettingsApi']>(TOKENS.StoreSettingsApiFactory).toConstantValue(
    (token) => new HttpStoreSettingsApi({ baseUrl: STORE_API, token }),
  );
  bind<StudioPorts['productsApi']>(TOKENS.ProductsApiFactory).toConstantValue(
    (token) => new HttpProductsApi({ baseUrl: STORE_API, token }),
  );
  bind<StudioPorts['reviewsApi']>(TOKENS.ReviewsApiFactory).toConstantValue((token) => new HttpReviewsApi({ baseUrl: STORE_API, token }));
  bind<StudioPorts['catalogueImportApi']>(TOKENS.CatalogueImportApiFactory).toConstantValue(
    (token) => new HttpCatalogueImportApi({ baseUrl: STORE_API, token }),
  );
  bind<StudioPorts['webhooksApi']>(TOKENS.WebhooksApiFactory).toConstantValue(
    (token) => new HttpWebhooksApi({ baseUrl: STORE_API, token }),
  );
  bind<StudioPorts['mailTemplatesApi']>(TOKENS.MailTemplatesApiFactory).toConstantValue(
    (token) => new HttpMailTemplatesApi({ baseUrl: STORE_API, token }),
  );
  bind<StudioPorts['accessApi']>(TOKENS.AccessApiFactory).toConstantValue((token) => new HttpAccessApi({ baseUrl: STORE_API, token }));
  bind<StudioPorts['domainsApi']>(TOKENS.DomainsApiFactory).toConstantValue((token) => new HttpDomainsApi({ baseUrl: STORE_API, token }));
  bind<StudioPorts['storeSignupApi']>(TOKENS.StoreSignupApiFactory).toConstantValue(
    (token) => new HttpStoreSignupApi({ baseUrl: STORE_API, token }),
  );
  bind<StudioPorts['studioAccountApi']>(TOKENS.StudioAccountApiFactory).toConstantValue(
    (token) => new HttpStudioAccountApi({ baseUrl: STORE_API, token }),
  );
  bind<StudioPorts['frameChannel']>(TOKENS.FrameChannelFactory).toResolvedValue(
    (logger: Logger) => (frame, frameOrigin) => new IframeParentChannel({ win: window, frame, frameOrigin, logger }),
    [TOKENS.Logger],
  );
  bind<StudioPorts['ownerSessions']>(TOKENS.OwnerSessionStore).toConstantValue(new LocalStorageOwnerSession());
});
