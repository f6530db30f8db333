/**
 * Waits until React has hydrated the element (its DOM node carries React's fiber key). For pages with
 * no visible sign of being live: controls that only a page without JavaScript needs are hidden
 * before the first paint, so nothing on screen changes at hydration.
 */
import type { Locator } from '@playwright/test';

export async function hydratedElement(element: Locator): Promise<void> {
  await element.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const check = () => (Object.keys(node).some((key) => key.startsWith('__reactFiber')) ? resolve() : setTimeout(check, 25));
        check();
      }),
  );
}
