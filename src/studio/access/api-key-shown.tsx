/**
 * A new key's whole text, shown once: the store keeps only its hash, so the panel says so, offers a
 * copy button, and takes the focus when it appears so no one misses it.
 */
import { useState } from 'react';

export function ApiKeyShown({ name, secret, onDone }: { name: string; secret: string; onDone(): void }) {
  const [copied, setCopied] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('Key copied.');
    } catch {
      setCopied('Copying is not allowed here: select the key and copy it with Ctrl+C or ⌘C.');
    }
  };
  return (
    <section aria-labelledby="api-key-shown-heading" className="flex flex-col gap-2 rounded-lg border-2 border-amber-400 bg-amber-50 p-4">
      <h3 id="api-key-shown-heading" ref={(element) => element?.focus()} tabIndex={-1} className="font-semibold">
        New API key: {name}
      </h3>
      <p className="text-sm">
        <strong>Copy it now: you will not see it again.</strong> Your integration sends it as <code>Authorization: Bearer …</code>.
      </p>
      <label htmlFor="api-key-text" className="text-sm font-medium">
        API key
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id="api-key-text"
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded border border-gray-300 bg-white px-2 py-1 font-mono text-sm"
        />
        <button type="button" className="rounded-md border border-gray-400 bg-white px-3 py-1.5 text-sm" onClick={() => void copy()}>
          Copy key
        </button>
      </div>
      <p role="status" className="text-sm">
        {copied}
      </p>
      <div>
        <button type="button" className="rounded-md bg-gray-900 px-3 py-1.5 text-sm text-white" onClick={onDone}>
          I have stored the key
        </button>
      </div>
    </section>
  );
}
