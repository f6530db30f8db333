/**
 * /maintenance in the public layout: a store in maintenance says it will be back; a protected store
 * asks for its password. A visitor who lands here while the store is open is pointed home.
 */
import { Link } from 'react-router';
import { useStore } from '../../app/use-store';
import { useLiveMaintenance } from './live-maintenance-flag';
import { StorePasswordForm } from './store-password-form';

/** `asClosed`: as a visitor of the closed store sees it, whatever the store's state (the studio's frame). */
export default function MaintenancePage({ asClosed = false }: { asClosed?: boolean }) {
  const store = useStore();
  const name = store?.siteConfig.webTitle || 'This store';
  const isMaintenance = useLiveMaintenance(store?.isMaintenance ?? false) || asClosed;
  if (store?.isPasswordProtected && store.siteSettings.opening_soon && !isMaintenance) {
    return (
      <>
        <h1 className="mb-2">Opening soon</h1>
        <p>{name} opens soon. Visitors with the store password can look around now.</p>
        <StorePasswordForm />
      </>
    );
  }
  if (store?.isPasswordProtected) {
    return (
      <>
        <h1 className="mb-2">{isMaintenance ? "We'll be back soon" : 'This store is private'}</h1>
        <p>{name} is open to visitors with the store password.</p>
        <StorePasswordForm />
      </>
    );
  }
  if (isMaintenance) {
    return (
      <>
        <h1 className="mb-2">We'll be back soon</h1>
        <p>{name} is being updated. Please check back shortly.</p>
      </>
    );
  }
  return (
    <>
      <h1 className="mb-2">The store is open</h1>
      <p>
        <Link to="/" className="underline">
          Continue to {name}
        </Link>
      </p>
    </>
  );
}
