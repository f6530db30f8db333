/** Fake window channel and page for the editor frame's protocol machine. */
import type { FrameChannel, IncomingFrameMessage } from '../../../src/application/ports/frame-channel.port';
import type { FrameView } from '../../../src/application/ports/frame-view.port';
import type { Section } from '../../../src/domain/sections/section';

export class FakeChannel implements FrameChannel {
  readonly posted: Array<{ message: unknown; targetOrigin: string }> = [];
  private listener: ((message: IncomingFrameMessage) => void) | null = null;

  constructor(private readonly parent: string | null) {}

  parentOrigin() {
    return this.parent;
  }

  listen(onMessage: (message: IncomingFrameMessage) => void) {
    this.listener = onMessage;
    return () => {
      this.listener = null;
    };
  }

  post(message: unknown, targetOrigin: string) {
    this.posted.push({ message, targetOrigin });
  }

  deliver(data: unknown, origin: string, fromParent = true) {
    this.listener?.({ data, origin, fromParent });
  }

  get listening() {
    return this.listener !== null;
  }

  types() {
    return this.posted.map((p) => (p.message as { type: string }).type);
  }
}

export class FakeView implements FrameView {
  readonly shown: Section[][] = [];
  readonly themes: Array<{ settings: Record<string, unknown>; creatorCss: string | null }> = [];
  readonly log: string[] = [];
  readonly grants: string[] = [];
  private click: ((tempId: string, block: number | null) => void) | null = null;

  readonly mainIndexes: Array<number | null> = [];
  showSections(sections: Section[], mainIndex: number | null) {
    this.shown.push(sections);
    this.mainIndexes.push(mainIndex);
  }
  grantAccess(previewToken: string) {
    this.grants.push(previewToken);
  }
  applyTheme(settings: Record<string, unknown>, creatorCss: string | null) {
    this.themes.push({ settings, creatorCss });
  }
  focusSection(tempId: string, block: number | null = null) {
    this.log.push(block === null ? `focus ${tempId}` : `focus ${tempId} block ${block}`);
    return true;
  }
  clearHighlight() {
    this.log.push('clear');
  }
  sectionClasses(selector: string) {
    return { temp_id: selector === '#hero' ? 'hero-1' : null, classes: ['hero', 'dark'] };
  }
  onSectionClick(select: (tempId: string, block: number | null) => void) {
    this.click = select;
    return () => {
      this.click = null;
    };
  }
  clickSection(tempId: string, block: number | null = null) {
    this.click?.(tempId, block);
  }
}

export class RecordingLogger {
  readonly warnings: string[] = [];
  warn(message: string) {
    this.warnings.push(message);
  }
  error(message: string) {
    this.warnings.push(message);
  }
}
