/** Products (type 3): a grid or list of product cards from the source the loader resolved (latest, popular, category...). */
import type { ProductCard as Product } from '../../domain/catalog/catalog-types';
import { parseProductsContent } from '../../domain/sections/content/catalog-content';
import { gridClass, itemHeadingTag } from './parts/layout-classes';
import { LinkButton } from './parts/link-button';
import { ProductCard } from './parts/product-card';
import { SectionHeading } from './parts/section-heading';
import { CatalogueEmpty } from './parts/catalogue-empty';
import { listData } from './parts/section-data';
import { SectionShell, sectionDomId } from './parts/section-shell';
import type { SectionProps } from './section-props';

export function ProductsSection({ section, look, data, context }: SectionProps) {
  const content = parseProductsContent(section.content);
  const products = listData<Product>(data).slice(0, content.limit);
  const headingId = sectionDomId(section, 'heading');
  const list = content.view === 'list';

  return (
    <SectionShell section={section} look={look} labelledBy={content.heading ? headingId : undefined}>
      <SectionHeading id={headingId} heading={content.heading} subHeading={content.subHeading} alignment={look.alignment} />
      {products.length === 0 ? (
        <CatalogueEmpty data={data} noun="products" />
      ) : (
        <ul className={list ? gridClass(Math.min(2, content.columns)) : gridClass(content.columns, 2)}>
          {products.map((product) => (
            <li key={product.productID} className="flex">
              <ProductCard
                product={product}
                context={context}
                layout={content.view}
                showRating={content.showRating}
                nameTag={itemHeadingTag(content.heading)}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8 flex justify-center">
        <LinkButton link={content.viewAll} className={look.buttonClassName} />
      </div>
    </SectionShell>
  );
}

/** The registry finds a view by its file name and loads its default export (section-registry.ts). */
export default ProductsSection;
