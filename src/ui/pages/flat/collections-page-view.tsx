/** COLLECTIONS: every collection of the store as a card linking to its listing. */
import { Link } from 'react-router';
import type { PagePort } from '../../../application/ports/page.port';
import { resolveMediaUrl } from '../../../domain/media/media-url';
import { useStore } from '../../app/use-store';
import { baseHead, type FlatPageView } from './flat-page-view';

type Collections = Awaited<ReturnType<PagePort['collections']>>;

export const collectionsPageView: FlatPageView<Collections> = {
  async load({ services, page, url }) {
    return { data: await services.pages.collections(), head: baseHead(page, url.origin) };
  },
  Component: function CollectionsPage({ data }) {
    const staticCDN = useStore()?.siteSettings.staticCDN ?? '/media';
    return (
      <section className="container py-10" aria-labelledby="collections-heading">
        <h1 id="collections-heading" className="mb-8">
          Collections
        </h1>
        {data.length === 0 ? (
          <p>No collections yet.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.map((collection) => (
              <li key={collection.collectionID} className="card flex flex-col gap-3">
                <img
                  src={resolveMediaUrl(collection.imageFile, staticCDN)}
                  alt=""
                  width={400}
                  height={300}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover"
                />
                <h2 className="text-xl">
                  <Link to={collection.url}>{collection.name}</Link>
                </h2>
                {collection.description && <p className="opacity-80">{collection.description}</p>}
                <p className="text-sm text-muted">{collection.productCount} products</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  },
};
