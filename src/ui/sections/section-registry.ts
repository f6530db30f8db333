/**
 * One component per section type id. Header and footer frame every page and load with the app; the
 * other twenty types load on demand, so a page fetches only the sections it shows (a product page
 * none of them). Each lazy type renders synchronously once its module is in memory, which the page
 * loaders ensure with `preloadSections` before navigating; during hydration a section whose code
 * is still on its way keeps its server HTML until it arrives (it sits in its own Suspense boundary).
 */
import { lazy, type ComponentType } from 'react';
import type { SectionTypeId } from '../../domain/sections/section-types';
import { FooterSection } from './footer-section';
import { HeaderSection } from './header-section';
import type { SectionProps } from './section-props';

type SectionComponent = ComponentType<SectionProps>;

const LOADERS: Record<Exclude<SectionTypeId, 1 | 2>, () => Promise<SectionComponent>> = {
  3: () => import('./products-section').then((m) => m.ProductsSection),
  4: () => import('./categories-section').then((m) => m.CategoriesSection),
  5: () => import('./brands-section').then((m) => m.BrandsSection),
  6: () => import('./hero-banner-section').then((m) => m.HeroBannerSection),
  7: () => import('./banners-section').then((m) => m.BannersSection),
  8: () => import('./content-section').then((m) => m.ContentSection),
  9: () => import('./cta-section').then((m) => m.CtaSection),
  10: () => import('./about-section').then((m) => m.AboutSection),
  11: () => import('./services-section').then((m) => m.ServicesSection),
  12: () => import('./features-section').then((m) => m.FeaturesSection),
  13: () => import('./clients-section').then((m) => m.ClientsSection),
  14: () => import('./testimonials-section').then((m) => m.TestimonialsSection),
  15: () => import('./promotion-section').then((m) => m.PromotionSection),
  16: () => import('./pricing-section').then((m) => m.PricingSection),
  17: () => import('./team-section').then((m) => m.TeamSection),
  18: () => import('./contact-section').then((m) => m.ContactSection),
  19: () => import('./social-media-section').then((m) => m.SocialMediaSection),
  20: () => import('./subscribe-section').then((m) => m.SubscribeSection),
  21: () => import('./forms-section').then((m) => m.FormsSection),
  22: () => import('./html-section').then((m) => m.HtmlSection),
};

const loaded = new Map<SectionTypeId, SectionComponent>([[1, HeaderSection], [2, FooterSection]]);

function load(type: Exclude<SectionTypeId, 1 | 2>): Promise<SectionComponent> {
  return LOADERS[type]().then((component) => {
    loaded.set(type, component);
    return component;
  });
}

/** Loads the code of the given section types (already loaded ones cost nothing). */
export async function preloadSections(types: Iterable<SectionTypeId>): Promise<void> {
  const missing = [...new Set(types)].filter((type): type is Exclude<SectionTypeId, 1 | 2> => !loaded.has(type) && type in LOADERS);
  await Promise.all(missing.map(load));
}

/** A thenable that settles synchronously: React.lazy then renders without suspending. */
const settled = (component: SectionComponent) => ({
  then: (resolve: (module: { default: SectionComponent }) => void) => resolve({ default: component }),
});

function lazySection(type: Exclude<SectionTypeId, 1 | 2>): SectionComponent {
  return lazy(() => {
    const ready = loaded.get(type);
    return (ready ? settled(ready) : load(type).then((component) => ({ default: component }))) as Promise<{ default: SectionComponent }>;
  });
}

export const SECTION_COMPONENTS = {
  1: HeaderSection,
  2: FooterSection,
  ...Object.fromEntries(Object.keys(LOADERS).map((type) => [type, lazySection(Number(type) as Exclude<SectionTypeId, 1 | 2>)])),
} as Record<SectionTypeId, SectionComponent>;
