/**
 * Autosaves the draft shortly after the owner stops editing, one save at a time, with the revision
 * the server last confirmed (so a second tab's newer draft is never silently overwritten). A failed
 * save keeps the edit and retries; `flush` saves now (before publishing).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StudioApi } from '../../application/ports/studio-api.port';
import type { StudioDocument } from '../../domain/studio/theme-edits';

export type SaveState = { kind: 'saved'; at: string | null } | { kind: 'pending' } | { kind: 'saving' } | { kind: 'error'; message: string } | { kind: 'conflict'; message: string };

const QUIET_MS = 600;
const RETRY_MS = 3000;

export function useAutosave(api: StudioApi, doc: StudioDocument, initial: { revision: number; savedAt: string | null }) {
  const [state, setState] = useState<SaveState>({ kind: 'saved', at: initial.savedAt });
  const revision = useRef(initial.revision);
  const saved = useRef(doc);
  const latest = useRef(doc);
  const running = useRef<Promise<boolean> | null>(null);
  latest.current = doc;

  const saveNow = useCallback(async (): Promise<boolean> => {
    if (running.current) await running.current;
    const target = latest.current;
    if (target === saved.current) return true;
    setState({ kind: 'saving' });
    running.current = api.saveDraft(target, revision.current).then((result) => {
      if (result.ok) {
        revision.current = result.value.revision;
        saved.current = target;
        setState(latest.current === target ? { kind: 'saved', at: result.value.savedAt } : { kind: 'pending' });
        return true;
      }
      setState(result.status === 409 ? { kind: 'conflict', message: result.message } : { kind: 'error', message: result.message });
      return false;
    });
    const ok = await running.current;
    running.current = null;
    return ok;
  }, [api]);

  useEffect(() => {
    if (doc === saved.current) return;
    setState((current) => (current.kind === 'conflict' ? current : { kind: 'pending' }));
    const timer = setTimeout(() => {
      void saveNow().then((ok) => {
        if (!ok) setTimeout(() => void saveNow(), RETRY_MS);
      });
    }, QUIET_MS);
    return () => clearTimeout(timer);
  }, [doc, saveNow]);

  /** After a restore the server holds a new draft: adopt its revision and document as saved. */
  const adopt = useCallback((next: StudioDocument, nextRevision: number) => {
    revision.current = nextRevision;
    saved.current = next;
  }, []);

  return { state, flush: saveNow, adopt };
}
