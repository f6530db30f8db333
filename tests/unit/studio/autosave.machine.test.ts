/** The autosave machine on a bare actor: a fake draft store answering when told, virtual time. */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createAutosaveMachine, QUIET_MS, RETRY_MS } from '../../../src/application/studio/autosave.machine';
import type { StudioDocument } from '../../../src/domain/studio/theme-edits';

const docWith = (heading: string) => ({ settings: { heading }, sections: [] }) as unknown as StudioDocument;
const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(answers: Array<{ ok: true } | { ok: false; status: number }>) {
  const clock = new SimulatedClock();
  const sent: Array<{ heading: unknown; revision: number }> = [];
  let revision = 0;
  const machine = createAutosaveMachine({
    saveDraft: (doc, rev) => {
      sent.push({ heading: doc.settings.heading, revision: rev });
      const answer = answers.shift() ?? { ok: true };
      if (!answer.ok) return Promise.resolve({ ok: false, status: answer.status, message: `refused ${answer.status}` });
      revision += 1;
      return Promise.resolve({ ok: true, value: { revision, savedAt: `t${revision}` } });
    },
    getDraft: () => Promise.resolve({ ok: true, value: { revision: 40 } }),
  });
  const actor = createActor(machine, { clock, input: { doc: docWith('a'), revision: 0, savedAt: null } }).start();
  const settled: boolean[] = [];
  actor.on('settled', (event) => settled.push(event.ok));
  return { clock, actor, sent, settled, state: () => actor.getSnapshot().context.state };
}

describe('autosave machine', () => {
  it('waits for the owner to stop editing, then saves the latest document once', async () => {
    const h = harness([]);
    h.actor.send({ type: 'EDIT', doc: docWith('b') });
    h.clock.increment(QUIET_MS - 1);
    h.actor.send({ type: 'EDIT', doc: docWith('c') });
    expect(h.state()).toEqual({ kind: 'pending' });
    h.clock.increment(QUIET_MS - 1);
    expect(h.sent).toEqual([]);
    h.clock.increment(1);
    expect(h.state()).toEqual({ kind: 'saving' });
    await flushPromises();
    expect(h.sent).toEqual([{ heading: 'c', revision: 0 }]);
    expect(h.state()).toEqual({ kind: 'saved', at: 't1' });
  });

  it('an undo back to the saved document before the quiet time is over leaves nothing unsaved and saves nothing', async () => {
    const h = harness([]);
    const saved = h.actor.getSnapshot().context.latest;
    h.actor.send({ type: 'EDIT', doc: docWith('b') });
    expect(h.state()).toEqual({ kind: 'pending' });
    h.actor.send({ type: 'EDIT', doc: saved });
    expect(h.state()).toEqual({ kind: 'saved', at: null });
    h.clock.increment(QUIET_MS * 2);
    await flushPromises();
    expect(h.sent).toEqual([]);

    // After a save, the undo back to it shows that save's time again.
    const later = docWith('c');
    h.actor.send({ type: 'EDIT', doc: later });
    h.clock.increment(QUIET_MS);
    await flushPromises();
    h.actor.send({ type: 'EDIT', doc: docWith('d') });
    h.actor.send({ type: 'EDIT', doc: later });
    expect(h.state()).toEqual({ kind: 'saved', at: 't1' });
  });

  it('tries a failed timed save once more after a pause, but never a conflict', async () => {
    const h = harness([
      { ok: false, status: 503 },
      { ok: false, status: 503 },
    ]);
    h.actor.send({ type: 'EDIT', doc: docWith('b') });
    h.clock.increment(QUIET_MS);
    await flushPromises();
    expect(h.state()).toEqual({ kind: 'error', message: 'refused 503' });
    h.clock.increment(RETRY_MS);
    await flushPromises();
    h.clock.increment(RETRY_MS * 5);
    await flushPromises();
    expect(h.sent).toHaveLength(2);

    const c = harness([{ ok: false, status: 409 }]);
    c.actor.send({ type: 'EDIT', doc: docWith('b') });
    c.clock.increment(QUIET_MS);
    await flushPromises();
    c.clock.increment(RETRY_MS * 5);
    await flushPromises();
    expect(c.sent).toHaveLength(1);
    expect(c.state()).toEqual({ kind: 'conflict', message: 'refused 409' });
  });

  it('keeps mine after a conflict with the revision read from the server, and settles the ticket', async () => {
    const h = harness([{ ok: false, status: 409 }]);
    h.actor.send({ type: 'EDIT', doc: docWith('mine') });
    h.actor.send({ type: 'FLUSH' });
    await flushPromises();
    expect(h.settled).toEqual([false]);
    h.actor.send({ type: 'KEEP_MINE' });
    await flushPromises();
    expect(h.sent).toEqual([
      { heading: 'mine', revision: 0 },
      { heading: 'mine', revision: 40 },
    ]);
    expect(h.settled).toEqual([false, true]);
    expect(h.state().kind).toBe('saved');
  });

  it('a flush with nothing to save settles at once; an adopted draft is saved', () => {
    const h = harness([]);
    h.actor.send({ type: 'FLUSH' });
    expect(h.settled).toEqual([true]);
    const theirs = docWith('theirs');
    h.actor.send({ type: 'ADOPT', doc: theirs, revision: 7, savedAt: 'then' });
    h.actor.send({ type: 'EDIT', doc: theirs });
    h.clock.increment(QUIET_MS * 10);
    expect(h.sent).toEqual([]);
    expect(h.state()).toEqual({ kind: 'saved', at: 'then' });
  });
});

describe('autosave seam tickets', () => {
  it('a flush with nothing to save is settled as it is sent, covering the next ticket', () => {
    const h = harness([]);
    const ticket = h.actor.getSnapshot().context.asked + 1;
    const covered: number[] = [];
    h.actor.on('settled', (event) => covered.push(event.upTo));
    h.actor.send({ type: 'FLUSH' });
    expect(covered).toEqual([ticket]);
  });
});
