/**
 * The ripple of a pressed button (spec section 9, about 401 ms): a circle grows from where the
 * shopper pressed and fades. One listener for every theme button (.btn); none with
 * prefers-reduced-motion. The button is clipped only while its ripple runs, so nothing that
 * overflows it (a badge) is cut off afterwards.
 */
import { useEffect } from 'react';
import { RIPPLE_MS } from '../ui-constants';

function ripple(button: HTMLElement, event: PointerEvent) {
  const box = button.getBoundingClientRect();
  const size = Math.max(box.width, box.height) * 2;
  const circle = document.createElement('span');
  circle.className = 'ripple';
  circle.setAttribute('aria-hidden', 'true');
  Object.assign(circle.style, {
    width: `${size}px`,
    height: `${size}px`,
    left: `${event.clientX - box.left - size / 2}px`,
    top: `${event.clientY - box.top - size / 2}px`,
    animationDuration: `${RIPPLE_MS}ms`,
  });
  const anchored = getComputedStyle(button).position === 'static';
  button.classList.add('ripple-host', ...(anchored ? ['ripple-anchor'] : []));
  button.append(circle);
  window.setTimeout(() => {
    circle.remove();
    if (!button.querySelector('.ripple')) button.classList.remove('ripple-host', 'ripple-anchor');
  }, RIPPLE_MS);
}

export default function ButtonRipple() {
  useEffect(() => {
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onPress = (event: PointerEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>('.btn') : null;
      if (button && !motion.matches && !(button as HTMLButtonElement).disabled) ripple(button, event);
    };
    // Capture: a dismissable layer's own document listener may stop the press from bubbling further.
    document.addEventListener('pointerdown', onPress, { capture: true, passive: true });
    return () => document.removeEventListener('pointerdown', onPress, { capture: true });
  }, []);
  return null;
}
