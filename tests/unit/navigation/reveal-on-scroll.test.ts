/** Animate-on-scroll (spec section 9, threshold 0.5): when a section counts as in view. */
import { describe, expect, it } from 'vitest';
import { isRevealed } from '../../../src/domain/ui/reveal-on-scroll';
import { ANIMATE_ON_SCROLL_THRESHOLD, RIPPLE_MS } from '../../../src/ui/ui-constants';

describe('reveal on scroll', () => {
  it("uses the spec's threshold and ripple", () => {
    expect(ANIMATE_ON_SCROLL_THRESHOLD).toBe(0.5);
    expect(RIPPLE_MS).toBe(401);
  });

  it('comes in once half of the section is in view', () => {
    expect(isRevealed({ intersectionRatio: 0.49, visibleHeight: 196, viewportHeight: 800 }, 0.5)).toBe(false);
    expect(isRevealed({ intersectionRatio: 0.5, visibleHeight: 200, viewportHeight: 800 }, 0.5)).toBe(true);
  });

  it('comes in once a section too tall to be half in view fills half the screen', () => {
    // A 2,400 px product grid on an 800 px screen is at most a third in view.
    expect(isRevealed({ intersectionRatio: 0.2, visibleHeight: 480, viewportHeight: 800 }, 0.5)).toBe(true);
    expect(isRevealed({ intersectionRatio: 0.1, visibleHeight: 240, viewportHeight: 800 }, 0.5)).toBe(false);
  });
});
