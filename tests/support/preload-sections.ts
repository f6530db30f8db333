/**
 * Section components load on demand; the page loaders preload the ones a page shows before it
 * renders. Unit tests render sections directly, so they get every type preloaded the same way.
 */
import { SECTION_TYPE_IDS } from '../../src/domain/sections/section-types';
import { preloadSections } from '../../src/ui/sections/section-registry';

await preloadSections(SECTION_TYPE_IDS);

// Unit files share a worker (isolate: false, decision 78), and a DOM file finds the page the last
// one left: each starts from an empty one.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  document.head.replaceChildren();
  document.body.replaceChildren();
}
