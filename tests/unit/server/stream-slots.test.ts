import { describe, expect, it } from 'vitest';
import { StreamSlots } from '../../../server/store-api/web/stream-slots';

describe('StreamSlots', () => {
  it('caps each client and the host, and a slot given back once frees one place only', () => {
    const slots = new StreamSlots({ perClient: 2, total: 3 });
    const a1 = slots.take('a')!;
    expect(slots.take('a')).not.toBeNull();
    expect(slots.take('a')).toBeNull();
    expect(slots.take('b')).not.toBeNull();
    expect(slots.take('c')).toBeNull();
    a1();
    a1();
    expect(slots.take('c')).not.toBeNull();
    expect(slots.take('d')).toBeNull();
  });
});
