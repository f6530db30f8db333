/**
 * The signing secret, shown once: right after an endpoint is added or its secret rotated. The store
 * never answers it again, so the panel says so, offers a copy button, and takes the focus when it
 * appears so no one misses it.
 */
import { useState } from 'react';

export interface ShownSecret {
  endpointID: number;
  url: string;
  secret: string;
  rotated: boolean;
}

export function SecretPanel({ shown, onDone }: { shown: ShownSecret; onDone(): void }) {
  const [copied, setCopied] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown.secret);
      setCopied('Secret copied.');
    } catch {
      setCopied('Copying is not allowed here: select the secret and copy it with Ctrl+C or ⌘C.');
    }
  };
  return (
    <section aria-labelledby="webhook-secret-heading" className="flex flex-col gap-2 rounded-lg border-2 border-amber-400 bg-amber-50 p-4">
      <h3 id="webhook-secret-heading" tabIndex={-1} className="font-semibold">
        {shown.rotated ? 'New signing secret' : 'Signing secret'} for <span className="break-all font-mono">{shown.url}</span>
      </h3>
      <p className="text-sm">
        <strong>Copy it now: you will not see it again.</strong> Put it in your receiver&apos;s settings, where it checks that each delivery
        came from this store.
      </p>
      {shown.rotated && (
        <p className="text-sm">
          The old secret keeps signing deliveries beside this one for 24 hours, so your receiver can switch to the new one without missing a
          delivery.
        </p>
      )}
      <label htmlFor="webhook-secret" className="text-sm font-medium">
        Signing secret
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id="webhook-secret"
          readOnly
          value={shown.secret}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded border border-gray-300 bg-white px-2 py-1 font-mono text-sm"
        />
        <button type="button" className="rounded-md border border-gray-400 bg-white px-3 py-1.5 text-sm" onClick={() => void copy()}>
          Copy secret
        </button>
      </div>
      <p role="status" className="text-sm">
        {copied}
      </p>
      <div>
        <button type="button" className="rounded-md bg-gray-900 px-3 py-1.5 text-sm text-white" onClick={onDone}>
          I have stored the secret
        </button>
      </div>
    </section>
  );
}
