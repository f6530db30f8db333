/**
 * Custom pages of the demo stores (page type CUSTOM at `/{slug}`), built from sections like the
 * home page: an about page and a shipping and returns page for each store.
 */
import type { DemoStore } from './demo-stores';
import { ABOUT_FILE } from './plan-media';

interface DemoPage {
  slug: string;
  title: string;
  sections: unknown[];
  meta: { metaTitle: string; metaDesc: string };
}

/** Where the pages live; the footers' Help column links to them (home-sections.ts). */
export const DEMO_PAGE_SLUGS = { about: 'about-us', shipping: 'shipping-returns' } as const;

const id = (store: string, page: string, n: number) =>
  `temp-${`${store}${page}`
    .replace(/[^a-z]/g, '')
    .slice(0, 10)
    .padEnd(10, 'x')}${n}${n}`;

export function demoPages(store: DemoStore): DemoPage[] {
  const name = store.name;
  return [
    {
      slug: DEMO_PAGE_SLUGS.about,
      title: `About ${store.title}`,
      meta: { metaTitle: `About us | ${store.title}`, metaDesc: `Who we are at ${store.title}: ${store.tagline}.` },
      sections: [
        {
          temp_id: id(name, 'about', 1),
          section_type_id: 10,
          is_hidden: false,
          style: { alignment: 'start' },
          content: {
            heading: 'Our story',
            subHeading: store.tagline,
            body: `<p>${store.title} started with a simple idea: ${store.tagline.toLowerCase()}.</p><p>Every order is packed by hand and shipped within two working days.</p>`,
            image: `media://${name}/${ABOUT_FILE}`,
          },
        },
        {
          temp_id: id(name, 'about', 2),
          section_type_id: 12,
          is_hidden: false,
          style: {},
          content: {
            heading: 'What we promise',
            items: [
              { icon: 'truck', title: 'Fast delivery', text: 'Shipped within two working days.' },
              { icon: 'return', title: 'Easy returns', text: 'Thirty days to change your mind.' },
              { icon: 'shield', title: 'Secure checkout', text: 'Your details stay private.' },
            ],
          },
        },
      ],
    },
    {
      slug: DEMO_PAGE_SLUGS.shipping,
      title: 'Shipping and returns',
      meta: { metaTitle: `Shipping and returns | ${store.title}`, metaDesc: `Delivery times, costs and returns at ${store.title}.` },
      sections: [
        {
          temp_id: id(name, 'shipping', 1),
          section_type_id: 8,
          is_hidden: false,
          style: {},
          content: {
            heading: 'Shipping and returns',
            body: '<h3>Delivery</h3><p>Orders ship within two working days. Delivery takes two to five working days.</p><h3>Returns</h3><p>Return any unused item within thirty days for a full refund.</p>',
          },
        },
      ],
    },
  ];
}
