// @vitest-environment jsdom
/**
 * The live layer's staged mount: each stage mounts, and runs its mount effects, in a later browser
 * task than the one before, in order, and none is lost; nothing more mounts once it is unmounted.
 */
import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StagedMount } from '../../../src/ui/app/staged-mount';

function Probe({ name, log }: { name: string; log: string[] }) {
  useEffect(() => {
    log.push(name);
  }, [name, log]);
  return <p>{name}</p>;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('StagedMount', () => {
  it('mounts one stage per browser task, in order, until all are mounted', async () => {
    vi.useFakeTimers();
    const log: string[] = [];
    const view = render(
      <StagedMount
        stages={['cart', 'head', 'watchers'].map((name) => (
          <Probe key={name} name={name} log={log} />
        ))}
      />,
    );
    expect(log).toEqual(['cart']);
    expect(view.container.textContent).toBe('cart');
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(log).toEqual(['cart', 'head']);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(log).toEqual(['cart', 'head', 'watchers']);
    expect(view.container.textContent).toBe('cartheadwatchers');
    await act(() => vi.runAllTimersAsync());
    expect(log).toEqual(['cart', 'head', 'watchers']);
  });

  it('mounts nothing more once it is gone', async () => {
    vi.useFakeTimers();
    const log: string[] = [];
    const view = render(
      <StagedMount
        stages={['cart', 'head'].map((name) => (
          <Probe key={name} name={name} log={log} />
        ))}
      />,
    );
    view.unmount();
    await act(() => vi.runAllTimersAsync());
    expect(log).toEqual(['cart']);
  });
});
