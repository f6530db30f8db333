/**
 * The editor frame shows a block the studio selected by sending SHOW_BLOCK_EVENT to the block's
 * element before outlining it: a view that shows one item at a time (a slideshow) turns to it.
 */
import { useEffect, type RefObject } from 'react';
import { BLOCK_ATTRIBUTE, SHOW_BLOCK_EVENT } from '../../../application/editor/frame-page';

/** Calls `show` with the block's index when the editor asks for a block inside `root`. */
export function useShowBlock(root: RefObject<HTMLElement | null>, show: (index: number) => void): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const onShow = (event: Event) => {
      const index = Number((event.target as HTMLElement).getAttribute(BLOCK_ATTRIBUTE));
      if (Number.isInteger(index)) show(index);
    };
    element.addEventListener(SHOW_BLOCK_EVENT, onShow);
    return () => element.removeEventListener(SHOW_BLOCK_EVENT, onShow);
  }, [root, show]);
}
