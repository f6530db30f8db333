/**
 * One endpoint's delivery log, newest first: when, what, the receiver's status code, the attempts and
 * the outcome, with Send again on each (the same event and webhook-id, fresh attempts). While a
 * delivery is on its way the log asks again every few seconds, so the owner sees it land.
 */
import { useCallback, useEffect, useState } from 'react';
import type { WebhookDelivery, WebhooksApi } from '../../application/ports/owner-webhooks-api.port';
import { dateTime } from '../back-office/dates';
import { LoadProblem } from '../back-office/load-problem';
import { useOwnerLoad } from '../back-office/use-owner-load';
import { deliveryOutcome, topicLabel } from './webhook-words';

const POLL_MS = 3000;

interface Props {
  api: WebhooksApi;
  endpointID: number;
  url: string;
  onChanged(): void;
}

/** Its parent gives it a new `key` when something was queued for the endpoint (a test event): the log reads again. */
export function DeliveryLog({ api, endpointID, url, onChanged }: Props) {
  const load = useCallback(() => api.deliveries(endpointID), [api, endpointID]);
  const { state, reload, replace } = useOwnerLoad(load);
  const [said, setSaid] = useState('');
  const deliveries = state.status === 'ready' ? state.value : null;
  const waiting = deliveries?.some((delivery) => delivery.state === 'pending') ?? false;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, deliveries, reload]);
  // Each reading of the log may hold a newer outcome than the endpoint's "Last delivery": it reads again too.
  useEffect(() => {
    if (deliveries) onChanged();
  }, [deliveries, onChanged]);
  const again = async (delivery: WebhookDelivery) => {
    const result = await api.resend(delivery.deliveryID);
    if (!result.ok) return setSaid(result.message);
    setSaid(`${topicLabel(delivery.topic)} sent again.`);
    if (deliveries) replace(deliveries.map((each) => (each.deliveryID === result.value.deliveryID ? result.value : each)));
  };
  const captionId = `webhook-log-${endpointID}`;
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="text-sm">
        {said}
      </p>
      {!deliveries && <LoadProblem state={state} what="delivery log" onRetry={reload} />}
      {deliveries && deliveries.length === 0 && <p className="text-sm text-gray-600">No deliveries yet. Send a test event to try it.</p>}
      {deliveries && deliveries.length > 0 && (
        // Positioned, so the table's screen-reader-only cells stay inside its scrolling too.
        <div role="region" aria-labelledby={captionId} tabIndex={0} className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption id={captionId} className="sr-only">
              Delivery log of {url}
            </caption>
            <thead>
              <tr className="border-b border-gray-200">
                <th scope="col">Time</th>
                <th scope="col">Topic</th>
                <th scope="col">Status code</th>
                <th scope="col">Attempts</th>
                <th scope="col">Outcome</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {deliveries.map((delivery) => (
                <tr key={delivery.deliveryID}>
                  <td className="whitespace-nowrap py-2 pr-2">{dateTime(delivery.lastAttemptAt ?? delivery.createdAt)}</td>
                  <td className="pr-2">{topicLabel(delivery.topic)}</td>
                  <td className="pr-2 tabular-nums">{delivery.lastStatus ?? '–'}</td>
                  <td className="pr-2 tabular-nums">{delivery.attempts}</td>
                  <td className="pr-2">
                    {deliveryOutcome(delivery)}
                    {delivery.nextRetryAt && <span className="block text-xs text-gray-600">next try {dateTime(delivery.nextRetryAt)}</span>}
                    {delivery.state !== 'delivered' && delivery.lastResponse && (
                      <span className="block max-w-xs break-words text-xs text-gray-600">{delivery.lastResponse}</span>
                    )}
                  </td>
                  <td className="py-2">
                    <button
                      type="button"
                      className="whitespace-nowrap rounded border border-gray-300 px-2 py-1"
                      onClick={() => void again(delivery)}
                    >
                      Send again
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
