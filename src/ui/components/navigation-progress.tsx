/**
 * The top progress bar (spec section 9: 4 px, 2000 ms, throttle 200, hide delay 500, reset 400):
 * shown only when a navigation or a cart call lasts longer than the throttle, so fast ones never flash it.
 * When the work ends the bar fills, stays full for the hide delay, then fades out and is reset (taken
 * away, back to empty) after the reset delay.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { OVERLAY_LAYERS, PROGRESS_BAR } from '../ui-constants';

type Phase = 'idle' | 'running' | 'finishing' | 'hiding';

/** `saving`: a cart call is on its way (the cart reports it through the page frame). */
export function NavigationProgress({ saving }: { saving: boolean }) {
  const navigating = useNavigation().state !== 'idle';
  const busy = navigating || saving;
  // The name of what ran, kept while the bar finishes.
  const label = useRef('Loading page');
  if (busy) label.current = navigating ? 'Loading page' : 'Saving cart';
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase('running'), PROGRESS_BAR.throttleMs);
      return () => clearTimeout(timer);
    }
    if (phase !== 'running') return;
    setPhase('finishing');
    const hide = setTimeout(() => setPhase('hiding'), PROGRESS_BAR.hideDelayMs);
    const reset = setTimeout(() => setPhase('idle'), PROGRESS_BAR.hideDelayMs + PROGRESS_BAR.resetDelayMs);
    return () => {
      clearTimeout(hide);
      clearTimeout(reset);
    };
  }, [busy]); // eslint-disable-line react-hooks/exhaustive-deps -- phase is read, not tracked

  if (phase === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={label.current}
      className="fixed inset-x-0 top-0"
      style={{ height: PROGRESS_BAR.heightPx, zIndex: OVERLAY_LAYERS.tooltip }}
    >
      <div
        className="h-full bg-[var(--color-primary)]"
        style={{
          width: phase === 'running' ? '90%' : '100%',
          opacity: phase === 'hiding' ? 0 : 1,
          transition:
            phase === 'running'
              ? `width ${PROGRESS_BAR.durationMs}ms ease-out`
              : `width 200ms ease-out, opacity ${PROGRESS_BAR.resetDelayMs}ms ease`,
        }}
      />
    </div>
  );
}
