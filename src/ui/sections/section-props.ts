/**
 * What every section component receives. Sections read nothing global (no stores, no context, no
 * fetches): the page loader or the editor frame hands everything in, so live editor data and
 * server-rendered pages go through the same path.
 */
import type { SectionLook } from '../../domain/sections/section-look';
import type { Section } from '../../domain/sections/section';
import type { Currency } from '../../domain/store/web-info';
import type { FormsBinding } from './parts/form-binding';

export interface SectionContext {
  staticCDN: string;
  currency: Currency;
  showCurrency: boolean;
  storeTitle: string;
  /** Current path, so the header can mark the active menu link. */
  pathname: string;
  /** How contact, subscribe and forms sections send; without it their forms are plain HTML posts. */
  forms?: FormsBinding;
}

export interface SectionProps {
  section: Section;
  /** Root classes and inline style computed from the section's style fields. */
  look: SectionLook;
  /** Catalogue data the loader resolved for this section (see sectionDataNeed), unknown until checked. */
  data: unknown;
  context: SectionContext;
  /** True for the first visible hero banner only: it alone may use h1 and load its picture eagerly. */
  isFirstHero: boolean;
}
