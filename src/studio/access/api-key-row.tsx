/** One API key in the list: its name and public start, what it may do, who made it, when it was last used, and Revoke. */
import type { ApiKey } from '../../application/ports/owner-access-api.port';
import { scopeLabel } from '../../domain/access/api-key-scopes';
import { dateTime } from '../back-office/dates';
import { ConfirmAction } from '../confirm-action';

export function ApiKeyRow({ apiKey, busy, onRevoke }: { apiKey: ApiKey; busy: boolean; onRevoke: (key: ApiKey) => void }) {
  return (
    <article aria-label={apiKey.name} className="flex flex-col gap-1 border-b border-gray-100 py-3 last:border-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-medium">
          {apiKey.name} <span className="font-mono text-sm text-gray-700">{apiKey.prefix}_…</span>
        </h4>
        {apiKey.revokedAt ? (
          <span className="text-sm text-gray-700">Revoked {dateTime(apiKey.revokedAt)}</span>
        ) : (
          <ConfirmAction
            trigger={
              <button type="button" disabled={busy} className="rounded-md border border-red-300 px-2 py-1 text-sm text-red-700">
                Revoke {apiKey.name}
              </button>
            }
            title={`Revoke ${apiKey.name}?`}
            description="Every call made with this key is refused from now on. This cannot be undone: make a new key if you need one again."
            confirmLabel="Revoke key"
            onConfirm={() => onRevoke(apiKey)}
          />
        )}
      </div>
      <p className="text-sm text-gray-700">{apiKey.scopes.map(scopeLabel).join(' · ')}</p>
      <p className="text-sm text-gray-700">
        {apiKey.ratePerMinute} calls a minute · created {dateTime(apiKey.createdAt)}
        {apiKey.createdBy ? ` by ${apiKey.createdBy}` : ''} ·{' '}
        {apiKey.lastUsedAt ? `last used ${dateTime(apiKey.lastUsedAt)}` : 'never used'}
      </p>
    </article>
  );
}
