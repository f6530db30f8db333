/**
 * Autosaves the draft shortly after the owner stops editing, one save at a time, with the revision
 * the server last confirmed (so a second tab's newer draft is never silently overwritten). A failed
 * save keeps the edit and retries; a conflict waits for the owner's choice: `keepMine` saves this tab's
 * draft over the other one, or the workspace loads the other one and `adopt`s it. `flush` saves now
 * (before publishing).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StudioApi } from '../application/ports/studio-api.port';
import type { StudioDocument } from '../domain/studio/theme-edits';

export type SaveState = { kind: 'saved'; at: string | null } | { kind: 'pending' } | { kind: 'saving' } | { kind: 'error'; message: string } | { kind: 'conflict'; message: string };

const QUIET_MS = 600;
const RETRY_MS = 3000;

export function useAutosave(api: StudioApi, doc: StudioDocument, initial: { revision: number; savedAt: string | null }) {
  const [state, setState] = useState<SaveState>({ kind: 'saved', at: initial.savedAt });
  /** A conflict is not retried on its own: the same revision would be refused again. */
  const conflicted = useRef(false);
  const revision = useRef(initial.revision);
  /** The document the server holds as this tab's last save; null when a save is due whatever the document. */
  const saved = useRef<StudioDocument | null>(doc);
  const latest = useRef(doc);
  // Every save waits for the one before it, so each sends the revision the last one confirmed: two
  // saves in flight with one revision made the owner's own tab look like a conflicting one.
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));
  latest.current = doc;

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const target = latest.current;
    if (target === saved.current) return true;
    setState({ kind: 'saving' });
    try {
      const result = await api.saveDraft(target, revision.current);
      if (result.ok) {
        revision.current = result.value.revision;
        saved.current = target;
        setState(latest.current === target ? { kind: 'saved', at: result.value.savedAt } : { kind: 'pending' });
        return true;
      }
      conflicted.current = result.status === 409;
      setState(result.status === 409 ? { kind: 'conflict', message: result.message } : { kind: 'error', message: result.message });
    } catch (error) {
      setState({ kind: 'error', message: (error as Error).message });
    }
    return false;
  }, [api]);

  const saveNow = useCallback((): Promise<boolean> => {
    const next = queue.current.then(saveOnce, saveOnce);
    queue.current = next;
    return next;
  }, [saveOnce]);

  useEffect(() => {
    if (doc === saved.current) return;
    setState((current) => (current.kind === 'conflict' ? current : { kind: 'pending' }));
    const timer = setTimeout(() => {
      void saveNow().then((ok) => {
        if (!ok && !conflicted.current) setTimeout(() => void saveNow(), RETRY_MS);
      });
    }, QUIET_MS);
    return () => clearTimeout(timer);
  }, [doc, saveNow]);

  /** After a restore, or on taking the other tab's draft, the server holds that draft: adopt it as saved. */
  const adopt = useCallback((next: StudioDocument, nextRevision: number, savedAt: string | null = null) => {
    revision.current = nextRevision;
    saved.current = next;
    conflicted.current = false;
    setState({ kind: 'saved', at: savedAt });
  }, []);

  /** After a conflict: this tab's draft replaces the one saved elsewhere (read its revision, then save). */
  const keepMine = useCallback(async (): Promise<boolean> => {
    const current = await api.getDraft();
    if (!current.ok) {
      setState({ kind: 'conflict', message: current.message });
      return false;
    }
    revision.current = current.value.revision;
    conflicted.current = false;
    // Saved against the other draft: a save is due even if this tab's document has not changed since.
    saved.current = null;
    return saveNow();
  }, [api, saveNow]);

  return { state, flush: saveNow, adopt, keepMine };
}
