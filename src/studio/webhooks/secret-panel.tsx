/**
 * The signing secret, shown once: right after an endpoint is added or its secret rotated. The store
 * never answers it again, so the panel says so, offers a copy button, and takes the focus when it
 * appears so no one misses it.
 */
import { SecretToCopy } from '../secret-to-copy';

export interface ShownSecret {
  endpointID: number;
  url: string;
  secret: string;
  rotated: boolean;
}

export function SecretPanel({ shown, onDone }: { shown: ShownSecret; onDone(): void }) {
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
      <SecretToCopy id="webhook-secret" label="Signing secret" noun="secret" secret={shown.secret} onDone={onDone} />
    </section>
  );
}
