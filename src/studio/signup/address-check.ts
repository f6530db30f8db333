/**
 * The live address check as the merchant types (decision 101): one question after they pause, the
 * newest answer wins over a slower older one, and what the form may say without asking (empty, too
 * short) is said at once.
 */
import { useEffect, useState } from 'react';
import type { AddressStatus, StoreSignupApi } from '../../application/ports/store-signup-api.port';

export type AddressVerdict = { status: 'idle' } | { status: 'checking' } | { status: AddressStatus | 'unknown'; message: string };

/** Long enough that typing a name asks once, short enough that the answer is there when the merchant looks. */
const PAUSE_MS = 400;

export function useAddressCheck(api: StoreSignupApi, address: string): AddressVerdict {
  const [verdict, setVerdict] = useState<AddressVerdict>({ status: 'idle' });
  useEffect(() => {
    const name = address.trim().toLowerCase();
    if (!name) {
      setVerdict({ status: 'idle' });
      return;
    }
    let live = true;
    setVerdict({ status: 'checking' });
    const timer = setTimeout(() => {
      void api.checkAddress(name).then((result) => {
        if (!live) return;
        setVerdict(
          result.ok
            ? result.value
            : { status: 'unknown', message: result.fields?.Name ?? `The address could not be checked: ${result.message}` },
        );
      });
    }, PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, address]);
  return verdict;
}

/** An address from a store's name, as the merchant would likely type it: "Anna's Lamps" → annas-lamps. */
export function addressFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}
