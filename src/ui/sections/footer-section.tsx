/** Footer (type 2): store name and about text, columns of links, social links, copyright and payment methods. */
import { parseFooterContent } from '../../domain/sections/content/footer-content';
import { linkHref } from '../../domain/sections/link-target';
import { blockMark, SectionShell, shownBlocks } from './parts/section-shell';
import { SmartImage } from './parts/smart-image';
import { SocialLinks } from './parts/social-links';
import type { SectionProps } from './section-props';

export function FooterSection({ section, look, context }: SectionProps) {
  const content = parseFooterContent(section.content);
  const columns = shownBlocks(content.columns, (column) => column.links.length > 0);
  // No year here: reading the clock during render would differ between server and client.
  const copyright = content.copyright || `© ${context.storeTitle}`;

  return (
    <SectionShell as="footer" section={section} look={look} innerClassName={look.contained ? undefined : 'px-4'}>
      <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4 lg:col-span-1">
          <a href="/" className="logo inline-flex font-semibold">
            {content.logo ? (
              <SmartImage
                path={content.logo}
                staticCDN={context.staticCDN}
                alt={context.storeTitle}
                width={160}
                height={48}
                className="block"
              />
            ) : (
              context.storeTitle
            )}
          </a>
          {content.about && <p className="text-sm opacity-80">{content.about}</p>}
          <SocialLinks links={content.socials} />
        </div>
        {columns.length > 0 && (
          <nav aria-label="Footer" className="grid gap-8 sm:col-span-1 sm:grid-cols-2 lg:col-span-3 lg:grid-cols-3">
            {columns.map(({ item: column, block }) => (
              <div key={`${block}-${column.title}`} {...blockMark(block)}>
                {column.title && <h2 className="heading mb-3 text-base">{column.title}</h2>}
                <ul className="flex flex-col gap-2 text-sm">
                  {column.links.map((item, linkIndex) => (
                    <li key={`${linkIndex}-${item.label}`}>
                      <a href={linkHref(item)} className="hover:underline">
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}
      </div>
      <div className="mt-10 flex flex-col gap-2 border-t border-[var(--color-border)] pt-6 text-sm opacity-80 sm:flex-row sm:justify-between">
        <p>{copyright}</p>
        {content.paymentText && (
          <p>
            <span className="sr-only">We accept: </span>
            {content.paymentText}
          </p>
        )}
      </div>
    </SectionShell>
  );
}

/** The registry finds a view by its file name and loads its default export (section-registry.ts). */
export default FooterSection;
