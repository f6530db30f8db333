/** /contact: the theme's contact and form sections, or the store's contact details when it has none. */
import { useLocation } from 'react-router';
import { useSectionContext, useStore, useThemeDocument } from '../app/use-store';
import { SectionRenderer } from '../sections/section-renderer';
import { ShellPage } from './shell-page';

const CONTACT_TYPES = new Set([18, 21]);

export function ContactPage() {
  const { pathname } = useLocation();
  const doc = useThemeDocument();
  const store = useStore();
  const context = useSectionContext(pathname);
  const sections = doc.sections.filter((s) => CONTACT_TYPES.has(s.section_type_id));
  if (sections.length === 0) {
    return (
      <div className="container py-10">
        <ShellPage heading="Contact us">
          <p>Questions about an order or a product? Write to {store?.siteConfig.webTitle ?? 'us'} and we will answer within one working day.</p>
        </ShellPage>
      </div>
    );
  }
  return (
    <>
      <h1 className="sr-only">Contact us</h1>
      <SectionRenderer sections={sections} resolved={{}} context={context} only="body" />
    </>
  );
}
