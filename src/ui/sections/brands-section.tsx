/** Brands (type 5): a strip of brand logos linking to each brand's listing. */
import type { BrandCard } from '../../domain/catalog/catalog-types';
import { parseBrandsContent } from '../../domain/sections/content/catalog-content';
import { safeUrl } from '../../domain/sections/link-target';
import { cx } from './parts/class-names';
import { GAP } from './parts/layout-classes';
import { SectionHeading } from './parts/section-heading';
import { CatalogueEmpty } from './parts/catalogue-empty';
import { listData } from './parts/section-data';
import { SectionShell, sectionDomId } from './parts/section-shell';
import { SmartImage } from './parts/smart-image';
import type { SectionProps } from './section-props';

export function BrandsSection({ section, look, data, context }: SectionProps) {
  const content = parseBrandsContent(section.content);
  const brands = listData<BrandCard>(data).slice(0, content.limit);
  const headingId = sectionDomId(section, 'heading');

  return (
    <SectionShell section={section} look={look} labelledBy={content.heading ? headingId : undefined}>
      <SectionHeading id={headingId} heading={content.heading} subHeading={content.subHeading} alignment={look.alignment} />
      {brands.length === 0 ? (
        <CatalogueEmpty data={data} noun="brands" />
      ) : (
        <ul className={cx('grid grid-cols-2 items-center sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6', GAP)}>
          {brands.map((brand) => (
            <li key={brand.brandID}>
              <a href={safeUrl(brand.url)} className="card flex h-24 items-center justify-center p-4 hover:opacity-100">
                <SmartImage
                  path={brand.logoFile}
                  staticCDN={context.staticCDN}
                  alt={brand.name}
                  width={160}
                  height={64}
                  className={cx(
                    'max-h-16 w-auto object-contain',
                    content.grayscale && 'opacity-70 grayscale hover:opacity-100 hover:grayscale-0',
                  )}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </SectionShell>
  );
}

/** The registry finds a view by its file name and loads its default export (section-registry.ts). */
export default BrandsSection;
