/**
 * One webhook endpoint: its address, state, topics and last delivery, what to do when the platform
 * switched it off, and its actions: edit, send a test event, rotate the secret and delete (both asked
 * first), and its delivery log, shown under it.
 */
import { useState } from 'react';
import type { WebhookEndpoint, WebhooksApi } from '../../application/ports/owner-webhooks-api.port';
import { card } from '../back-office/card';
import { dateTime } from '../back-office/dates';
import { StatusBadge } from '../back-office/status-badge';
import { ConfirmAction } from '../confirm-action';
import { DeliveryLog } from './delivery-log';
import { deliveryOutcome, endpointState, switchOffWhy, topicLabel } from './webhook-words';

const button = 'rounded-md border border-gray-300 px-2 py-1 text-sm';

export const endpointHeadingId = (endpointID: number) => `webhook-endpoint-${endpointID}`;

interface Props {
  api: WebhooksApi;
  endpoint: WebhookEndpoint;
  onEdit(): void;
  onRotate(): Promise<void>;
  onDelete(): Promise<void>;
  /** Something the owner should hear (a test event queued, a call refused). */
  onSay(message: string): void;
  onChanged(): void;
}

export function EndpointCard({ api, endpoint, onEdit, onRotate, onDelete, onSay, onChanged }: Props) {
  const [logOpen, setLogOpen] = useState(false);
  const [logRound, setLogRound] = useState(0);
  const state = endpointState(endpoint);
  const headingId = endpointHeadingId(endpoint.endpointID);
  const logId = `${headingId}-log`;
  const last = endpoint.lastDelivery;
  const test = async () => {
    const result = await api.sendTest(endpoint.endpointID);
    if (!result.ok) return onSay(result.message);
    onSay(`Test event queued for ${endpoint.url}: its outcome shows in the delivery log.`);
    setLogOpen(true);
    setLogRound((n) => n + 1);
  };
  return (
    <li>
      <article aria-labelledby={headingId} className={`${card} flex flex-col gap-2`}>
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} tabIndex={-1} className="break-all font-mono text-sm font-semibold">
            {endpoint.url}
          </h3>
          <StatusBadge label={state} />
        </div>
        {state === 'Switched off' && (
          <div className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            <p>
              <strong>Switched off by the store platform:</strong> {switchOffWhy(endpoint.disabledReason ?? '')}. No events are sent to it
              while it is off.
            </p>
            <p>
              To switch it back on, make sure the receiver answers with a 2xx status, then choose Edit, tick Enabled and save. Send a test
              event to check it; failed deliveries can be sent again from the log.
            </p>
          </div>
        )}
        {state === 'Paused' && <p className="text-sm text-gray-700">Paused: no events are sent to it until you enable it again.</p>}
        <p className="text-sm">
          <span className="font-medium">Topics:</span> {endpoint.topics.map(topicLabel).join(', ')}
        </p>
        <p className="text-sm">
          <span className="font-medium">Last delivery:</span>{' '}
          {last
            ? `${deliveryOutcome({ state: last.state, attempts: 0, nextRetryAt: null })}${last.lastStatus ? ` (${last.lastStatus})` : ''}, ${dateTime(last.at)}`
            : 'none yet'}
        </p>
        {endpoint.previousSecretUntil && (
          <p className="text-sm text-gray-700">The previous secret also signs deliveries until {dateTime(endpoint.previousSecretUntil)}.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="button" className={button} onClick={onEdit}>
            Edit
          </button>
          <button type="button" className={button} onClick={() => void test()}>
            Send test event
          </button>
          <ConfirmAction
            trigger={
              <button type="button" className={button}>
                Rotate secret
              </button>
            }
            title="Rotate the signing secret?"
            description="You get a new secret, shown once. The old one keeps signing deliveries beside it for 24 hours, so you have a day to put the new one in your receiver."
            confirmLabel="Rotate secret"
            onConfirm={onRotate}
          />
          <ConfirmAction
            trigger={
              <button type="button" className={`${button} text-red-800`}>
                Delete
              </button>
            }
            title="Delete this endpoint?"
            description={`${endpoint.url} gets no more events, and its delivery log is deleted with it. This cannot be undone.`}
            confirmLabel="Delete endpoint"
            onConfirm={onDelete}
          />
          <button
            type="button"
            className={button}
            aria-expanded={logOpen}
            aria-controls={logId}
            onClick={() => setLogOpen((open) => !open)}
          >
            Delivery log
          </button>
        </div>
        <div id={logId} hidden={!logOpen}>
          {logOpen && <DeliveryLog key={logRound} api={api} endpointID={endpoint.endpointID} url={endpoint.url} onChanged={onChanged} />}
        </div>
      </article>
    </li>
  );
}
