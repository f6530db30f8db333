/**
 * /contact: the theme's contact and form sections. A store whose theme has none still gets a
 * working message form (the contact section with the store's own wording), since a shopper who
 * opens "Contact" expects to be able to write.
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { Section } from '../../domain/sections/section';
import { SECTION_TYPE_ID, type SectionTypeId } from '../../domain/sections/section-types';
import { useStore, useThemeDocument } from '../app/use-store';
import { useSectionContext } from '../sections/section-context';
import { preloadSections, SectionRenderer } from '../sections/section-renderer';

const CONTACT_TYPES: readonly SectionTypeId[] = [SECTION_TYPE_ID.contact, SECTION_TYPE_ID.forms];

/** The section code is loaded before rendering, so the server sends the forms in the page itself. */
export async function contactLoader() {
  await preloadSections(CONTACT_TYPES);
  return null;
}

const FALLBACK_ID = 'temp-contactpage';

function fallbackSection(storeTitle: string): Section {
  return {
    temp_id: FALLBACK_ID,
    section_type_id: SECTION_TYPE_ID.contact,
    is_hidden: false,
    style: { alignment: 'start' },
    content: {
      heading: 'Send us a message',
      subHeading: `Questions about an order or a product? Write to ${storeTitle || 'us'} and we will answer within one working day.`,
      showForm: true,
    },
  };
}

export function ContactPage() {
  const { pathname } = useLocation();
  const doc = useThemeDocument();
  const store = useStore();
  const context = useSectionContext(pathname);
  const title = store?.siteConfig.webTitle ?? '';
  const sections = useMemo(() => {
    const own = doc.sections.filter((s) => CONTACT_TYPES.includes(s.section_type_id));
    return own.length > 0 ? own : [fallbackSection(title)];
  }, [doc.sections, title]);
  const isFallback = sections[0]?.temp_id === FALLBACK_ID;
  return (
    <>
      <h1 className={isFallback ? 'container pt-10' : 'sr-only'}>Contact us</h1>
      <SectionRenderer sections={sections} resolved={{}} context={context} only="body" />
    </>
  );
}
