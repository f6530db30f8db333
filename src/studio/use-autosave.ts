/**
 * The React seam of the autosave machine (application/studio/autosave.machine.ts): the workspace
 * owns the actor, bound to the studio's API, tells it each edit, and hands the toolbar what it shows
 * (the save state) and what it asks (flush before publishing, keep mine, adopt a server draft).
 * `flush` and `keepMine` answer whether the save that covers them went through.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { StudioApi } from '../application/ports/studio-api.port';
import { createAutosaveMachine, type AutosaveEvent } from '../application/studio/autosave.machine';
import { saveStateOf } from '../application/studio/autosave.selectors';
import type { StudioDocument } from '../domain/studio/theme-edits';

export type { SaveState } from '../application/studio/autosave.machine';

export function useAutosave(api: StudioApi, doc: StudioDocument, initial: { revision: number; savedAt: string | null }) {
  // The API is the session's (it holds the owner's token); a new one starts a new actor.
  const machine = useMemo(() => createAutosaveMachine(api), [api]);
  const actor = useActorRef(machine, { input: { doc, revision: initial.revision, savedAt: initial.savedAt } });
  const state = useSelector(actor, saveStateOf);

  useEffect(() => actor.send({ type: 'EDIT', doc }), [actor, doc]);

  // Listening starts before the ask: with nothing to save, the ask is settled as it is sent.
  const waitFor = useCallback(
    (event: AutosaveEvent & { type: 'FLUSH' | 'KEEP_MINE' }) =>
      new Promise<boolean>((resolve) => {
        const ticket = actor.getSnapshot().context.asked + 1;
        const subscription = actor.on('settled', (settled) => {
          if (settled.upTo < ticket) return;
          subscription.unsubscribe();
          resolve(settled.ok);
        });
        actor.send(event);
      }),
    [actor],
  );

  const flush = useCallback(() => waitFor({ type: 'FLUSH' }), [waitFor]);
  const keepMine = useCallback(() => waitFor({ type: 'KEEP_MINE' }), [waitFor]);
  /** After a restore, or on taking the other tab's draft, the server holds that draft: adopt it as saved. */
  const adopt = useCallback(
    (next: StudioDocument, revision: number, savedAt: string | null = null) => actor.send({ type: 'ADOPT', doc: next, revision, savedAt }),
    [actor],
  );

  return { state, flush, adopt, keepMine };
}
