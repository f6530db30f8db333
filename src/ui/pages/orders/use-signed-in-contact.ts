/**
 * A signed-in customer's name, email and phone from their profile, to fill the checkout's contact
 * fields; null for a guest or until the profile arrives. A failure leaves the fields empty to type.
 */
import { useEffect, useState } from 'react';
import { servicesFrom } from '../../app/services-holder';
import { loadIdentity } from '../../identity/identity-client';

export interface ContactDefaults {
  fullName: string;
  email: string;
  phone: string;
}

export function useSignedInContact(): ContactDefaults | null {
  const [contact, setContact] = useState<ContactDefaults | null>(null);
  useEffect(() => {
    const services = servicesFrom(null);
    if (!services.isSignedIn()) return undefined;
    let live = true;
    void services
      .loadStore()
      .then((loaded) => (loaded.kind === 'store' ? loadIdentity(loaded.info.storeName) : null))
      .then((identity) => identity?.secure.getProfile())
      .then((profile) => {
        if (live && profile)
          setContact({ fullName: `${profile.firstName} ${profile.lastName}`.trim(), email: profile.email, phone: profile.phone });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return contact;
}
