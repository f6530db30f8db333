/**
 * The studio's API keys (decision 99): keys for the store's integrations, each with its scopes and
 * allowance, shown once when made, revocable; a revoked key is refused on its next call. Replaces the
 * deployment's shared OWNER_API_TOKEN for integrations.
 */
import { useCallback, useState } from 'react';
import type { AccessApi, ApiKey, ApiKeyDraft } from '../../application/ports/owner-access-api.port';
import { card } from '../back-office/card';
import { LoadProblem } from '../back-office/load-problem';
import { useOwnerLoad } from '../back-office/use-owner-load';
import { useHeadingFocus } from '../products/heading-focus';
import { ApiKeyForm } from './api-key-form';
import { ApiKeyRow } from './api-key-row';
import { ApiKeyShown } from './api-key-shown';

type Notice = { tone: 'done' | 'refused'; text: string } | null;

export default function ApiKeysView({ api }: { api: AccessApi }) {
  const load = useCallback(() => api.apiKeys(), [api]);
  const { state, reload } = useOwnerLoad(load);
  const focusHeading = useHeadingFocus();
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<{ name: string; secret: string } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  // The form starts afresh after each key made.
  const [formRound, setFormRound] = useState(0);

  const create = async (draft: ApiKeyDraft) => {
    setBusy(true);
    const result = await api.createApiKey(draft);
    setBusy(false);
    if (!result.ok) {
      setFields(result.fields ?? {});
      setNotice({ tone: 'refused', text: result.message });
      return;
    }
    setFields({});
    setNotice(null);
    setShown({ name: result.value.key.name, secret: result.value.secret });
    setFormRound((round) => round + 1);
    reload();
  };
  const revoke = async (key: ApiKey) => {
    setBusy(true);
    const result = await api.revokeApiKey(key.apiKeyID);
    setBusy(false);
    setNotice(result.ok ? { tone: 'done', text: `Revoked ${key.name}` } : { tone: 'refused', text: result.message });
    reload();
  };

  const answer = state.status === 'ready' ? state.value : null;
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 ref={focusHeading} tabIndex={-1} className="text-xl font-semibold">
          API keys
        </h2>
        <p role={notice?.tone === 'refused' ? 'alert' : 'status'} className={`text-sm ${notice?.tone === 'refused' ? 'text-red-700' : ''}`}>
          {notice?.text}
        </p>
      </div>
      <p className="text-sm text-gray-700">
        Keys let your own software (an ERP, a warehouse, a script) make this store&apos;s owner calls. Each key may do only what its scopes
        allow, within its calls a minute; every call it makes is in Activity. Send it as <code>Authorization: Bearer wx_live_…</code>.
      </p>
      {shown && <ApiKeyShown name={shown.name} secret={shown.secret} onDone={() => setShown(null)} />}
      <div className={card}>
        {answer && (
          <ApiKeyForm key={formRound} scopes={answer.scopes} busy={busy} fields={fields} onCreate={(draft) => void create(draft)} />
        )}
      </div>
      <section aria-labelledby="keys-heading" className={card}>
        <h3 id="keys-heading" className="font-semibold">
          This store&apos;s keys
        </h3>
        <LoadProblem state={state} what="API keys" onRetry={reload} />
        {answer && answer.keys.length === 0 && <p className="text-sm text-gray-700">No key yet.</p>}
        {answer?.keys.map((key) => (
          <ApiKeyRow key={key.apiKeyID} apiKey={key} busy={busy} onRevoke={(k) => void revoke(k)} />
        ))}
      </section>
    </main>
  );
}
