/** The page calls' answers: a flat URL resolved (/Page/Resolve), a custom page's sections, the collections list. */
import { z } from 'zod';
import { PAGE_TYPES } from '../domain/seo/page-meta';
import { count, id, sitePath } from './answer-fields.contract';

const scope = (kind: 'category' | 'brand' | 'collection') => z.object({ kind: z.literal(kind), id, name: z.string(), slug: z.string() });

export const resolvedPageAnswer = z.object({
  page_type_id: z.literal(Object.values(PAGE_TYPES)),
  item_id: id,
  page_id: id,
  slug: z.string(),
  seo: z.object({ title: z.string(), description: z.string(), keywords: z.string(), image: z.string() }),
  breadcrumbs: z.array(z.object({ name: z.string(), url: z.string() })),
  listing: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('all') }),
      z.object({ kind: z.literal('search') }),
      scope('category'),
      scope('brand'),
      scope('collection'),
    ])
    .optional(),
});

/** The sections as the theme document's JSON array text (the home page's shape). */
export const customPageAnswer = z.object({ sections: z.string() });

export const collectionsAnswer = z.array(
  z.object({
    collectionID: id,
    name: z.string(),
    slug: z.string(),
    url: sitePath,
    description: z.string(),
    imageFile: z.string(),
    productCount: count,
  }),
);
