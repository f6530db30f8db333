/** Categories (type 4): category tiles with picture, name and product count, linking to each listing. */
import type { CategoryCard } from '../../domain/catalog/catalog-types';
import { parseCategoriesContent } from '../../domain/sections/content/catalog-content';
import { safeUrl } from '../../domain/sections/link-target';
import { gridClass } from './parts/layout-classes';
import { SectionHeading } from './parts/section-heading';
import { CatalogueEmpty } from './parts/catalogue-empty';
import { listData } from './parts/section-data';
import { SectionShell, sectionDomId } from './parts/section-shell';
import { SmartImage } from './parts/smart-image';
import type { SectionProps } from './section-props';

export function CategoriesSection({ section, look, data, context }: SectionProps) {
  const content = parseCategoriesContent(section.content);
  const categories = listData<CategoryCard>(data).slice(0, content.limit);
  const headingId = sectionDomId(section, 'heading');

  return (
    <SectionShell section={section} look={look} labelledBy={content.heading ? headingId : undefined}>
      <SectionHeading id={headingId} heading={content.heading} subHeading={content.subHeading} alignment={look.alignment} />
      {categories.length === 0 ? (
        <CatalogueEmpty data={data} noun="categories" />
      ) : (
        <ul className={gridClass(content.columns, 2)}>
          {categories.map((category) => (
            <li key={category.categoryID}>
              <a href={safeUrl(category.url)} className="card group flex h-full flex-col overflow-hidden p-0">
                <SmartImage
                  path={category.imageFile}
                  staticCDN={context.staticCDN}
                  alt=""
                  width={400}
                  height={300}
                  className="aspect-[4/3] w-full object-cover motion-safe:transition-transform motion-safe:group-hover:scale-105"
                />
                <span className="flex flex-col gap-1 p-4">
                  <span className="font-semibold">{category.name}</span>
                  {content.showCount && (
                    <span className="text-sm text-muted">
                      {category.productCount} {category.productCount === 1 ? 'product' : 'products'}
                    </span>
                  )}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </SectionShell>
  );
}

/** The registry finds a view by its file name and loads its default export (section-registry.ts). */
export default CategoriesSection;
