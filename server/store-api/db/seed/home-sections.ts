/**
 * Home pages of the five demo stores. Together they use every section type and the style fields
 * (widths, colours, parallax, a transparent header, alignments), so a fresh install shows every
 * section in a realistic setting. Links use the category slugs and collections the catalogue seed
 * creates; pictures use the media:// files plan-media.ts generates. Free-shipping promises name the
 * amount by {free_shipping_threshold}, which the store API fills with checkout's own threshold.
 */
import type { Section } from '../../../../src/domain/sections/section';
import type { SectionTypeId } from '../../../../src/domain/sections/section-types';
import type { SectionContentOf } from '../../../../src/domain/sections/section-type-modules';
import type { Link } from '../../../../src/domain/sections/link-target';
import { DEMO_PAGE_SLUGS } from './demo-pages';
import { ABOUT_FILE, bannerFile } from './plan-media';

type DemoStoreName = 'aurora' | 'nordic' | 'sakura' | 'atelier' | 'vault';

type StyleField =
  | 'section_width'
  | 'section_bg_color'
  | 'section_bg_image'
  | 'section_bg_image_parallax'
  | 'section_padding_top'
  | 'section_padding_bottom'
  | 'is_transparent_header'
  | 'is_transparent_header_mobile'
  | 'is_remove_section_space'
  | 'alignment'
  | 'position_x'
  | 'position_y'
  | 'text_color'
  | 'font_size'
  | 'button_size'
  | 'button_style'
  | 'button_space'
  | 'column_spacing';

type Style = Partial<Record<StyleField, string | number | boolean>>;

/** Seeds leave out what the content schemas default (an empty avatar, a plan that is not highlighted). */
type DeepPartial<T> = T extends readonly (infer U)[] ? DeepPartial<U>[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/** Typed per section type, so a misspelt content field fails the type check instead of silently defaulting. */
function section<T extends SectionTypeId>(temp_id: string, type: T, content: DeepPartial<SectionContentOf<T>>, style: Style = {}): Section {
  return { temp_id, section_type_id: type, is_hidden: false, style, content: content as Record<string, unknown> };
}

const category = (label: string, slug: string): Link => ({ label, type: 1, slug });
const collection = (label: string, slug: string): Link => ({ label, type: 2, slug });
const url = (label: string, path: string): Link => ({ label, url: path });
const customPage = (label: string, slug: string): Link => ({ label, type: 4, slug });
const media = (store: DemoStoreName, file: string) => `media://${store}/${file}`;

/** Frame sections never take the theme's section spacing; headers and footers span the page. */
const FRAME: Style = { section_width: 'stretched', is_remove_section_space: true };

/** Every store's footer; the about and shipping pages are where shoppers look for them (demo-pages.ts). */
const HELP_LINKS: Link[] = [
  customPage('About us', DEMO_PAGE_SLUGS.about),
  customPage('Shipping and returns', DEMO_PAGE_SLUGS.shipping),
  url('Contact us', '/contact'),
  url('Your account', '/account'),
  url('Order history', '/orderlist'),
  url('Wishlist', '/wishlist'),
];

const aurora: Section[] = [
  section(
    'temp-aurhead00001',
    1,
    {
      logo: media('aurora', 'logo.svg'),
      menu: [
        collection('New in', 'aurora-new-arrivals'),
        category('Dresses', 'dresses'),
        category('Knitwear', 'knitwear'),
        category('Shoes', 'shoes'),
        category('Accessories', 'accessories'),
        collection('Bestsellers', 'aurora-bestsellers'),
      ],
      searchPlaceholder: 'Search dresses, knits, shoes…',
    },
    { ...FRAME, is_transparent_header: true, is_transparent_header_mobile: true },
  ),
  section(
    'temp-aurhero00002',
    6,
    {
      slides: [
        {
          image: media('aurora', bannerFile(1)),
          imageAlt: 'Linen dresses on a sunlit terrace',
          heading: 'Effortless fashion for every season',
          text: 'Light linens, soft knits and easy layers, picked for how you really live.',
          button: collection('Shop new arrivals', 'aurora-new-arrivals'),
        },
        {
          image: media('aurora', bannerFile(2)),
          imageAlt: 'Knitwear folded on a wooden chair',
          heading: 'The knitwear edit',
          text: 'Merino, cashmere blends and cotton cables to layer all autumn.',
          button: category('Shop knitwear', 'knitwear'),
        },
        {
          image: media('aurora', bannerFile(3)),
          imageAlt: 'Leather shoes and a tote bag',
          heading: 'Finish the look',
          text: 'Shoes and accessories that go with everything you own.',
          button: category('Shop accessories', 'accessories'),
        },
      ],
      autoplay: true,
      intervalSeconds: 6,
      height: 'lg',
      overlay: 35,
    },
    { section_width: 'full', is_remove_section_space: true, alignment: 'start', button_size: 'lg' },
  ),
  section(
    'temp-aurfeat00003',
    12,
    {
      items: [
        { icon: 'truck', title: 'Free delivery', text: 'Standard delivery is free on orders over {free_shipping_threshold}.' },
        { icon: 'return', title: '30-day returns', text: 'Free and easy, no questions asked.' },
        { icon: 'shield', title: 'Secure checkout', text: 'Your payment details stay private.' },
        { icon: 'chat', title: 'Style advice', text: 'Our stylists answer within a day.' },
      ],
    },
    {
      section_width: 'stretched',
      section_bg_color: '#faf5f2',
      section_padding_top: 32,
      section_padding_bottom: 32,
      is_remove_section_space: true,
    },
  ),
  section('temp-aurcats00004', 4, { heading: 'Shop by category', subHeading: 'Six edits, one easy wardrobe', limit: 6, columns: 3 }),
  section(
    'temp-aurnews00005',
    3,
    {
      heading: 'New arrivals',
      subHeading: 'Just landed this week',
      source: { kind: 'collection', slug: 'aurora-new-arrivals' },
      limit: 8,
      columns: 4,
      viewAll: collection('See all new arrivals', 'aurora-new-arrivals'),
    },
    { column_spacing: 24, button_style: 'outline' },
  ),
  section(
    'temp-aurbans00006',
    7,
    {
      columns: 2,
      tiles: [
        {
          image: media('aurora', bannerFile(4)),
          title: 'Cosy knits',
          text: 'Cashmere blends from $89',
          link: category('Shop knitwear', 'knitwear'),
        },
        {
          image: media('aurora', bannerFile(5)),
          title: 'Outerwear',
          text: 'Coats and jackets for cold mornings',
          link: category('Shop outerwear', 'outerwear'),
        },
      ],
    },
    { column_spacing: 16 },
  ),
  section(
    'temp-aurpromo0007',
    15,
    {
      heading: 'Mid-season sale',
      text: 'Selected dresses, shirts and shoes at their best prices of the season.',
      discountText: 'Up to 40% off',
      endsAt: '2031-06-30T23:59:59Z',
      image: media('aurora', bannerFile(6)),
      imageAlt: 'Summer dresses on a rail',
      button: collection('Shop the sale', 'aurora-bestsellers'),
    },
    {
      section_width: 'stretched',
      section_bg_color: '#2b1d24',
      text_color: '#fbf1f4',
      alignment: 'start',
      section_padding_top: 64,
      section_padding_bottom: 64,
    },
  ),
  section('temp-aurbest00008', 3, {
    heading: 'Bestsellers',
    subHeading: 'The pieces our customers love most',
    source: { kind: 'popular' },
    limit: 4,
    columns: 4,
    viewAll: collection('Shop bestsellers', 'aurora-bestsellers'),
  }),
  section(
    'temp-aurtest00009',
    14,
    {
      heading: 'Loved by our customers',
      items: [
        {
          quote: 'The linen dress fits like it was made for me, and it still looks new after a summer of wear.',
          name: 'Hannah R.',
          role: 'Verified buyer',
          rating: 5,
        },
        {
          quote: 'Fast delivery, beautiful packaging and the knit is even softer in person.',
          name: 'Marco D.',
          role: 'Verified buyer',
          rating: 4.5,
        },
        {
          quote: 'Returns were painless when my size was off, and the stylist chat helped me choose the right one.',
          name: 'Priya K.',
          role: 'Verified buyer',
          rating: 4,
        },
      ],
    },
    { alignment: 'center' },
  ),
  section(
    'temp-aursoci00010',
    19,
    {
      heading: 'Follow Aurora',
      subHeading: 'New looks every week',
      links: [
        { network: 7, url: 'https://www.instagram.com/' },
        { network: 5, url: 'https://www.pinterest.com/' },
        { network: 1, url: 'https://www.facebook.com/' },
        { network: 9, url: 'https://www.youtube.com/' },
      ],
    },
    { alignment: 'center' },
  ),
  section(
    'temp-aursubs00011',
    20,
    {
      heading: 'Join the Aurora list',
      subHeading: 'Early access to new collections and 10% off your first order.',
      buttonLabel: 'Sign me up',
      consentText: 'One e-mail a week at most. Unsubscribe any time.',
    },
    { section_width: 'stretched', section_bg_color: '#f3e7e9', button_style: 'secondary' },
  ),
  section(
    'temp-aurfoot00012',
    2,
    {
      logo: media('aurora', 'logo.svg'),
      about: 'Aurora Boutique picks easy, lasting clothes for every season, from linen dresses to soft knitwear.',
      columns: [
        {
          title: 'Shop',
          links: [
            category('Dresses', 'dresses'),
            category('Shirts', 'shirts'),
            category('Knitwear', 'knitwear'),
            category('Shoes', 'shoes'),
            category('Outerwear', 'outerwear'),
          ],
        },
        {
          title: 'Collections',
          links: [collection('New arrivals', 'aurora-new-arrivals'), collection('Bestsellers', 'aurora-bestsellers')],
        },
        { title: 'Help', links: HELP_LINKS },
      ],
      socials: [
        { network: 7, url: 'https://www.instagram.com/' },
        { network: 5, url: 'https://www.pinterest.com/' },
      ],
      copyright: '© Aurora Boutique. All rights reserved.',
      paymentText: 'Cash on delivery · Bank transfer',
    },
    { ...FRAME, section_bg_color: '#1f1a1d', text_color: '#f5eef0', section_padding_top: 56, section_padding_bottom: 32 },
  ),
];

const nordic: Section[] = [
  section(
    'temp-norhead00001',
    1,
    {
      logo: media('nordic', 'logo.svg'),
      menu: [
        category('Sofas', 'sofas'),
        category('Lighting', 'lighting'),
        category('Tables', 'tables'),
        category('Chairs', 'chairs'),
        category('Textiles', 'textiles'),
        category('Decor', 'decor'),
      ],
      sticky: true,
      announcement: 'Free home delivery on orders over {free_shipping_threshold}',
    },
    { ...FRAME, section_bg_color: '#ffffff' },
  ),
  section(
    'temp-norhero00002',
    6,
    {
      slides: [
        {
          image: media('nordic', bannerFile(1)),
          imageAlt: 'Oak dining table with linen chairs',
          heading: 'Calm, crafted furniture for the modern home',
          text: 'Solid oak, wool and linen, designed in Copenhagen to last for decades.',
          button: category('Explore sofas', 'sofas'),
        },
        {
          image: media('nordic', bannerFile(2)),
          imageAlt: 'Paper pendant lamp over a reading chair',
          heading: 'Light for long evenings',
          text: 'Warm lamps that make winter feel softer.',
          button: category('Shop lighting', 'lighting'),
        },
      ],
      autoplay: true,
      intervalSeconds: 7,
      height: 'md',
      overlay: 25,
    },
    { section_width: 'fluid', alignment: 'center', is_remove_section_space: true },
  ),
  section('temp-norcats00003', 4, { heading: 'Find your room', limit: 6, columns: 3, showCount: true }, { column_spacing: 32 }),
  section('temp-norsofa00004', 3, {
    heading: 'Sofas for slow Sundays',
    subHeading: 'Deep seats, washable covers',
    source: { kind: 'category', slug: 'sofas' },
    limit: 4,
    columns: 4,
    viewAll: category('All sofas', 'sofas'),
  }),
  section(
    'temp-norcont00005',
    8,
    {
      heading: 'Designed in Copenhagen, made to last',
      subHeading: 'Our way of making',
      body: '<p>Every piece starts as a drawing in our Copenhagen studio and is built by family workshops in Denmark and Portugal.</p><p>We use FSC-certified oak, natural wool and linen, and we design covers and parts to be <strong>replaced, not thrown away</strong>.</p>',
      image: media('nordic', bannerFile(3)),
      imageAlt: 'Carpenter sanding an oak chair',
      imagePosition: 'start',
      button: collection('Our bestsellers', 'nordic-bestsellers'),
    },
    { section_width: 'stretched', section_bg_color: '#f4f1ec', button_style: 'outline' },
  ),
  section('temp-norpopu00006', 3, {
    heading: 'Most loved',
    source: { kind: 'popular' },
    limit: 8,
    columns: 4,
    viewAll: collection('See the bestsellers', 'nordic-bestsellers'),
  }),
  section(
    'temp-norbans00007',
    7,
    {
      heading: 'Room by room',
      columns: 3,
      tiles: [
        { image: media('nordic', bannerFile(5)), title: 'Dining', link: category('Tables', 'tables') },
        { image: media('nordic', bannerFile(6)), title: 'Living', link: category('Chairs', 'chairs') },
        { image: media('nordic', bannerFile(2)), title: 'Bedroom', link: category('Textiles', 'textiles') },
      ],
    },
    { alignment: 'start' },
  ),
  section(
    'temp-norserv00008',
    11,
    {
      heading: 'Service that comes home',
      columns: 4,
      items: [
        { icon: 'truck', title: 'Delivery and assembly', text: 'Two people, one visit, packaging taken away.' },
        {
          icon: 'chat',
          title: 'Free design advice',
          text: 'Book a video call with our interior team.',
          link: url('Book a call', '/contact'),
        },
        { icon: 'shield', title: '10-year warranty', text: 'On every frame we build.' },
        { icon: 'clock', title: '100-night trial', text: 'Live with your sofa before you decide.' },
      ],
    },
    { alignment: 'center' },
  ),
  section('temp-norbrnd00009', 5, { heading: 'Makers we work with', limit: 6, grayscale: true }),
  section(
    'temp-norclie00010',
    13,
    {
      heading: 'Furnishing spaces we love',
      logos: ['Fjord Hotels', 'Birch & Co', 'Hygge House', 'Stockholm Loft', 'Ode Architects', 'Linnea Cafe'].map((name, i) => ({
        image: media('nordic', `clients/${i + 1}.svg`),
        name,
        url: '',
      })),
      grayscale: true,
    },
    { section_padding_top: 24, section_padding_bottom: 24 },
  ),
  section(
    'temp-norctas00011',
    9,
    {
      heading: 'Visit our Copenhagen showroom',
      text: 'Sit on every sofa, feel every fabric, and leave with a plan for your room.',
      primary: url('Plan a visit', '/contact'),
      secondary: category('Browse lighting', 'lighting'),
    },
    {
      section_width: 'stretched',
      section_bg_image: media('nordic', bannerFile(4)),
      section_bg_image_parallax: true,
      position_x: 'center',
      position_y: 'center',
      text_color: '#1f2a22',
      alignment: 'center',
      section_padding_top: 120,
      section_padding_bottom: 120,
      button_size: 'lg',
      button_space: 16,
    },
  ),
  section(
    'temp-norfoot00012',
    2,
    {
      logo: media('nordic', 'logo.svg'),
      about: 'Nordic Living designs calm, durable furniture and ships it across Europe.',
      columns: [
        {
          title: 'Rooms',
          links: [category('Sofas', 'sofas'), category('Tables', 'tables'), category('Chairs', 'chairs'), category('Lighting', 'lighting')],
        },
        {
          title: 'Collections',
          links: [collection('Bestsellers', 'nordic-bestsellers'), collection('New arrivals', 'nordic-new-arrivals')],
        },
        { title: 'Help', links: HELP_LINKS },
      ],
      socials: [
        { network: 7, url: 'https://www.instagram.com/' },
        { network: 5, url: 'https://www.pinterest.com/' },
        { network: 4, url: 'https://www.linkedin.com/' },
      ],
      paymentText: 'Cash on delivery · Bank transfer',
    },
    { ...FRAME, section_bg_color: '#ece7df', section_padding_top: 48, section_padding_bottom: 24 },
  ),
];

const sakura: Section[] = [
  section(
    'temp-sakhead00001',
    1,
    {
      logo: media('sakura', 'logo.svg'),
      menu: [
        category('Laptops', 'laptops'),
        category('Phones', 'phones'),
        category('Audio', 'audio'),
        category('Cameras', 'cameras'),
        category('Wearables', 'wearables'),
        collection('New', 'sakura-new-arrivals'),
      ],
      sticky: true,
      searchPlaceholder: 'Search laptops, phones, audio…',
      announcement: 'Free same-day courier on orders over {free_shipping_threshold}',
    },
    { ...FRAME, section_bg_color: '#0f172a', text_color: '#e2e8f0', button_style: 'primary', button_size: 'sm' },
  ),
  section(
    'temp-sakhero00002',
    6,
    {
      slides: [
        {
          image: media('sakura', bannerFile(1)),
          imageAlt: 'Thin laptop on a desk at night',
          heading: 'Smart gadgets, thoughtfully chosen',
          text: 'Every device tested by our team before it reaches the shelf.',
          button: category('Shop laptops', 'laptops'),
        },
        {
          image: media('sakura', bannerFile(2)),
          imageAlt: 'Wireless headphones on a stand',
          heading: 'Hear every detail',
          text: 'Noise-cancelling headphones and earbuds for the commute.',
          button: category('Shop audio', 'audio'),
        },
        {
          image: media('sakura', bannerFile(3)),
          imageAlt: 'Mirrorless camera with a prime lens',
          heading: 'Cameras for every trip',
          text: 'Compact bodies, bright lenses.',
          button: category('Shop cameras', 'cameras'),
        },
      ],
      autoplay: true,
      intervalSeconds: 5,
      height: 'md',
      overlay: 45,
    },
    { section_width: 'full', alignment: 'end', is_remove_section_space: true },
  ),
  section(
    'temp-sakfeat00003',
    12,
    {
      items: [
        { icon: 'truck', title: 'Express shipping', text: 'Next-day delivery in Tokyo and Osaka.' },
        { icon: 'shield', title: '2-year warranty', text: 'On every device we sell.' },
        { icon: 'return', title: '14-day returns', text: 'Even if the box is opened.' },
        { icon: 'support', title: 'Tech support', text: 'Real people, seven days a week.' },
      ],
    },
    {
      section_width: 'stretched',
      section_bg_color: '#12151c',
      is_remove_section_space: true,
      section_padding_top: 28,
      section_padding_bottom: 28,
    },
  ),
  section(
    'temp-saknews00004',
    3,
    {
      heading: 'Just launched',
      subHeading: 'The newest devices in store',
      source: { kind: 'collection', slug: 'sakura-new-arrivals' },
      limit: 10,
      columns: 5,
      viewAll: collection('See everything new', 'sakura-new-arrivals'),
    },
    { column_spacing: 16 },
  ),
  section('temp-sakbrnd00005', 5, { heading: 'Top brands', limit: 12 }, { alignment: 'start' }),
  section(
    'temp-sakaudi00006',
    3,
    {
      heading: 'Sound, perfected',
      source: { kind: 'category', slug: 'audio' },
      limit: 4,
      columns: 4,
      showRating: true,
      viewAll: category('All audio', 'audio'),
    },
    { alignment: 'start' },
  ),
  section(
    'temp-sakpric00007',
    16,
    {
      heading: 'Sakura Care protection plans',
      subHeading: 'Accidental damage, battery swaps and priority repairs',
      plans: [
        {
          name: 'Care',
          price: 4,
          period: '/ month',
          description: 'For one device.',
          features: ['Accidental damage cover', 'Repairs in 5 days'],
          button: url('Ask about Care', '/contact'),
        },
        {
          name: 'Care+',
          price: 8,
          period: '/ month',
          description: 'For up to three devices.',
          features: ['Everything in Care', 'Battery swap every year', 'Repairs in 2 days'],
          button: url('Ask about Care+', '/contact'),
          highlighted: true,
        },
        {
          name: 'Care Family',
          price: 15,
          period: '/ month',
          description: 'For the whole household.',
          features: ['Everything in Care+', 'Unlimited devices', 'Loan device during repair'],
          button: url('Ask about Family', '/contact'),
        },
      ],
    },
    { section_width: 'stretched', section_bg_color: '#0f1320' },
  ),
  section('temp-sakhtml00008', 22, {
    html: '<div class="mx-auto max-w-3xl"><h2 class="heading">Why buy from Sakura Tech?</h2><table class="mt-4 w-full text-start"><thead><tr><th scope="col">What you get</th><th scope="col">Sakura Tech</th></tr></thead><tbody><tr><td>Devices tested before shipping</td><td>Yes, every one</td></tr><tr><td>Warranty</td><td>2 years</td></tr><tr><td>Returns</td><td>14 days, opened boxes welcome</td></tr></tbody></table></div>',
  }),
  section(
    'temp-sakctas00009',
    9,
    {
      heading: 'Trade in your old phone',
      text: 'Get credit towards a new device in three minutes.',
      primary: category('Shop phones', 'phones'),
      secondary: url('How trade-in works', '/contact'),
    },
    {
      section_width: 'full',
      section_bg_color: '#1e1b4b',
      text_color: '#ffffff',
      alignment: 'center',
      section_padding_top: 72,
      section_padding_bottom: 72,
    },
  ),
  section('temp-sakpopu00010', 3, {
    heading: 'Trending now',
    source: { kind: 'popular' },
    limit: 6,
    columns: 2,
    view: 'list',
  }),
  section(
    'temp-sakcont00011',
    18,
    {
      heading: 'Need help choosing?',
      subHeading: 'Our tech team answers every message',
      address: 'Sakura Tech\n2-1 Jingumae, Shibuya\nTokyo 150-0001, Japan',
      phone: '+81 3 1234 5678',
      email: 'help@sakura-tech.example',
      hours: [
        { label: 'Mon–Fri', value: '10:00–20:00' },
        { label: 'Sat–Sun', value: '11:00–18:00' },
      ],
      showForm: false,
    },
    { alignment: 'start' },
  ),
  section(
    'temp-sakfoot00012',
    2,
    {
      logo: media('sakura', 'logo.svg'),
      about: 'Sakura Tech chooses smart gadgets carefully and supports them for years.',
      columns: [
        {
          title: 'Shop',
          links: [
            category('Laptops', 'laptops'),
            category('Phones', 'phones'),
            category('Audio', 'audio'),
            category('Cameras', 'cameras'),
            category('Wearables', 'wearables'),
            category('Accessories', 'accessories'),
          ],
        },
        {
          title: 'Collections',
          links: [collection('New arrivals', 'sakura-new-arrivals'), collection('Bestsellers', 'sakura-bestsellers')],
        },
        { title: 'Help', links: HELP_LINKS },
      ],
      socials: [
        { network: 2, url: 'https://x.com/' },
        { network: 9, url: 'https://www.youtube.com/' },
        { network: 7, url: 'https://www.instagram.com/' },
      ],
      paymentText: 'Cash on delivery · Bank transfer',
    },
    { ...FRAME, section_bg_color: '#0f172a', text_color: '#cbd5e1', section_padding_top: 48, section_padding_bottom: 24 },
  ),
];

const atelier: Section[] = [
  section(
    'temp-atehead00001',
    1,
    {
      logo: media('atelier', 'logo.svg'),
      menu: [category('Mugs', 'mugs'), category('Bowls', 'bowls'), url('Contact', '/contact')],
      showSearch: false,
      showWishlist: false,
    },
    { ...FRAME, section_width: 'default' },
  ),
  section(
    'temp-ateabou00002',
    10,
    {
      heading: 'Made by hand in Bristol',
      subHeading: 'A two-wheel studio by the harbour',
      body: '<p>Atelier Clay is a small studio where every mug and bowl is thrown, trimmed and glazed by hand.</p><p>We fire in small batches, so glazes vary a little from piece to piece. That is the point.</p>',
      image: media('atelier', ABOUT_FILE),
      imageAlt: 'Potter shaping a bowl on the wheel',
      stats: [
        { value: '2014', label: 'Studio opened' },
        { value: '4', label: 'Makers' },
        { value: '12k', label: 'Pieces fired' },
      ],
    },
    { alignment: 'start', section_padding_top: 72 },
  ),
  section(
    'temp-atemugs00003',
    3,
    {
      heading: 'Mugs',
      subHeading: 'For slow mornings',
      source: { kind: 'category', slug: 'mugs' },
      limit: 4,
      columns: 4,
      viewAll: category('All mugs', 'mugs'),
    },
    { button_style: 'link' },
  ),
  section(
    'temp-atebowl00004',
    3,
    {
      heading: 'Bowls',
      source: { kind: 'category', slug: 'bowls' },
      limit: 4,
      columns: 4,
      viewAll: category('All bowls', 'bowls'),
    },
    { button_style: 'link' },
  ),
  section(
    'temp-atecare00005',
    8,
    {
      heading: 'Caring for your ceramics',
      body: '<ul><li>Dishwasher safe on a gentle cycle.</li><li>Microwave safe, except pieces with gold lustre.</li><li>Let a hot piece cool before it meets cold water.</li></ul>',
      image: media('atelier', bannerFile(1)),
      imageAlt: 'Stack of glazed bowls',
      imagePosition: 'end',
    },
    { section_width: 'stretched', section_bg_color: '#f6efe6' },
  ),
  section(
    'temp-ateteam00006',
    17,
    {
      heading: 'The makers',
      members: [
        {
          photo: media('atelier', 'team/1.svg'),
          name: 'Imogen Hart',
          role: 'Founder and potter',
          bio: 'Throws every mug on the old kick wheel.',
          socials: [{ network: 7, url: 'https://www.instagram.com/' }],
        },
        {
          photo: media('atelier', 'team/2.svg'),
          name: 'Tom Wilder',
          role: 'Glazes',
          bio: 'Mixes each glaze from raw minerals.',
          socials: [],
        },
        {
          photo: media('atelier', 'team/3.svg'),
          name: 'Priya Shah',
          role: 'Studio manager',
          bio: 'Packs every order and answers every e-mail.',
          socials: [{ network: 4, url: 'https://www.linkedin.com/' }],
        },
        {
          photo: media('atelier', 'team/4.svg'),
          name: 'Ollie Brooks',
          role: 'Apprentice',
          bio: 'In his second year at the wheel.',
          socials: [],
        },
      ],
    },
    { alignment: 'center' },
  ),
  section(
    'temp-ateform00007',
    21,
    {
      heading: 'Commission a piece',
      subHeading: 'Tell us what you have in mind; we reply within a week.',
      submitLabel: 'Send request',
      fields: [
        { fieldName: 'Your name', inputTypeID: 1, isMandatory: '1', options: [], placeholder: '' },
        { fieldName: 'Email', inputTypeID: 1, isMandatory: '1', options: [], placeholder: 'you@example.com' },
        { fieldName: 'Piece', inputTypeID: 3, isMandatory: '1', options: ['Mug', 'Bowl', 'Plate', 'Vase'], placeholder: '' },
        { fieldName: 'Glaze', inputTypeID: 4, isMandatory: '0', options: ['Sea green', 'Oat', 'Charcoal'], placeholder: '' },
        { fieldName: 'Extras', inputTypeID: 5, isMandatory: '0', options: ['Gift wrap', 'Personal stamp'], placeholder: '' },
        { fieldName: 'Details', inputTypeID: 2, isMandatory: '1', options: [], placeholder: 'Size, colour, quantity, date' },
        { fieldName: 'Reference picture', inputTypeID: 6, isMandatory: '0', options: [], placeholder: '' },
      ],
    },
    { button_size: 'lg' },
  ),
  section(
    'temp-atecont00008',
    18,
    {
      heading: 'Visit the studio',
      address: 'Atelier Clay\nUnit 3, Harbourside Yard\nBristol BS1 5TY',
      email: 'hello@atelier-clay.example',
      hours: [{ label: 'Thu–Sat', value: '10:00–17:00' }],
      showForm: true,
      submitLabel: 'Send message',
    },
    { alignment: 'start' },
  ),
  section(
    'temp-atefoot00009',
    2,
    {
      about: 'Hand-thrown ceramics from a small Bristol studio.',
      columns: [
        { title: 'Shop', links: [category('Mugs', 'mugs'), category('Bowls', 'bowls')] },
        { title: 'Help', links: HELP_LINKS },
      ],
      socials: [{ network: 7, url: 'https://www.instagram.com/' }],
    },
    { ...FRAME, section_width: 'default', section_padding_top: 40, section_padding_bottom: 24 },
  ),
];

const vault: Section[] = [
  section(
    'temp-vauhead00001',
    1,
    {
      logo: media('vault', 'logo.svg'),
      menu: [category('Red wine', 'red-wine'), category('White wine', 'white-wine'), url('Membership', '/contact')],
      showWishlist: true,
    },
    { ...FRAME, section_bg_color: '#1a1414', text_color: '#f3e9dc' },
  ),
  section(
    'temp-vauhero00002',
    6,
    {
      slides: [
        {
          image: media('vault', bannerFile(1)),
          imageAlt: 'Wine bottles resting in a stone cellar',
          heading: 'A members-only cellar',
          text: 'Rare bottles and everyday wines, chosen by our sommeliers.',
          button: category('Browse the reds', 'red-wine'),
        },
      ],
      autoplay: false,
      height: 'sm',
      overlay: 50,
    },
    { section_width: 'full', alignment: 'center', is_remove_section_space: true },
  ),
  section('temp-vaured000003', 3, {
    heading: 'From the red cellar',
    source: { kind: 'category', slug: 'red-wine' },
    limit: 4,
    columns: 4,
    viewAll: category('All reds', 'red-wine'),
  }),
  section(
    'temp-vauwhit00004',
    3,
    {
      heading: 'Whites for the season',
      source: { kind: 'category', slug: 'white-wine' },
      limit: 4,
      columns: 4,
      viewAll: category('All whites', 'white-wine'),
    },
    { section_width: 'stretched', section_bg_color: '#f7f2ea' },
  ),
  section(
    'temp-vaupric00005',
    16,
    {
      heading: 'Membership',
      subHeading: 'Every tier includes member prices and free delivery',
      plans: [
        {
          name: 'Cellar',
          price: 25,
          period: '/ month',
          description: 'Two bottles a month.',
          features: ['Member prices', 'Quarterly tasting notes'],
          button: url('Join Cellar', '/contact'),
        },
        {
          name: 'Reserve',
          price: 50,
          period: '/ month',
          description: 'Four bottles, one rare.',
          features: ['Everything in Cellar', 'One rare bottle a month', 'Tasting evenings'],
          button: url('Join Reserve', '/contact'),
          highlighted: true,
        },
        {
          name: 'Collector',
          price: 100,
          period: '/ month',
          description: 'Six bottles and allocations.',
          features: ['Everything in Reserve', 'First pick of allocations', 'Personal sommelier'],
          button: url('Join Collector', '/contact'),
        },
      ],
    },
    { alignment: 'center' },
  ),
  section(
    'temp-vauform00006',
    21,
    {
      heading: 'Book a private tasting',
      submitLabel: 'Request a date',
      fields: [
        { fieldName: 'Name', inputTypeID: 1, isMandatory: '1', options: [], placeholder: '' },
        { fieldName: 'Email', inputTypeID: 1, isMandatory: '1', options: [], placeholder: '' },
        { fieldName: 'Guests', inputTypeID: 3, isMandatory: '1', options: ['2', '4', '6', '8'], placeholder: '' },
        { fieldName: 'Preferred evening', inputTypeID: 4, isMandatory: '1', options: ['Thursday', 'Friday', 'Saturday'], placeholder: '' },
        { fieldName: 'Notes', inputTypeID: 2, isMandatory: '0', options: [], placeholder: 'Occasion, dietary needs' },
      ],
    },
    { section_width: 'stretched', section_bg_color: '#1a1414', text_color: '#f3e9dc' },
  ),
  section(
    'temp-vausubs00007',
    20,
    {
      heading: 'Cellar notes',
      subHeading: 'New arrivals and allocations, once a month.',
      buttonLabel: 'Subscribe',
    },
    { alignment: 'center', button_style: 'outline' },
  ),
  section(
    'temp-vaufoot00008',
    2,
    {
      about: 'The Vault Cellar is a members-only wine shop. You must be of legal drinking age to order.',
      columns: [
        { title: 'Cellar', links: [category('Red wine', 'red-wine'), category('White wine', 'white-wine')] },
        { title: 'Help', links: HELP_LINKS },
      ],
      paymentText: 'Cash on delivery · Bank transfer',
    },
    { ...FRAME, section_bg_color: '#120e0e', text_color: '#d9cbb8', section_padding_top: 48, section_padding_bottom: 24 },
  ),
];

export const DEMO_HOME_SECTIONS: Record<DemoStoreName, Section[]> = { aurora, nordic, sakura, atelier, vault };
