/**
 * A new key's whole text, shown once: the store keeps only its hash, so the panel says so, offers a
 * copy button, and takes the focus when it appears so no one misses it.
 */
import { SecretToCopy } from '../secret-to-copy';

export function ApiKeyShown({ name, secret, onDone }: { name: string; secret: string; onDone(): void }) {
  return (
    <section aria-labelledby="api-key-shown-heading" className="flex flex-col gap-2 rounded-lg border-2 border-amber-400 bg-amber-50 p-4">
      <h3 id="api-key-shown-heading" ref={(element) => element?.focus()} tabIndex={-1} className="font-semibold">
        New API key: {name}
      </h3>
      <p className="text-sm">
        <strong>Copy it now: you will not see it again.</strong> Your integration sends it as <code>Authorization: Bearer …</code>.
      </p>
      <SecretToCopy id="api-key-text" label="API key" noun="key" secret={secret} onDone={onDone} />
    </section>
  );
}
