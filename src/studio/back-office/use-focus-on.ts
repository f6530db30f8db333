/**
 * Moves the keyboard to an element of the page once it is there (a list that reloads may not hold it
 * yet): `focusOn(id)` asks, and every render of `deps` tries again until the element exists.
 */
import { useEffect, useState } from 'react';

export function useFocusOn(first: string | null, deps: readonly unknown[]): (id: string | null) => void {
  const [focusOn, setFocusOn] = useState<string | null>(first);
  useEffect(() => {
    const target = focusOn && document.getElementById(focusOn);
    if (!target) return;
    target.focus();
    setFocusOn(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what may bring the element
  }, [focusOn, ...deps]);
  return setFocusOn;
}
