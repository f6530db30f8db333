/** The server's cookies and token stores (session-stores.ts) for its container: each request's jar from its Cookie header. */
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../application/tokens';
import { serverSessionStores, type ServerSessionStores } from '../session-stores';

export const serverSessionStoresModule = new ContainerModule(({ bind }) => {
  bind<ServerSessionStores>(TOKENS.SessionStores).toConstantValue(serverSessionStores);
});
