/**
 * Adding or changing a webhook endpoint: its address, the topics it hears and whether it is on. The
 * store API checks everything (an https address that is not private, at least one topic) and its
 * messages show beside their fields; the first field in error takes the focus.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { EndpointWithSecret, WebhookEndpoint, WebhooksApi } from '../../application/ports/owner-webhooks-api.port';
import { WEBHOOK_TOPICS } from '../../domain/webhooks/webhook-topics';
import { card } from '../back-office/card';
import { formErrorsOf, topicLabel } from './webhook-words';

const input = 'rounded-md border border-gray-300 px-2 py-1.5 text-sm';

interface Props {
  api: WebhooksApi;
  /** The endpoint changed; null to add one. */
  editing: WebhookEndpoint | null;
  onSaved(saved: EndpointWithSecret): void;
  onCancel(): void;
}

export function EndpointForm({ api, editing, onSaved, onCancel }: Props) {
  const [url, setUrl] = useState(editing?.url ?? '');
  const [topics, setTopics] = useState<string[]>(editing?.topics ?? []);
  const [enabled, setEnabled] = useState(editing?.enabled ?? true);
  const [errors, setErrors] = useState<ReturnType<typeof formErrorsOf>>({});
  const [busy, setBusy] = useState(false);
  const urlField = useRef<HTMLInputElement>(null);
  const firstTopic = useRef<HTMLInputElement>(null);
  useEffect(() => urlField.current?.focus(), []);

  const toggle = (topic: string, on: boolean) =>
    setTopics((current) => (on ? WEBHOOK_TOPICS.filter((t) => t === topic || current.includes(t)) : current.filter((t) => t !== topic)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await api.save({ ...(editing ? { endpointID: editing.endpointID } : {}), url: url.trim(), topics, enabled });
    setBusy(false);
    if (result.ok) return onSaved(result.value);
    const found = formErrorsOf(result.fields, result.message);
    setErrors(found);
    if (found.url) urlField.current?.focus();
    else if (found.topics) firstTopic.current?.focus();
  };
  const heading = editing ? 'Edit endpoint' : 'Add an endpoint';
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className={`${card} flex flex-col gap-3`}
      aria-labelledby="webhook-form-heading"
      noValidate
    >
      <h3 id="webhook-form-heading" className="font-semibold">
        {heading}
      </h3>
      <div className="flex flex-col gap-1">
        <label htmlFor="webhook-url" className="text-sm font-medium">
          Endpoint URL
        </label>
        <input
          id="webhook-url"
          ref={urlField}
          type="url"
          inputMode="url"
          autoComplete="off"
          className={input}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={errors.url ? 'webhook-url-error webhook-url-hint' : 'webhook-url-hint'}
        />
        <p id="webhook-url-hint" className="text-xs text-gray-600">
          An https address of your receiver on the public internet, answering with a 2xx status within 10 seconds.
        </p>
        {errors.url && (
          <p id="webhook-url-error" className="text-sm text-red-700">
            {errors.url}
          </p>
        )}
      </div>
      <fieldset className="flex flex-col gap-1" aria-describedby={errors.topics ? 'webhook-topics-error' : undefined}>
        <legend className="text-sm font-medium">Topics: what it is told of</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {WEBHOOK_TOPICS.map((topic, index) => (
            <label key={topic} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                ref={index === 0 ? firstTopic : undefined}
                checked={topics.includes(topic)}
                onChange={(e) => toggle(topic, e.target.checked)}
                aria-invalid={errors.topics ? true : undefined}
              />
              {topicLabel(topic)} <code className="text-xs text-gray-600">{topic}</code>
            </label>
          ))}
        </div>
        {errors.topics && (
          <p id="webhook-topics-error" className="text-sm text-red-700">
            {errors.topics}
          </p>
        )}
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        Enabled: events are sent to it
      </label>
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" disabled={busy} className="rounded-md bg-gray-900 px-3 py-1.5 text-sm text-white">
          {editing ? 'Save endpoint' : 'Add endpoint'}
        </button>
        <button type="button" className="rounded-md border border-gray-300 px-3 py-1.5 text-sm" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
