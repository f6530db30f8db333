/**
 * Section components load on demand; the page loaders preload the ones a page shows before it
 * renders. Unit tests render sections directly, so they get every type preloaded the same way.
 */
import { SECTION_TYPE_IDS } from '../../src/domain/sections/section-types';
import { preloadSections } from '../../src/ui/sections/section-registry';

await preloadSections(SECTION_TYPE_IDS);
