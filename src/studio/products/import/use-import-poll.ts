/**
 * One import as the store has it, asked again every second while its job works (checking, importing,
 * or pictures still being fetched), so the page follows its progress; a failed ask keeps what was
 * shown and asks again.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CatalogueImport, CatalogueImportApi, PictureProblem } from '../../../application/ports/owner-catalogue-import-api.port';

export const POLL_MS = 1000;

export interface LoadedImport {
  import: CatalogueImport;
  pictureProblems: PictureProblem[];
}

/** Whether the store is still working on the import, so what it shows will change. */
export const isWorking = (imp: CatalogueImport) =>
  imp.state === 'checking' || imp.state === 'importing' || (imp.state === 'done' && imp.pictures.pending > 0);

export function useImportPoll(api: CatalogueImportApi, importID: number) {
  const [loaded, setLoaded] = useState<LoadedImport | null>(null);
  const [problem, setProblem] = useState('');
  const [round, setRound] = useState(0);
  // Counts answers, so each one schedules the next ask even when it says the same as the last.
  const [answers, setAnswers] = useState(0);
  useEffect(() => {
    let live = true;
    void api.catalogueImport(importID).then((result) => {
      if (!live) return;
      if (result.ok) setLoaded(result.value);
      setProblem(result.ok ? '' : result.message);
      setAnswers((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [api, importID, round]);
  const working = loaded !== null && isWorking(loaded.import);
  useEffect(() => {
    if (answers === 0 || !working) return;
    const timer = setTimeout(() => setRound((n) => n + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [answers, working]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  /** The import a start or a cancel answered, shown at once and followed from there. */
  const replace = useCallback((imp: CatalogueImport) => {
    setLoaded((current) => (current ? { ...current, import: imp } : current));
    setAnswers((n) => n + 1);
  }, []);
  return { loaded, problem, reload, replace };
}
