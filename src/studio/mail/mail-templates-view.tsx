/**
 * The studio's Mail templates (docs/back-office.md, "Mail templates"; decision 108): pick one of the
 * store's customer mails, edit its subject and body in Liquid with the variables it may use listed
 * beside them, and see the HTML version (in a sandboxed frame that runs nothing) and the text version
 * as a customer would get them, with the store's name and currency and a sample order. Save, reset to
 * the default wording, or send a test to yourself. A template the store API refuses shows its message,
 * naming the line, under its field, and the focus goes there.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { MailPreview, MailTemplate, MailTemplatesApi } from '../../application/ports/owner-mail-templates-api.port';
import type { MailTemplateName } from '../../domain/mail/mail-templates';
import { card } from '../back-office/card';
import { LoadProblem } from '../back-office/load-problem';
import { useOwnerLoad } from '../back-office/use-owner-load';

const input = 'rounded-md border border-gray-300 px-2 py-1.5 text-sm';
const button = 'rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-gray-50 disabled:opacity-60';
const PREVIEW_DELAY_MS = 400;

type Errors = { subject?: string; body?: string; other?: string };

const errorsOf = (result: { message: string; fields?: Record<string, string> }): Errors => ({
  ...(result.fields?.Subject ? { subject: result.fields.Subject } : {}),
  ...(result.fields?.Body ? { body: result.fields.Body } : {}),
  ...(!result.fields?.Subject && !result.fields?.Body ? { other: result.message } : {}),
});

export default function MailTemplatesView({ api }: { api: MailTemplatesApi }) {
  const load = useCallback(() => api.templates(), [api]);
  const { state, reload } = useOwnerLoad(load);
  const [chosen, setChosen] = useState<MailTemplateName>('order-confirmation');
  const templates = state.status === 'ready' ? state.value : null;

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 sm:p-6">
      <h2 id="mail-templates-heading" tabIndex={-1} className="text-xl font-semibold">
        Mail templates
      </h2>
      <p className="text-sm text-gray-700">
        The mails your store sends its customers. Write each in plain text with Liquid variables such as <code>{'{{ order.code }}'}</code>:
        the HTML version is made from it, and what customers typed is always shown as text. A mail you never edit keeps its default wording.
      </p>
      {!templates ? (
        <LoadProblem state={state} what="mail templates" onRetry={reload} />
      ) : (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor="mail-template-choice" className="text-sm font-medium">
              Mail
            </label>
            <select
              id="mail-template-choice"
              className={`${input} max-w-md`}
              value={chosen}
              onChange={(event) => setChosen(event.target.value as MailTemplateName)}
            >
              {templates.map((template) => (
                <option key={template.name} value={template.name}>
                  {template.title}
                  {template.edited ? ' (edited)' : ''}
                </option>
              ))}
            </select>
          </div>
          <TemplateEditor key={chosen} api={api} name={chosen} onChanged={reload} />
        </>
      )}
    </main>
  );
}

type Described = { 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A labelled field with the store API's message for it (naming the line) under it, tied to it for screen readers. */
function TemplateField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: (described: Described) => ReactNode;
}) {
  const described: Described = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(described)}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function TemplateEditor({ api, name, onChanged }: { api: MailTemplatesApi; name: MailTemplateName; onChanged: () => void }) {
  const load = useCallback(() => api.template(name), [api, name]);
  const { state, reload, replace } = useOwnerLoad(load);
  const template = state.status === 'ready' ? state.value : null;
  if (!template) return <LoadProblem state={state} what="mail template" onRetry={reload} />;
  return (
    <TemplateForm
      key={`${template.name}-${template.updatedAt ?? 'default'}`}
      api={api}
      template={template}
      onSaved={(saved) => {
        replace(saved);
        onChanged();
      }}
    />
  );
}

function TemplateForm({
  api,
  template,
  onSaved,
}: {
  api: MailTemplatesApi;
  template: MailTemplate;
  onSaved: (saved: MailTemplate) => void;
}) {
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [errors, setErrors] = useState<Errors>({});
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<MailPreview | null>(null);
  const subjectField = useRef<HTMLInputElement>(null);
  const bodyField = useRef<HTMLTextAreaElement>(null);
  const draft = { name: template.name, subject, body };

  // The preview follows the typing, a moment after it stops; a newer preview wins over a slower older one.
  useEffect(() => {
    let live = true;
    const timer = window.setTimeout(() => {
      void api.preview({ name: template.name, subject, body }).then((result) => {
        if (!live) return;
        if (result.ok) {
          setPreview(result.value);
          setErrors({});
        } else setErrors(errorsOf(result));
      });
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [api, template.name, subject, body]);

  const showProblem = (result: { message: string; fields?: Record<string, string> }) => {
    const found = errorsOf(result);
    setErrors(found);
    setSaid('');
    if (found.subject) subjectField.current?.focus();
    else if (found.body) bodyField.current?.focus();
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await api.save(draft);
    setBusy(false);
    if (!result.ok) return showProblem(result);
    onSaved(result.value);
  };
  const reset = async () => {
    setBusy(true);
    const result = await api.reset(template.name);
    setBusy(false);
    if (!result.ok) return setSaid(result.message);
    onSaved(result.value);
  };
  const sendTest = async () => {
    setBusy(true);
    const result = await api.sendTest(template.name);
    setBusy(false);
    setSaid(result.ok ? `A test of the saved “${template.title}” is on its way to ${result.value}.` : result.message);
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <form onSubmit={(event) => void save(event)} className={`${card} flex flex-col gap-3`} aria-labelledby="mail-form-heading" noValidate>
        <h3 id="mail-form-heading" className="font-semibold">
          {template.title}
        </h3>
        <p className="text-sm text-gray-700">
          {template.sentWhen}. {template.edited ? 'Your own wording is sent.' : 'The default wording is sent.'}
        </p>
        <TemplateField id="mail-subject" label="Subject" error={errors.subject}>
          {(described) => (
            <input
              id="mail-subject"
              ref={subjectField}
              className={input}
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
              {...described}
            />
          )}
        </TemplateField>
        <TemplateField id="mail-body" label="Body" error={errors.body}>
          {(described) => (
            <textarea
              id="mail-body"
              ref={bodyField}
              rows={14}
              className={`${input} font-mono`}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              {...described}
            />
          )}
        </TemplateField>
        {errors.other && (
          <p role="alert" className="text-sm text-red-700">
            {errors.other}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            disabled={busy}
            className="rounded-md bg-gray-900 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-60"
          >
            Save
          </button>
          <button type="button" disabled={busy || !template.edited} onClick={() => void reset()} className={button}>
            Reset to default
          </button>
          <button type="button" disabled={busy} onClick={() => void sendTest()} className={button}>
            Send a test to me
          </button>
        </div>
        <p role="status" className="text-sm">
          {said}
        </p>
        <section aria-labelledby="mail-variables-heading" className="flex flex-col gap-1">
          <h4 id="mail-variables-heading" className="text-sm font-semibold">
            Variables of this mail
          </h4>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {template.variables.map((variable) => (
              <div key={variable.path} className="contents">
                <dt>
                  <code>{`{{ ${variable.path} }}`}</code>
                </dt>
                <dd className="text-gray-700">
                  {variable.description}
                  {variable.fields ? ` (each has ${variable.fields.join(', ')})` : ''}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </form>
      <section aria-labelledby="mail-preview-heading" className={`${card} flex flex-col gap-3`}>
        <h3 id="mail-preview-heading" className="font-semibold">
          Preview
        </h3>
        {preview ? (
          <>
            <p className="text-sm">
              <span className="font-medium">Subject: </span>
              <span data-testid="mail-preview-subject">{preview.subject}</span>
            </p>
            {/* sandbox with no permissions: the mail's HTML cannot run scripts, submit forms or reach the studio. */}
            <iframe
              title="HTML version"
              sandbox=""
              srcDoc={preview.html}
              className="h-96 w-full rounded-md border border-gray-200 bg-white"
            />
            <h4 className="text-sm font-semibold">Text version</h4>
            <pre aria-label="Text version" className="max-h-96 overflow-auto whitespace-pre-wrap rounded-md bg-gray-50 p-3 text-sm">
              {preview.text}
            </pre>
          </>
        ) : (
          <p role="status" className="text-sm text-gray-600">
            Making the preview…
          </p>
        )}
      </section>
    </div>
  );
}
