/**
 * Whether the tab is shown, from the document's visibilitychange and the window's pagehide (a page
 * that leaves is hidden, even when the browser sends no visibilitychange first). Tracking's machine
 * follows it with its visibility actor, which unsubscribes when the machine stops.
 */
type Events = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export class DocumentVisibility {
  constructor(private readonly deps: { doc: Events & { readonly visibilityState: DocumentVisibilityState }; win: Events }) {}

  watch(listener: (visible: boolean) => void): () => void {
    const { doc, win } = this.deps;
    const report = () => listener(doc.visibilityState === 'visible');
    const hidden = () => listener(false);
    doc.addEventListener('visibilitychange', report);
    win.addEventListener('pagehide', hidden);
    return () => {
      doc.removeEventListener('visibilitychange', report);
      win.removeEventListener('pagehide', hidden);
    };
  }
}
