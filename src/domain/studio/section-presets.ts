/**
 * What a newly added section starts with, per type: enough content to be visible and selectable in
 * the preview straight away, in the shape each section's content parser reads.
 */
import type { SectionTypeId } from '../sections/section-types';

const link = (label: string, slug = '') => ({ label, type: 4, slug });
const items = (n: number, make: (i: number) => Record<string, unknown>) => Array.from({ length: n }, (_, i) => make(i + 1));

export const SECTION_PRESETS: Record<SectionTypeId, Record<string, unknown>> = {
  1: { announcement: '', menu: [link('Home'), link('Shop', 'shop')] },
  2: { about: 'Thank you for visiting.', columns: [] },
  3: { heading: 'Featured products', source: { kind: 'latest' }, limit: 8 },
  4: { heading: 'Shop by category', limit: 6 },
  5: { heading: 'Our brands', limit: 8 },
  6: { slides: [{ image: '', imageAlt: '', heading: 'New arrivals', text: 'Fresh picks for the season', button: link('Shop now', 'shop') }], autoplay: false, height: 'md', overlay: 30 },
  7: { heading: 'Collections', columns: 3, tiles: items(3, (i) => ({ image: '', title: `Tile ${i}`, text: '', link: link('Explore') })) },
  8: { heading: 'Our story', html: '<p>Tell your customers what makes your store special.</p>' },
  9: { heading: 'Ready to start?', text: 'Join thousands of happy customers.', primary: link('Shop now', 'shop'), secondary: link('') },
  10: { heading: 'About us', html: '<p>Who we are and what we do.</p>', image: '' },
  11: { heading: 'Services', items: items(3, (i) => ({ icon: 'truck', title: `Service ${i}`, text: 'What it gives your customers.' })) },
  12: { heading: 'Why shop with us', items: items(3, (i) => ({ icon: 'star', title: `Feature ${i}`, text: 'A reason to choose you.' })) },
  13: { heading: 'Trusted by', logos: [] },
  14: { heading: 'What customers say', items: items(2, (i) => ({ name: `Customer ${i}`, text: 'Lovely products and quick delivery.', rating: 5 })) },
  15: { heading: 'Limited offer', text: 'Save on selected items this week.', discountText: '20% off', endsAt: '', image: '', button: link('See the offer', 'shop') },
  16: { heading: 'Plans', plans: items(2, (i) => ({ name: `Plan ${i}`, price: String(i * 10), features: ['Free delivery'], button: link('Choose') })) },
  17: { heading: 'Our team', members: items(3, (i) => ({ name: `Member ${i}`, role: 'Role', image: '' })) },
  18: { heading: 'Contact us', text: 'We answer within a day.' },
  19: { heading: 'Follow us', links: [] },
  20: { heading: 'Subscribe', text: 'News and offers, once a month.' },
  21: { heading: 'Tell us more', fields: [] },
  22: { html: '<p>Your own HTML.</p>' },
};
