/**
 * The studio's Settings page (docs/back-office.md "Store settings"): one form over the store's
 * settings, checked field by field by the domain's rules before it is sent and again by the store
 * API, whose refusals land beside the same fields. Saving applies at once to the live store (the
 * store API drops its caches and tells every instance) and adds a line to the history below.
 */
import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { SettingsHistoryEntry, StoreSettingsApi } from '../../application/ports/store-settings-api.port';
import type { OwnerStoreSettings } from '../../domain/store/store-settings';
import { LoadProblem } from '../back-office/load-problem';
import { useOwnerLoad } from '../back-office/use-owner-load';
import { HistorySection } from './history-section';
import { ScriptsSection } from './scripts-section';
import { changeOf, formOf, formProblems, type FieldErrors, type SettingsForm } from './settings-form';
import { AccessSection, ReturnsSection, SellingSection } from './store-section';

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date; count: number } | { kind: 'refused'; message: string };

function saveText(state: SaveState, dirty: boolean): string {
  switch (state.kind) {
    case 'saving':
      return 'Saving…';
    case 'refused':
      return state.message;
    case 'saved':
      if (dirty) return 'Unsaved changes';
      return state.count === 0 ? 'Nothing to save: no setting changed' : `Saved at ${state.at.toLocaleTimeString()}: live on the store now`;
    case 'idle':
      return dirty ? 'Unsaved changes' : 'No unsaved changes';
  }
}

export default function SettingsView({ api }: { api: StoreSettingsApi }) {
  const loadSettings = useCallback(() => api.settings(), [api]);
  const loadHistory = useCallback(() => api.history(), [api]);
  const settings = useOwnerLoad(loadSettings);
  const history = useOwnerLoad(loadHistory);
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-6">
      <h2 className="text-xl font-semibold">Store settings</h2>
      <LoadProblem state={settings.state} what="settings" onRetry={settings.reload} />
      {settings.state.status === 'ready' && (
        <SettingsEditor
          api={api}
          saved={settings.state.value}
          onSaved={(value, entry) => {
            settings.replace(value);
            if (entry && history.state.status === 'ready') history.replace([entry, ...history.state.value]);
            else if (entry) history.reload();
          }}
        />
      )}
      <LoadProblem state={history.state} what="settings history" onRetry={history.reload} />
      {history.state.status === 'ready' && <HistorySection entries={history.state.value} />}
    </main>
  );
}

function SettingsEditor({
  api,
  saved,
  onSaved,
}: {
  api: StoreSettingsApi;
  saved: OwnerStoreSettings;
  onSaved: (settings: OwnerStoreSettings, entry: SettingsHistoryEntry | null) => void;
}) {
  const [form, setForm] = useState<SettingsForm>(() => formOf(saved));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [baseline, setBaseline] = useState(() => JSON.stringify(formOf(saved)));
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = JSON.stringify(form) !== baseline;

  const update = useCallback((change: (f: SettingsForm) => SettingsForm) => {
    setForm((current) => change(current));
  }, []);

  /** Puts the keyboard on the first refused field, in the page's order. */
  const focusFirst = (fields: FieldErrors) =>
    requestAnimationFrame(() => {
      const inputs = formRef.current ? [...formRef.current.querySelectorAll<HTMLElement>('[name]')] : [];
      inputs.find((element) => fields[element.getAttribute('name') ?? ''])?.focus();
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = formProblems(form, saved);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setState({
        kind: 'refused',
        message: `Not saved: ${Object.keys(problems).length === 1 ? 'one field needs' : `${Object.keys(problems).length} fields need`} fixing`,
      });
      return focusFirst(problems);
    }
    setState({ kind: 'saving' });
    const result = await api.save(changeOf(form, saved));
    if (!result.ok) {
      const fields = result.fields ?? {};
      setErrors(fields);
      setState({ kind: 'refused', message: `Not saved: ${result.message}` });
      return focusFirst(fields);
    }
    const next = formOf(result.value.settings);
    setForm(next);
    setBaseline(JSON.stringify(next));
    setState({ kind: 'saved', at: new Date(), count: result.value.changes.length });
    onSaved(result.value.settings, result.value.entry);
  };

  const refused = state.kind === 'refused';
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label="Store settings" className="flex flex-col gap-4">
      <ScriptsSection form={form} errors={errors} pixelTokenSet={saved.pixelTokenSet} update={update} />
      <SellingSection form={form} errors={errors} update={update} />
      <ReturnsSection form={form} errors={errors} update={update} />
      <AccessSection form={form} errors={errors} passwordProtected={saved.passwordProtected} update={update} />
      <div className="sticky bottom-0 flex items-center gap-3 border-t border-gray-200 bg-gray-50 py-3">
        <button
          type="submit"
          disabled={state.kind === 'saving'}
          className="rounded-md bg-gray-900 px-4 py-1.5 text-sm font-medium text-white disabled:opacity-50"
        >
          Save settings
        </button>
        <button
          type="button"
          disabled={!dirty || state.kind === 'saving'}
          className="rounded-md border border-gray-300 px-3 py-1.5 text-sm disabled:opacity-50"
          onClick={() => {
            setForm(formOf(saved));
            setErrors({});
            setState({ kind: 'idle' });
          }}
        >
          Discard changes
        </button>
        <p role="status" data-testid="settings-save-status" className={`text-sm ${refused ? 'text-red-700' : 'text-gray-700'}`}>
          {saveText(state, dirty)}
        </p>
      </div>
    </form>
  );
}
