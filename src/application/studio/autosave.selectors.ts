/** Narrow reads of the autosave actor, so the toolbar re-renders only when what it shows changes. */
import type { SnapshotFrom } from 'xstate';
import type { autosaveMachine, SaveState } from './autosave.machine';

type AutosaveSnapshot = SnapshotFrom<typeof autosaveMachine>;

export const saveStateOf = (snapshot: AutosaveSnapshot): SaveState => snapshot.context.state;
