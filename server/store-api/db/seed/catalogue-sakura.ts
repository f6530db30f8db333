/** Sakura Tech: a gadgets catalogue of about 60 products in six categories. */
import type { CatalogueSpec } from './catalogue-types';

const WARRANTY_FAQ = { question: 'What warranty is included?', answer: 'Every device comes with a two-year manufacturer warranty; extend it to four years at checkout.' };

export const SAKURA_CATALOGUE: CatalogueSpec = {
  skuPrefix: 'SAK',
  categories: [
    {
      slug: 'laptops', name: 'Laptops', icon: 'laptop', count: 10, priceRange: [899, 2499],
      description: 'Thin, fast laptops for work, study and creative projects.',
      nameParts: [['Kumo', 'Hikari', 'Sora', 'Zen'], ['Air 13', 'Pro 14', 'Pro 16', 'Book 15'], ['Laptop', 'Ultrabook']],
      variantPlans: [['Memory', 'Storage'], ['Memory', 'Colour']],
      blurbs: [
        'The {name} pairs a bright, colour-accurate display with all-day battery life.',
        '{brand} machined the chassis from a single block of recycled aluminium.',
        'A silent cooling design keeps it fast without the fan noise.',
        'Two USB-C ports, Wi-Fi 7 and a comfortable backlit keyboard.',
      ],
      faqs: [WARRANTY_FAQ, { question: 'Which keyboard layout is it?', answer: 'It ships with a US English layout; other layouts are available on request.' }],
    },
    {
      slug: 'phones', name: 'Phones', icon: 'phone', count: 10, priceRange: [399, 1299],
      description: 'Unlocked smartphones with great cameras and long battery life.',
      nameParts: [['Hikari', 'Nami', 'Kaze', 'Sora'], ['S1', 'S2 Pro', 'Mini', 'Ultra', 'Lite'], ['Smartphone']],
      variantPlans: [['Storage', 'Colour'], ['Storage']],
      blurbs: [
        'The {name} captures sharp, natural photos even at night.',
        '{brand} promises five years of software updates for it.',
        'A 120 Hz display makes scrolling feel effortless.',
        'Fast charging gets you to half a battery in under twenty minutes.',
      ],
      faqs: [WARRANTY_FAQ, { question: 'Is it unlocked?', answer: 'Yes, it works with any carrier and supports dual SIM and eSIM.' }],
    },
    {
      slug: 'audio', name: 'Audio', icon: 'headphones', count: 10, priceRange: [49, 399],
      description: 'Earbuds, headphones and speakers tuned for detail and comfort.',
      nameParts: [['Kumo', 'Oto', 'Nami', 'Hibiki'], ['X1', 'X2', 'Pro', 'Studio', 'Go'], ['Wireless Earbuds', 'Headphones', 'Speaker', 'Soundbar']],
      variantPlans: [['Colour']],
      blurbs: [
        'The {name} delivers rich, balanced sound with deep, controlled bass.',
        'Adaptive noise cancelling from {brand} quiets the commute.',
        'Up to thirty hours of playback with the charging case.',
        'Multipoint Bluetooth switches between your phone and laptop automatically.',
      ],
      faqs: [{ question: 'Does it support noise cancelling?', answer: 'Yes, with adjustable levels and a transparency mode.' }],
    },
    {
      slug: 'cameras', name: 'Cameras', icon: 'camera', count: 10, priceRange: [149, 1899], hidePriceFirst: true,
      description: 'Mirrorless, action and instant cameras for every kind of story.',
      nameParts: [['Mirai', 'Kage', 'Hikari'], ['M10', 'M20', 'Z5', 'Z7', 'Mini'], ['Mirrorless Camera', 'Action Camera', 'Instant Camera']],
      variantPlans: [['Kit'], ['Kit', 'Colour']],
      blurbs: [
        'The {name} has a large sensor for clean, detailed images in low light.',
        '{brand} added fast autofocus that tracks eyes and moving subjects.',
        'Compact and weather-sealed, it is made to travel.',
        'Records crisp 4K video with in-body stabilisation.',
      ],
      faqs: [WARRANTY_FAQ, { question: 'Is a memory card included?', answer: 'A 64 GB card is included with kit bundles only.' }],
    },
    {
      slug: 'wearables', name: 'Wearables', icon: 'watch', count: 10, priceRange: [79, 449],
      description: 'Smartwatches, bands and rings that keep an eye on your health.',
      nameParts: [['Kaze', 'Sora', 'Mirai'], ['Fit', 'Pulse', 'Active', 'Pro'], ['Smartwatch', 'Fitness Band', 'Smart Ring']],
      variantPlans: [['Band Size', 'Colour'], ['Colour']],
      blurbs: [
        'The {name} tracks sleep, heart rate and workouts without fuss.',
        '{brand} tuned the battery to last a full week between charges.',
        'Water-resistant to 50 metres, so it stays on for swimming.',
        'Works with both Android and iOS.',
      ],
      faqs: [{ question: 'Is it waterproof?', answer: 'It is water-resistant to 5 ATM, fine for swimming but not diving.' }],
    },
    {
      slug: 'accessories', name: 'Accessories', icon: 'plug', count: 10, priceRange: [15, 89],
      description: 'Chargers, cables, stands and power banks that just work.',
      nameParts: [['Volt', 'Zen', 'Kumo', 'Flex', 'Nami'], ['65W USB-C Charger', 'Braided USB-C Cable', '20000mAh Power Bank', 'Aluminium Laptop Stand', 'Magnetic Wireless Charger', 'Travel Adapter']],
      variantPlans: [['Length'], ['Colour']],
      blurbs: [
        'The {name} is built to survive daily use in a bag or on a desk.',
        'Certified by {brand} for safe, fast charging of phones and laptops.',
        'A compact design that travels well.',
        'Pairs neatly with the rest of our gadgets.',
      ],
      faqs: [{ question: 'Is it compatible with my device?', answer: 'It works with any USB-C device, including most recent phones and laptops.' }],
    },
  ],
  brands: [
    { name: 'Hikari', categories: ['laptops', 'phones', 'cameras'] },
    { name: 'Sora Labs', categories: ['laptops', 'phones', 'wearables'] },
    { name: 'Mirai Optics', categories: ['cameras', 'wearables'] },
    { name: 'Nami Sound', categories: ['audio', 'phones'] },
    { name: 'Kumo', categories: ['audio', 'accessories', 'laptops'] },
    { name: 'Volt Gear', categories: ['accessories'] },
    { name: 'Kaze Mobile', categories: ['phones', 'wearables'] },
  ],
  attributes: [
    { name: 'Memory', displayType: 'dropdown', values: [{ value: '8GB' }, { value: '16GB', priceDelta: 150 }, { value: '32GB', priceDelta: 400 }] },
    {
      name: 'Storage', displayType: 'namelist',
      values: [{ value: '128GB' }, { value: '256GB', priceDelta: 100 }, { value: '512GB', priceDelta: 250 }, { value: '1TB', priceDelta: 450 }],
    },
    { name: 'Kit', displayType: 'namelist', values: [{ value: 'Body Only' }, { value: 'With Kit Lens', priceDelta: 350 }] },
    { name: 'Band Size', displayType: 'dropdown', values: [{ value: 'S' }, { value: 'M' }, { value: 'L' }] },
    { name: 'Length', displayType: 'dropdown', values: [{ value: '1 m' }, { value: '2 m', priceDelta: 5 }, { value: '3 m', priceDelta: 9 }] },
    {
      name: 'Colour', displayType: 'color', values: [
        { value: 'Midnight', hex: '#1c1f3a' }, { value: 'Silver', hex: '#c0c4cc' }, { value: 'Sakura Pink', hex: '#f4a7c0' },
        { value: 'Graphite', hex: '#44474f' }, { value: 'Arctic White', hex: '#f5f7fa' }, { value: 'Sky Blue', hex: '#7fb8e6' },
      ],
    },
  ],
  addons: [
    { name: 'Extended warranty (2 years)', price: 49, categories: ['laptops', 'phones', 'cameras'] },
    { name: 'Screen protector', price: 15, categories: ['phones', 'wearables'] },
    { name: 'Express setup', price: 25, categories: ['laptops', 'phones'] },
    { name: 'Protective case', price: 29, categories: ['phones', 'cameras'] },
    { name: 'Gift wrap', price: 5, categories: ['audio', 'accessories', 'wearables'] },
  ],
  addonChance: 0.45,
  closers: [
    'Ships in two days with free returns.',
    'Includes a two-year warranty.',
    'Packaged in plastic-free, recycled cardboard.',
    'Our support team answers within a day.',
  ],
  faqs: [
    { question: 'Can I return it if it is opened?', answer: 'Yes, within 30 days, as long as it is complete and undamaged.' },
    { question: 'Do you ship internationally?', answer: 'We ship to most countries; duties are shown at checkout.' },
  ],
};
