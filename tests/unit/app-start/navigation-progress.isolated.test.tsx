// @vitest-environment jsdom
/**
 * The top progress bar's timing (spec section 9): nothing for work shorter than the 200 ms
 * throttle; when the work ends the bar is full for the 500 ms hide delay, then fades and is gone
 * after the 400 ms reset delay.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('react-router', () => ({ useNavigation: () => ({ state: 'idle' }) }));
const { NavigationProgress } = await import('../../../src/ui/components/navigation-progress');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const bar = () => screen.queryByRole('progressbar');
const fill = () => bar()!.firstElementChild as HTMLElement;
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('the progress bar', () => {
  it('never shows for work shorter than the throttle', () => {
    const { rerender } = render(<NavigationProgress saving />);
    advance(150);
    rerender(<NavigationProgress saving={false} />);
    advance(1000);
    expect(bar()).toBeNull();
  });

  it('stays full for the hide delay, then fades, and is reset after the reset delay', () => {
    const { rerender } = render(<NavigationProgress saving />);
    advance(200);
    expect(bar()).not.toBeNull();
    expect(bar()!.getAttribute('aria-label')).toBe('Saving cart');
    rerender(<NavigationProgress saving={false} />);
    expect(fill().style.width).toBe('100%');
    advance(499);
    expect(fill().style.opacity).toBe('1');
    advance(1);
    expect(fill().style.opacity).toBe('0');
    advance(399);
    expect(bar()).not.toBeNull();
    advance(1);
    expect(bar()).toBeNull();
  });
});
