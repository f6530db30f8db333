import { describe, expect, it } from 'vitest';
import { orderIdOf, viewOf } from '../../../src/studio/use-studio-view';

describe('the studio page a hash opens', () => {
  it('names the editor, analytics, orders (list or one order) and customers', () => {
    expect(viewOf('')).toBe('editor');
    expect(viewOf('#analytics')).toBe('analytics');
    expect(viewOf('#orders')).toBe('orders');
    expect(viewOf('#orders/42')).toBe('orders');
    expect(viewOf('#customers')).toBe('customers');
    expect(viewOf('#nothing')).toBe('editor');
  });

  it('reads an order id only from #orders/<digits>', () => {
    expect(orderIdOf('#orders/42')).toBe(42);
    expect(orderIdOf('#orders')).toBeNull();
    expect(orderIdOf('#orders/4x')).toBeNull();
    expect(orderIdOf('#orders/12345678901')).toBeNull();
  });
});
