import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { record, redo, seal, startHistory, undo } from '../../../src/domain/studio/edit-history';

type Step = { kind: 'edit'; value: number; key: string | null } | { kind: 'seal' } | { kind: 'undo' } | { kind: 'redo' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('edit' as const), value: fc.integer(), key: fc.constantFrom(null, 'colour', 'size') }),
  fc.constant({ kind: 'seal' as const }),
  fc.constant({ kind: 'undo' as const }),
  fc.constant({ kind: 'redo' as const }),
);

describe('studio undo history', () => {
  test.prop([fc.array(fc.integer(), { minLength: 1, maxLength: 40 })])(
    'a drag (edits with one key) is one undo step back to where it started',
    (values) => {
      let history = record(startHistory(-1), 0);
      for (const value of values) history = record(history, value + 1_000_000, 'colour');
      history = seal(history);
      expect(undo(history).present).toBe(0);
      expect(redo(undo(history)).present).toBe(history.present);
    },
  );

  test.prop([fc.array(step, { maxLength: 60 })])(
    'undoing everything returns to the start, redoing everything returns to the latest edit',
    (steps) => {
      let history = startHistory(0);
      for (const s of steps) {
        if (s.kind === 'edit') history = record(history, s.value, s.key);
        else if (s.kind === 'seal') history = seal(history);
        else history = s.kind === 'undo' ? undo(history) : redo(history);
      }
      let tip = history;
      while (tip.future.length > 0) tip = redo(tip);
      let back = history;
      while (back.past.length > 0) back = undo(back);
      expect(back.present).toBe(0);
      let forward = back;
      while (forward.future.length > 0) forward = redo(forward);
      expect(forward.present).toBe(tip.present);
    },
  );

  test.prop([fc.integer(), fc.integer({ min: 1 })])('a new edit after an undo drops the redo branch', (a, b) => {
    const history = record(undo(record(startHistory(0), a)), b);
    expect(history.future).toEqual([]);
  });
});
