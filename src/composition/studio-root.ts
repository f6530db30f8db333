/**
 * The Theme Studio's composition root (src/studio/studio-entry.tsx): an inversify container with the
 * studio's adapters bound in its container module, resolved once into the StudioPorts the app's views
 * receive through their React context (src/studio/studio-ports-context.tsx).
 */
import { Container } from 'inversify';
import type { StudioPorts } from '../application/studio/studio-ports';
import { TOKENS } from '../application/tokens';
import { studioHttpModule } from './modules/studio.module';

export function composeStudio(): StudioPorts {
  const container = new Container({ defaultScope: 'Singleton' });
  container.loadSync(studioHttpModule);
  return {
    studioApi: container.get(TOKENS.StudioApiFactory),
    backOfficeApi: container.get(TOKENS.BackOfficeApiFactory),
    inboxApi: container.get(TOKENS.InboxApiFactory),
    storeSettingsApi: container.get(TOKENS.StoreSettingsApiFactory),
    productsApi: container.get(TOKENS.ProductsApiFactory),
    reviewsApi: container.get(TOKENS.ReviewsApiFactory),
    catalogueImportApi: container.get(TOKENS.CatalogueImportApiFactory),
    webhooksApi: container.get(TOKENS.WebhooksApiFactory),
    mailTemplatesApi: container.get(TOKENS.MailTemplatesApiFactory),
    accessApi: container.get(TOKENS.AccessApiFactory),
    domainsApi: container.get(TOKENS.DomainsApiFactory),
    storeSignupApi: container.get(TOKENS.StoreSignupApiFactory),
    studioAccountApi: container.get(TOKENS.StudioAccountApiFactory),
    frameChannel: container.get(TOKENS.FrameChannelFactory),
    ownerSessions: container.get(TOKENS.OwnerSessionStore),
  };
}
