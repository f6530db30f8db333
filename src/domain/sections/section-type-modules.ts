/**
 * Every section type's module, by name. The compiler holds it to the one list (section-types.ts):
 * a type listed there without its module here, or a module under another type's name, fails the
 * type check. What the studio, the server and the editor frame need per type derives from here.
 * The storefront's entry never imports this (it would carry every parser and preset on first load):
 * it reads ids and names from section-types.ts, and each lazy section view imports its own parser.
 */
import { aboutSection } from './types/about';
import { bannersSection } from './types/banners';
import { brandsSection } from './types/brands';
import { categoriesSection } from './types/categories';
import { clientsSection } from './types/clients';
import { contactSection } from './types/contact';
import { contentSection } from './types/content';
import { ctaSection } from './types/cta';
import { featuresSection } from './types/features';
import { footerSection } from './types/footer';
import { formsSection } from './types/forms';
import { headerSection } from './types/header';
import { heroBannerSection } from './types/hero-banner';
import { htmlSection } from './types/html';
import { pricingSection } from './types/pricing';
import { productsSection } from './types/products';
import { promotionSection } from './types/promotion';
import { servicesSection } from './types/services';
import { socialMediaSection } from './types/social-media';
import { subscribeSection } from './types/subscribe';
import { teamSection } from './types/team';
import { testimonialsSection } from './types/testimonials';
import type { SectionTypeModule } from './section-type';
import { SECTION_TYPE_IDS, SECTION_TYPES, type SectionTypeId, type SectionTypeName } from './section-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module's content type is its own; `any` lets one record hold them all
type AnyModuleOf<N extends SectionTypeName> = SectionTypeModule<N, any>;

/** Any one type's module (a union, so each name keeps its own id). */
export type AnySectionTypeModule = { [N in SectionTypeName]: AnyModuleOf<N> }[SectionTypeName];

export const SECTION_TYPE_MODULES = {
  header: headerSection,
  footer: footerSection,
  products: productsSection,
  categories: categoriesSection,
  brands: brandsSection,
  'hero-banner': heroBannerSection,
  banners: bannersSection,
  content: contentSection,
  cta: ctaSection,
  about: aboutSection,
  services: servicesSection,
  features: featuresSection,
  clients: clientsSection,
  testimonials: testimonialsSection,
  promotion: promotionSection,
  pricing: pricingSection,
  team: teamSection,
  contact: contactSection,
  'social-media': socialMediaSection,
  subscribe: subscribeSection,
  forms: formsSection,
  html: htmlSection,
} as const satisfies { [N in SectionTypeName]: AnyModuleOf<N> };

type Modules = typeof SECTION_TYPE_MODULES;

/** The content a type's parser gives, by type id (the seed types its demo sections with it). */
export type SectionContentOf<K extends SectionTypeId> = ReturnType<Modules[(typeof SECTION_TYPES)[K]]['parse']>;

export function sectionTypeModule(type: SectionTypeId): AnySectionTypeModule {
  return SECTION_TYPE_MODULES[SECTION_TYPES[type]];
}

/** In id order, as the studio's Add menu lists them. */
export const SECTION_TYPE_MODULE_LIST = SECTION_TYPE_IDS.map(sectionTypeModule);

/** Which content fields of a type hold owner HTML (none for most types). */
export function richTextFields(type: SectionTypeId): readonly string[] {
  return sectionTypeModule(type).richText;
}
