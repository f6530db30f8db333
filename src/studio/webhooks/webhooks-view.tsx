/**
 * The studio's Webhooks (docs/back-office.md, "Webhooks"; decision 91): the store's endpoints with
 * their state and last delivery, a form to add or change one, the signing secret shown once after it
 * is made or rotated, test events, each endpoint's delivery log, and how a receiver checks a
 * signature. The focus follows the work: into the form when it opens, onto the secret when one is
 * shown, back to the endpoint (or the page's heading after a delete) when it is done.
 */
import { useCallback, useEffect, useState } from 'react';
import type { EndpointWithSecret, WebhookEndpoint, WebhooksApi } from '../../application/ports/owner-webhooks-api.port';
import { LoadProblem } from '../back-office/load-problem';
import { useOwnerLoad } from '../back-office/use-owner-load';
import { useFocusOn } from '../back-office/use-focus-on';
import { EndpointCard, endpointHeadingId } from './endpoint-card';
import { EndpointForm } from './endpoint-form';
import { SecretPanel, type ShownSecret } from './secret-panel';
import { useSwitchedOffEndpoints } from './switched-off-endpoints';
import { VerifyHelp } from './verify-help';

const HEADING = 'webhooks-heading';
const ADD_BUTTON = 'webhooks-add';

export default function WebhooksView({ api }: { api: WebhooksApi }) {
  const load = useCallback(() => api.endpoints(), [api]);
  const { state, reload } = useOwnerLoad(load);
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [said, setSaid] = useState('');
  const setFocusOn = useFocusOn(HEADING, [state, secret, editing]);
  const endpoints = state.status === 'ready' ? state.value : null;
  const { setCounts } = useSwitchedOffEndpoints();
  useEffect(() => {
    if (endpoints) setCounts(endpoints);
  }, [endpoints, setCounts]);

  const saved = ({ endpoint, secret: newSecret }: EndpointWithSecret) => {
    setEditing(null);
    reload();
    if (newSecret) {
      setSecret({ endpointID: endpoint.endpointID, url: endpoint.url, secret: newSecret, rotated: false });
      setFocusOn('webhook-secret-heading');
    } else {
      setSaid(`Endpoint ${endpoint.url} saved.`);
      setFocusOn(endpointHeadingId(endpoint.endpointID));
    }
  };
  const rotate = async (endpoint: WebhookEndpoint) => {
    const result = await api.rotateSecret(endpoint.endpointID);
    if (!result.ok) return setSaid(result.message);
    reload();
    setSecret({ endpointID: endpoint.endpointID, url: endpoint.url, secret: result.value.secret ?? '', rotated: true });
    setFocusOn('webhook-secret-heading');
  };
  const remove = async (endpoint: WebhookEndpoint) => {
    const result = await api.remove(endpoint.endpointID);
    if (!result.ok) return setSaid(result.message);
    if (secret?.endpointID === endpoint.endpointID) setSecret(null);
    setSaid(`Endpoint ${endpoint.url} deleted.`);
    reload();
    setFocusOn(HEADING);
  };
  const cancel = () => {
    const was = editing;
    setEditing(null);
    setFocusOn(was === 'new' || !was ? ADD_BUTTON : endpointHeadingId(was.endpointID));
  };

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6">
      <h2 id={HEADING} tabIndex={-1} className="text-xl font-semibold">
        Webhooks
      </h2>
      <p className="text-sm text-gray-700">
        Webhooks tell your other tools (an ERP, a warehouse, accounting) when orders, products and customers change: each event is sent to
        the endpoints that listen for it, signed with the endpoint&apos;s secret, and tried again when the receiver does not answer.
      </p>
      <p role="status" className="text-sm">
        {said}
      </p>
      {secret && (
        <SecretPanel
          shown={secret}
          onDone={() => {
            setFocusOn(endpointHeadingId(secret.endpointID));
            setSecret(null);
          }}
        />
      )}
      {!endpoints && <LoadProblem state={state} what="webhook endpoints" onRetry={reload} />}
      {endpoints && (
        <>
          {editing ? (
            <EndpointForm
              key={editing === 'new' ? 'new' : editing.endpointID}
              api={api}
              editing={editing === 'new' ? null : editing}
              onSaved={saved}
              onCancel={cancel}
            />
          ) : (
            <div>
              <button
                id={ADD_BUTTON}
                type="button"
                className="rounded-md bg-gray-900 px-3 py-1.5 text-sm text-white"
                onClick={() => setEditing('new')}
              >
                Add endpoint
              </button>
            </div>
          )}
          {endpoints.length === 0 ? (
            <p className="text-sm text-gray-600">No endpoints yet.</p>
          ) : (
            <ul aria-label="Endpoints" className="flex flex-col gap-3">
              {endpoints.map((endpoint) => (
                <EndpointCard
                  key={endpoint.endpointID}
                  api={api}
                  endpoint={endpoint}
                  onEdit={() => setEditing(endpoint)}
                  onRotate={() => rotate(endpoint)}
                  onDelete={() => remove(endpoint)}
                  onSay={setSaid}
                  onChanged={reload}
                />
              ))}
            </ul>
          )}
        </>
      )}
      <VerifyHelp />
    </main>
  );
}
