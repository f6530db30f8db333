import type { ScriptTag } from '../../domain/tracking/owner-scripts';

/** Inserts the owner's third-party script tags into the page (once per tag id). */
export interface ScriptInjector {
  inject(tag: ScriptTag): void;
}
