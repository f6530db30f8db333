/**
 * A new API key: its name, its scopes (each area's read half or the whole of it, decision 99) and its
 * calls a minute. The store API's field errors show beside their fields (Name, Scopes, RatePerMinute).
 */
import { useState, type FormEvent } from 'react';
import type { ApiKeyDraft } from '../../application/ports/owner-access-api.port';
import { scopeLabel } from '../../domain/access/api-key-scopes';

const input = 'rounded-md border border-gray-300 px-2 py-1.5 text-sm';

export function ApiKeyForm({
  scopes,
  busy,
  fields,
  onCreate,
}: {
  scopes: string[];
  busy: boolean;
  fields: Record<string, string>;
  onCreate: (draft: ApiKeyDraft) => void;
}) {
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [rate, setRate] = useState('120');
  const toggle = (scope: string, on: boolean) =>
    setChosen((current) => (on ? [...current, scope] : current.filter((held) => held !== scope)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate({ name, scopes: scopes.filter((scope) => chosen.includes(scope)), ratePerMinute: Number(rate) });
  };
  const error = (field: string, id: string) =>
    fields[field] ? (
      <p id={id} className="text-sm text-red-700">
        {fields[field]}
      </p>
    ) : null;
  return (
    <form onSubmit={submit} aria-labelledby="new-key-heading" className="flex flex-col gap-3" noValidate>
      <h3 id="new-key-heading" className="font-semibold">
        Create a key
      </h3>
      <label className="flex flex-col gap-1 text-sm">
        Name
        <input
          className={input}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={fields.Name ? true : undefined}
          aria-describedby={fields.Name ? 'key-name-error' : undefined}
        />
      </label>
      {error('Name', 'key-name-error')}
      <fieldset aria-describedby={fields.Scopes ? 'key-scopes-error' : undefined} className="flex flex-col gap-1">
        <legend className="mb-1 text-sm">What the key may do</legend>
        <div className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {scopes.map((scope) => (
            <label key={scope} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={chosen.includes(scope)} onChange={(event) => toggle(scope, event.target.checked)} />
              {scopeLabel(scope)}
            </label>
          ))}
        </div>
      </fieldset>
      {error('Scopes', 'key-scopes-error')}
      <label className="flex flex-col gap-1 text-sm">
        Calls a minute
        <input
          className={`${input} w-32`}
          type="number"
          min={1}
          max={1000}
          value={rate}
          onChange={(event) => setRate(event.target.value)}
          aria-invalid={fields.RatePerMinute ? true : undefined}
          aria-describedby={fields.RatePerMinute ? 'key-rate-error' : undefined}
        />
      </label>
      {error('RatePerMinute', 'key-rate-error')}
      <div>
        <button type="submit" disabled={busy} className="rounded-md bg-gray-900 px-3 py-1.5 text-sm text-white disabled:opacity-50">
          Create key
        </button>
      </div>
    </form>
  );
}
