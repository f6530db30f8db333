/**
 * HTML (type 22): the owner's own markup. It is rendered as given because the server runs it through
 * sanitizeThemeSections (no scripts, no handlers, no javascript: URLs) before it is stored or served.
 */
import { parseHtmlContent } from '../../domain/sections/content/text-content';
import { SectionShell } from './parts/section-shell';
import type { SectionProps } from './section-props';

export function HtmlSection({ section, look }: SectionProps) {
  const { html } = parseHtmlContent(section.content);
  return (
    <SectionShell section={section} look={look}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </SectionShell>
  );
}

/** The registry finds a view by its file name and loads its default export (section-registry.ts). */
export default HtmlSection;
