/** One component per section type id; the Record type makes a missing type a compile error. */
import type { ComponentType } from 'react';
import type { SectionTypeId } from '../../domain/sections/section-types';
import { AboutSection } from './about-section';
import { BannersSection } from './banners-section';
import { BrandsSection } from './brands-section';
import { CategoriesSection } from './categories-section';
import { ClientsSection } from './clients-section';
import { ContactSection } from './contact-section';
import { ContentSection } from './content-section';
import { CtaSection } from './cta-section';
import { FeaturesSection } from './features-section';
import { FooterSection } from './footer-section';
import { FormsSection } from './forms-section';
import { HeaderSection } from './header-section';
import { HeroBannerSection } from './hero-banner-section';
import { HtmlSection } from './html-section';
import { PricingSection } from './pricing-section';
import { ProductsSection } from './products-section';
import { PromotionSection } from './promotion-section';
import type { SectionProps } from './section-props';
import { ServicesSection } from './services-section';
import { SocialMediaSection } from './social-media-section';
import { SubscribeSection } from './subscribe-section';
import { TeamSection } from './team-section';
import { TestimonialsSection } from './testimonials-section';

export const SECTION_COMPONENTS: Record<SectionTypeId, ComponentType<SectionProps>> = {
  1: HeaderSection,
  2: FooterSection,
  3: ProductsSection,
  4: CategoriesSection,
  5: BrandsSection,
  6: HeroBannerSection,
  7: BannersSection,
  8: ContentSection,
  9: CtaSection,
  10: AboutSection,
  11: ServicesSection,
  12: FeaturesSection,
  13: ClientsSection,
  14: TestimonialsSection,
  15: PromotionSection,
  16: PricingSection,
  17: TeamSection,
  18: ContactSection,
  19: SocialMediaSection,
  20: SubscribeSection,
  21: FormsSection,
  22: HtmlSection,
};
