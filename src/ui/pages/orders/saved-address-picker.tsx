/**
 * "Ship to" for a signed-in customer (docs/identity.md): a radio for each address of their book (the default
 * chosen first) and one for a new address, whose fields follow. The fields are hidden by CSS while a
 * saved address is chosen (app.css `.ship-to`), so the choice works the same before, without and
 * with JavaScript; a new address can be kept in the book with the order.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { addressSummary, preselectedAddress, type SavedAddress } from '../../../domain/address/saved-address';
import { FieldMessage } from '../../sections/parts/form-field';
import { servicesFrom } from '../../app/services-holder';
import { fieldId } from './checkout-inputs';
import { NEW_ADDRESS, SAVE_ADDRESS_FIELD, SAVED_ADDRESS_FIELD } from './saved-address-choice';

/** The customer's book: the server's when it rendered the page, else fetched once live; [] for a guest. */
export function useSavedAddresses(preloaded: { signedIn: boolean; savedAddresses: SavedAddress[] } | null | undefined): {
  book: SavedAddress[];
  signedIn: boolean;
} {
  const [state, setState] = useState(() => ({ book: preloaded?.savedAddresses ?? [], signedIn: preloaded?.signedIn ?? false }));
  useEffect(() => {
    if (preloaded) return undefined;
    const services = servicesFrom(null);
    if (!services.isSignedIn()) return undefined;
    let live = true;
    setState((current) => ({ ...current, signedIn: true }));
    services.addressBook.list().then(
      (book) => live && setState({ book, signedIn: true }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [preloaded]);
  return state;
}

/** The chosen radio's value: the posted one, else the book's default, else a new address. */
export function chosenValue(chosen: string | null, book: readonly SavedAddress[]): string {
  if (chosen !== null && (chosen === NEW_ADDRESS || book.some((address) => String(address.addressID) === chosen))) return chosen;
  return String(preselectedAddress(book)?.addressID ?? NEW_ADDRESS);
}

interface Props {
  book: readonly SavedAddress[];
  signedIn: boolean;
  value: string;
  onChoose(value: string): void;
  error: string | undefined;
  saveChecked: boolean;
  /** The new address's fields. */
  children: ReactNode;
}

export function SavedAddressPicker({ book, signedIn, value, onChoose, error, saveChecked, children }: Props) {
  const id = fieldId(SAVED_ADDRESS_FIELD);
  const save = signedIn && (
    <label className="flex items-center gap-2">
      <input type="checkbox" name={SAVE_ADDRESS_FIELD} value="1" defaultChecked={saveChecked} /> Save this address to my address book
    </label>
  );
  if (book.length === 0)
    return (
      <div className="flex flex-col gap-3">
        {children}
        {save}
      </div>
    );
  return (
    <div className="ship-to flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-2 text-lg font-semibold">Ship to</legend>
        {[...book.map((address) => ({ key: String(address.addressID), address })), { key: NEW_ADDRESS, address: null }].map(
          ({ key, address }) => (
            <label key={key} className="flex items-start gap-2 rounded-[var(--radius)] border border-[var(--color-border)] p-3">
              <input
                type="radio"
                name={SAVED_ADDRESS_FIELD}
                value={key}
                checked={value === key}
                onChange={() => onChoose(key)}
                className="mt-1"
              />
              {address ? (
                <span>
                  {address.label && <strong>{address.label}: </strong>}
                  {addressSummary(address)}
                  {address.isDefault && <span className="text-sm text-muted"> (default)</span>}
                </span>
              ) : (
                <span>A new address</span>
              )}
            </label>
          ),
        )}
        <FieldMessage id={`${id}-error`} message={error} />
      </fieldset>
      <div className="ship-to-new flex flex-col gap-3">
        {children}
        {save}
      </div>
    </div>
  );
}
