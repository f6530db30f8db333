/**
 * Custom pages of the demo stores (page type CUSTOM at `/{slug}`), built from sections like the
 * home page: an about page and a shipping and returns page for each store.
 */
import type { DemoStore } from './demo-stores';
import { ABOUT_FILE, TEAM_COUNT } from './plan-media';

const TEAM_ROLES = ['Founder', 'Buyer', 'Customer care', 'Studio and shipping'] as const;

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
        {
          // The team section on every store, so an open store shows every section type (the maker's portraits: plan-media.ts).
          temp_id: id(name, 'about', 3),
          section_type_id: 17,
          is_hidden: false,
          style: { alignment: 'center' },
          content: {
            heading: 'The people behind the store',
            members: store.team.slice(0, TEAM_COUNT).map((member, i) => ({
              photo: `media://${name}/team/${i + 1}.svg`,
              name: member,
              role: TEAM_ROLES[i % TEAM_ROLES.length],
              bio: '',
              socials: [],
            })),
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
        {
          // A form section on every store, so an open store shows every section type.
          temp_id: id(name, 'shipping', 2),
          section_type_id: 21,
          is_hidden: false,
          style: {},
          content: {
            heading: 'Start a return',
            subHeading: 'Tell us what you would like to send back; we reply within a working day.',
            submitLabel: 'Send return request',
            fields: [
              { fieldName: 'Name', inputTypeID: 1, isMandatory: '1', options: [], placeholder: '' },
              { fieldName: 'Email', inputTypeID: 1, isMandatory: '1', options: [], placeholder: 'you@example.com' },
              { fieldName: 'Order number', inputTypeID: 1, isMandatory: '1', options: [], placeholder: 'WX-…' },
              {
                fieldName: 'Reason',
                inputTypeID: 3,
                isMandatory: '1',
                options: ['Wrong size', 'Not as described', 'Damaged', 'Changed my mind'],
                placeholder: '',
              },
              { fieldName: 'Details', inputTypeID: 2, isMandatory: '0', options: [], placeholder: '' },
            ],
          },
        },
      ],
    },
  ];
}
