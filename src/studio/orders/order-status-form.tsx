/**
 * Moves the order on: only the statuses the domain's state machine allows from here are offered (the
 * store API checks again). Shipping asks for the tracking number and link; cancelling says what it does.
 */
import { useState, type FormEvent } from 'react';
import type { BackOfficeApi, OwnerOrder, OwnerOrderAnswer } from '../../application/ports/back-office-api.port';
import { card } from '../back-office/card';

const input = 'rounded-md border border-gray-300 px-2 py-1.5 text-sm';

export function OrderStatusForm({
  api,
  order,
  nextStatuses,
  onChanged,
}: {
  api: BackOfficeApi;
  order: OwnerOrder;
  nextStatuses: string[];
  onChanged: (answer: OwnerOrderAnswer) => void;
}) {
  const [status, setStatus] = useState(nextStatuses[0] ?? '');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<{ error: boolean; message: string; fields?: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState(false);
  const said = outcome && (
    <p role={outcome.error ? 'alert' : 'status'} className={`text-sm ${outcome.error ? 'text-red-700' : 'text-green-800'}`}>
      {outcome.message}
    </p>
  );
  if (nextStatuses.length === 0) {
    return (
      <section aria-labelledby="status-heading" className={card}>
        <h3 id="status-heading" className="font-semibold">
          Status
        </h3>
        <p className="text-sm text-gray-600">A {order.status} order cannot change any more.</p>
        {said}
      </section>
    );
  }
  const chosen = nextStatuses.includes(status) ? status : nextStatuses[0]!;
  const shipping = chosen === 'Shipped';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await api.setOrderStatus({
      orderID: order.orderID,
      status: chosen,
      note,
      trackingNumber: shipping ? trackingNumber : '',
      trackingUrl: shipping ? trackingUrl : '',
    });
    setBusy(false);
    if (!result.ok) return setOutcome({ error: true, message: result.message, ...(result.fields ? { fields: result.fields } : {}) });
    setOutcome({ error: false, message: `The order is ${result.value.order.status}; the customer was emailed.` });
    setNote('');
    setStatus(result.value.nextStatuses[0] ?? '');
    onChanged(result.value);
  };
  const fieldError = (field: string) => outcome?.fields?.[field] && <span className="text-xs text-red-700">{outcome.fields[field]}</span>;
  return (
    <section aria-labelledby="status-heading" className={card}>
      <h3 id="status-heading" className="mb-2 font-semibold">
        Status
      </h3>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm">
          New status
          <select className={input} value={chosen} onChange={(e) => setStatus(e.target.value)}>
            {nextStatuses.map((next) => (
              <option key={next} value={next}>
                {next}
              </option>
            ))}
          </select>
          {fieldError('Status')}
        </label>
        {chosen === 'Paid' && order.paymentMethod === 'bank_transfer' && (
          <p className="text-sm text-gray-700">Confirms that the bank transfer arrived.</p>
        )}
        {chosen === 'Cancelled' && <p className="text-sm text-red-800">Cancelling returns every item to stock and cannot be undone.</p>}
        {shipping && (
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="flex flex-col gap-1 text-sm">
              Tracking number
              <input className={input} value={trackingNumber} maxLength={64} onChange={(e) => setTrackingNumber(e.target.value)} />
              {fieldError('TrackingNumber')}
            </label>
            <label className="flex flex-col gap-1 text-sm">
              Tracking link
              <input
                type="url"
                className={input}
                value={trackingUrl}
                maxLength={500}
                placeholder="https://"
                onChange={(e) => setTrackingUrl(e.target.value)}
              />
              {fieldError('TrackingUrl')}
            </label>
          </div>
        )}
        <label className="flex flex-col gap-1 text-sm">
          Note for the timeline (optional)
          <textarea className={input} rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
          {fieldError('Note')}
        </label>
        <div className="flex items-center gap-3">
          <button
            type="submit"
            disabled={busy}
            className="rounded-md bg-gray-900 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-50"
          >
            Update status
          </button>
          {said}
        </div>
      </form>
    </section>
  );
}
