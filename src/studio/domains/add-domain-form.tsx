/** Adding a domain: its name, checked by the store API (its message shows beside the field, which keeps the focus). */
import { useRef, useState, type FormEvent } from 'react';
import type { DomainsApi, StoreDomain } from '../../application/ports/owner-domains-api.port';
import { card } from '../back-office/card';

export function AddDomainForm({ api, onAdded }: { api: DomainsApi; onAdded(domain: StoreDomain): void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await api.add(name);
    setBusy(false);
    if (result.ok) {
      setName('');
      setError('');
      return onAdded(result.value);
    }
    setError(result.fields?.Domain ?? result.message);
    field.current?.focus();
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className={`${card} flex flex-col gap-2`}
      aria-labelledby="add-domain-heading"
      noValidate
    >
      <h3 id="add-domain-heading" className="font-semibold">
        Add a domain
      </h3>
      <label htmlFor="domain-name" className="text-sm font-medium">
        Domain
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="domain-name"
          ref={field}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="shop.example.com"
          className="min-w-64 flex-1 rounded-md border border-gray-300 px-2 py-1.5 text-sm"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'domain-name-error domain-name-hint' : 'domain-name-hint'}
        />
        <button type="submit" disabled={busy} className="rounded-md bg-gray-900 px-3 py-1.5 text-sm text-white">
          Add domain
        </button>
      </div>
      <p id="domain-name-hint" className="text-xs text-gray-600">
        A domain you own, without https:// (www. is included). Point it at your store with a CNAME record, then prove it with the TXT record
        shown next.
      </p>
      {error && (
        <p id="domain-name-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
