// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, Toaster } from '../../../src/ui/components/toaster';

describe('the toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => void vi.advanceTimersByTime(10_000));
    cleanup();
    vi.useRealTimers();
  });

  it('shows a toast in a polite live list, fades it for the last 400 ms, then removes it', () => {
    render(<Toaster />);
    act(() => void showToast('Added to wishlist', 'success'));
    const toast = screen.getByRole('listitem');
    expect(toast.textContent).toContain('Added to wishlist');
    expect(screen.getByRole('list').getAttribute('aria-live')).toBe('polite');
    act(() => void vi.advanceTimersByTime(3000));
    expect(toast.style.opacity).toBe('0');
    expect(toast.style.transitionDuration).toBe('400ms');
    act(() => void vi.advanceTimersByTime(399));
    expect(screen.queryByRole('listitem')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('its close button, named for the message, starts the leave', () => {
    render(<Toaster />);
    act(() => void showToast('Something went wrong', 'error'));
    fireEvent.click(screen.getByRole('button', { name: 'Close: Something went wrong' }));
    expect(screen.getByRole('listitem').style.opacity).toBe('0');
    act(() => void vi.advanceTimersByTime(400));
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('a toast under the pointer stays until the pointer leaves', () => {
    render(<Toaster />);
    act(() => void showToast('Saved', 'info'));
    fireEvent.pointerEnter(screen.getByRole('list'));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('listitem').style.opacity).toBe('1');
    fireEvent.pointerLeave(screen.getByRole('list'));
    act(() => void vi.advanceTimersByTime(3400));
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
