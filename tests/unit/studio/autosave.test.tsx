// @vitest-environment jsdom
/**
 * The studio's autosave against a fake API whose saves answer when the test says: saves never
 * overlap, each sends the revision the one before it confirmed, so edits made while a save is in
 * flight are saved after it without a false "changed elsewhere" conflict.
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioApi } from '../../../src/application/ports/studio-api.port';
import type { StudioDocument } from '../../../src/domain/studio/theme-edits';
import { useAutosave } from '../../../src/studio/use-autosave';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const docWith = (heading: string) => ({ settings: { heading }, sections: [] }) as unknown as StudioDocument;

/** A draft store that checks revisions as the server does, answering each save when released. */
function fakeDraftApi() {
  let serverRevision = 0;
  const pending: Array<() => void> = [];
  const sent: Array<{ heading: unknown; revision: number }> = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const saveDraft = vi.fn((themeData: StudioDocument, revision: number) => {
    sent.push({ heading: themeData.settings.heading, revision });
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    return new Promise((resolve) => {
      pending.push(() => {
        inFlight -= 1;
        if (revision !== serverRevision) {
          resolve({ ok: false, status: 409, message: 'The draft was changed elsewhere' });
          return;
        }
        serverRevision += 1;
        resolve({ ok: true, value: { revision: serverRevision, savedAt: new Date(0).toISOString() } });
      });
    });
  });
  const getDraft = vi.fn(async () => ({ ok: true, value: { revision: serverRevision } }));
  return {
    /** Another tab saves: the server's revision moves on. */
    savedElsewhere() {
      serverRevision += 1;
    },
    api: { saveDraft, getDraft } as unknown as StudioApi,
    sent,
    get mostInFlight() {
      return mostInFlight;
    },
    async answerNext() {
      await act(async () => {
        pending.shift()?.();
        await Promise.resolve();
      });
    },
    get waiting() {
      return pending.length;
    },
  };
}

describe('useAutosave', () => {
  it('saves an edit made during a save after it, with the revision that save confirmed', async () => {
    vi.useFakeTimers();
    const server = fakeDraftApi();
    const { result, rerender } = renderHook(({ doc }) => useAutosave(server.api, doc, { revision: 0, savedAt: null }), {
      initialProps: { doc: docWith('a') },
    });

    rerender({ doc: docWith('b') });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(700);
    });
    expect(server.sent).toEqual([{ heading: 'b', revision: 0 }]);

    // While that save is out: another edit settles, and the owner publishes (which flushes).
    rerender({ doc: docWith('c') });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(700);
    });
    let flushed: Promise<boolean> | undefined;
    act(() => {
      flushed = result.current.flush();
    });
    expect(server.sent).toHaveLength(1);

    await server.answerNext();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(server.sent).toEqual([
      { heading: 'b', revision: 0 },
      { heading: 'c', revision: 1 },
    ]);
    await server.answerNext();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });

    expect(await flushed).toBe(true);
    expect(server.mostInFlight).toBe(1);
    expect(server.sent).toHaveLength(2);
    expect(result.current.state).toEqual({ kind: 'saved', at: new Date(0).toISOString() });
  });

  it('still names a real conflict: a save the server refuses with 409', async () => {
    const server = fakeDraftApi();
    const { result, rerender } = renderHook(({ doc }) => useAutosave(server.api, doc, { revision: 5, savedAt: null }), {
      initialProps: { doc: docWith('a') },
    });
    rerender({ doc: docWith('b') });
    let saved: Promise<boolean> | undefined;
    act(() => {
      saved = result.current.flush();
    });
    await vi.waitFor(() => expect(server.waiting).toBe(1));
    await server.answerNext();
    expect(await saved).toBe(false);
    expect(result.current.state).toEqual({ kind: 'conflict', message: 'The draft was changed elsewhere' });
  });

  it("after a conflict, keeps this tab's draft on the owner's word: saved over the other with its revision", async () => {
    vi.useFakeTimers();
    const server = fakeDraftApi();
    const { result, rerender } = renderHook(({ doc }) => useAutosave(server.api, doc, { revision: 0, savedAt: null }), {
      initialProps: { doc: docWith('a') },
    });
    server.savedElsewhere();
    rerender({ doc: docWith('mine') });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(700);
    });
    await server.answerNext();
    expect(result.current.state.kind).toBe('conflict');
    // Not retried on its own: the same revision would be refused again.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(server.sent).toHaveLength(1);

    let kept: Promise<boolean> | undefined;
    act(() => {
      kept = result.current.keepMine();
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await server.answerNext();
    expect(await kept).toBe(true);
    expect(server.sent).toEqual([
      { heading: 'mine', revision: 0 },
      { heading: 'mine', revision: 1 },
    ]);
    expect(result.current.state.kind).toBe('saved');
  });

  it('adopts a draft loaded from the server as saved, with nothing left to save', async () => {
    vi.useFakeTimers();
    const server = fakeDraftApi();
    const theirs = docWith('theirs');
    const { result, rerender } = renderHook(({ doc }) => useAutosave(server.api, doc, { revision: 0, savedAt: null }), {
      initialProps: { doc: docWith('a') },
    });
    act(() => result.current.adopt(theirs, 7, '2026-11-24T10:00:00.000Z'));
    rerender({ doc: theirs });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(server.sent).toEqual([]);
    expect(result.current.state).toEqual({ kind: 'saved', at: '2026-11-24T10:00:00.000Z' });
  });
});
