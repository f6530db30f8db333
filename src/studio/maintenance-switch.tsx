/** The store's maintenance mode, asked first: open storefront tabs follow the change live. */
import { useState } from 'react';
import type { StudioApi } from '../application/ports/studio-api.port';
import { ConfirmAction } from './confirm-action';

export function MaintenanceSwitch({ api, initial }: { api: StudioApi; initial: boolean }) {
  const [on, setOn] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = async () => {
    setBusy(true);
    setError(null);
    const result = await api.setMaintenance(!on);
    setBusy(false);
    if (result.ok) setOn(result.value.isMaintenance);
    else setError(result.message);
  };
  return (
    <div className="flex items-center gap-2">
      <ConfirmAction
        trigger={
          <button
            type="button"
            role="switch"
            aria-checked={on}
            disabled={busy}
            className={`relative h-5 w-9 rounded-full transition ${on ? 'bg-amber-600' : 'bg-gray-300'}`}
          >
            <span className={`absolute top-0.5 h-4 w-4 rounded-full bg-white transition ${on ? 'left-4' : 'left-0.5'}`} />
            <span className="sr-only">Maintenance mode</span>
          </button>
        }
        title={on ? 'Reopen the store?' : 'Close the store for maintenance?'}
        description={
          on
            ? 'Shoppers can browse and buy again at once; open tabs leave the maintenance page.'
            : 'Every shopper sees the maintenance page at once, open tabs too, until you reopen it. Your own preview still works.'
        }
        confirmLabel={on ? 'Reopen the store' : 'Close the store'}
        onConfirm={toggle}
      />
      <span className="text-sm" aria-hidden="true">
        Maintenance
      </span>
      {error && (
        <span role="alert" className="text-xs text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}
