/**
 * One component per section type id. Header and footer frame every page and load with the app; the
 * other types load on demand, so a page fetches only the sections it shows (a product page none of
 * them). Each lazy type renders synchronously once its module is in memory, which the page loaders
 * ensure with `preloadSections` before navigating; during hydration a section whose code is still on
 * its way keeps its server HTML until it arrives (it sits in its own Suspense boundary).
 *
 * A type's view is found by its name in the one list (section-types.ts): `<name>-section.tsx`, its
 * component the file's default export, so adding a type needs no line here; section-registration.test.ts fails if a
 * listed type has no view or a view no type.
 */
import { lazy, type ComponentType } from 'react';
import { lazyModule, type LazyModule } from '../../application/lazy/lazy-module';
import {
  FRAME_SECTION_TYPES,
  SECTION_TYPE_ID,
  SECTION_TYPE_IDS,
  SECTION_TYPES,
  type SectionTypeId,
} from '../../domain/sections/section-types';
import { FooterSection } from './footer-section';
import { HeaderSection } from './header-section';
import type { SectionProps } from './section-props';

type SectionComponent = ComponentType<SectionProps>;
/** Each view file is its own chunk, loaded on first use (the frame's two are imported above). */
const VIEW_FILES = import.meta.glob<{ default: SectionComponent }>(['./*-section.tsx', '!./header-section.tsx', '!./footer-section.tsx']);

/**
 * The types whose view (with its parts) holds no state, effect or handler but SmartImage's: their
 * sections stay the server's HTML at hydration (section-islands.tsx). A new type is static when its
 * view is; section-registration.test.ts holds this list to the types and their views.
 */
export const STATIC_SECTION_TYPES: readonly SectionTypeId[] = [
  SECTION_TYPE_ID.categories,
  SECTION_TYPE_ID.brands,
  SECTION_TYPE_ID.banners,
  SECTION_TYPE_ID.content,
  SECTION_TYPE_ID.cta,
  SECTION_TYPE_ID.about,
  SECTION_TYPE_ID.services,
  SECTION_TYPE_ID.features,
  SECTION_TYPE_ID.clients,
  SECTION_TYPE_ID.testimonials,
  SECTION_TYPE_ID.pricing,
  SECTION_TYPE_ID.team,
  SECTION_TYPE_ID['social-media'],
  SECTION_TYPE_ID.html,
];

export const viewFileOf = (type: SectionTypeId) => `./${SECTION_TYPES[type]}-section.tsx`;

const FRAME_VIEWS: Partial<Record<SectionTypeId, SectionComponent>> = {
  [SECTION_TYPE_ID.header]: HeaderSection,
  [SECTION_TYPE_ID.footer]: FooterSection,
};

/** Each other type's view as a lazy boundary (lazy-module.ts): loaded once, `peek` once it is here. */
const views: Partial<Record<SectionTypeId, LazyModule<SectionComponent>>> = Object.fromEntries(
  SECTION_TYPE_IDS.flatMap((type) => {
    const file = VIEW_FILES[viewFileOf(type)];
    return file ? [[type, lazyModule(file, (view) => view.default)]] : [];
  }),
);

/** Loads the code of the given section types (already loaded ones cost nothing). */
export async function preloadSections(types: Iterable<SectionTypeId>): Promise<void> {
  await Promise.all([...new Set(types)].map((type) => views[type]?.use(() => undefined)));
}

/** A thenable that settles synchronously: React.lazy then renders without suspending. */
const settled = (component: SectionComponent) => ({
  then: (resolve: (module: { default: SectionComponent }) => void) => resolve({ default: component }),
});

/** Only for a type with a view file; section-registration.test.ts checks every listed type has one. */
function lazySection(type: SectionTypeId): SectionComponent {
  return lazy(() => {
    const view = views[type]!;
    const ready = view.peek();
    return (ready ? settled(ready) : view.use((component) => ({ default: component }))) as Promise<{ default: SectionComponent }>;
  });
}

export const SECTION_COMPONENTS = Object.fromEntries(
  SECTION_TYPE_IDS.map((type) => [type, FRAME_SECTION_TYPES.includes(type) ? FRAME_VIEWS[type] : lazySection(type)]),
) as Record<SectionTypeId, SectionComponent>;
