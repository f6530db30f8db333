/** Nordic Living: a home and furniture catalogue of about 70 products in six categories. */
import type { CatalogueSpec } from './catalogue-types';

const DIMENSIONS_FAQ = {
  question: 'Where can I find the dimensions?',
  answer: 'Full dimensions are listed in the specifications tab and on the product sheet we email after purchase.',
};

export const NORDIC_CATALOGUE: CatalogueSpec = {
  skuPrefix: 'NOR',
  categories: [
    {
      slug: 'sofas',
      name: 'Sofas',
      icon: 'sofa',
      count: 12,
      priceRange: [890, 2490],
      hidePriceFirst: true,
      description: 'Deep, comfortable sofas built on solid hardwood frames.',
      nameParts: [
        ['Oslo', 'Bergen', 'Fjord', 'Lagom', 'Hygge', 'Sundby', 'Alva'],
        ['Sofa', 'Lounge Sofa', 'Modular Sofa', 'Daybed', 'Loveseat'],
      ],
      variantPlans: [
        ['Seats', 'Upholstery'],
        ['Upholstery', 'Colour'],
      ],
      blurbs: [
        'The {name} sits on a kiln-dried hardwood frame with pocket-sprung, feather-wrapped cushions.',
        '{brand} designed it with low arms and a deep seat for long, lazy afternoons.',
        'Removable covers make it easy to live with, whatever the household.',
        'Clean lines and tapered oak legs keep it light in any room.',
      ],
      faqs: [
        DIMENSIONS_FAQ,
        { question: 'Are the covers removable?', answer: 'Yes, the seat and back covers unzip and can be dry cleaned.' },
      ],
    },
    {
      slug: 'lighting',
      name: 'Lighting',
      icon: 'lamp',
      count: 12,
      priceRange: [59, 389],
      description: 'Soft, warm light in lamps made from paper, glass, brass and wood.',
      nameParts: [
        ['Oak', 'Opal', 'Brass', 'Linen', 'Paper', 'Ceramic'],
        ['Pendant Lamp', 'Floor Lamp', 'Table Lamp', 'Wall Sconce', 'Reading Light'],
      ],
      variantPlans: [['Finish'], ['Finish', 'Size']],
      blurbs: [
        'The {name} casts a soft, glare-free glow that makes evenings feel slower.',
        'Designed by {brand} to work with warm LED bulbs and a dimmer.',
        'A quiet, sculptural shape that looks good switched on or off.',
        'Supplied with a braided fabric cable in a matching tone.',
      ],
      faqs: [{ question: 'Is a bulb included?', answer: 'A warm white E27 LED bulb is included with every lamp.' }],
    },
    {
      slug: 'tables',
      name: 'Tables',
      icon: 'table',
      count: 12,
      priceRange: [149, 1290],
      description: 'Solid wood tables for dining, working and gathering.',
      nameParts: [
        ['Oak', 'Walnut', 'Ash', 'Birch', 'Marble'],
        ['Dining Table', 'Coffee Table', 'Side Table', 'Console Table', 'Nesting Tables', 'Desk'],
      ],
      variantPlans: [['Colour'], ['Size', 'Colour']],
      blurbs: [
        'The {name} is made from certified solid wood, finished with a natural oil.',
        '{brand} joins every piece by hand for a table that will last generations.',
        'Rounded edges and a generous top make it easy to live around.',
        'Each top shows its own grain, so no two are quite alike.',
      ],
      faqs: [
        DIMENSIONS_FAQ,
        { question: 'How do I care for the wood?', answer: 'Wipe with a damp cloth and re-oil once or twice a year.' },
      ],
    },
    {
      slug: 'chairs',
      name: 'Chairs',
      icon: 'chair',
      count: 12,
      priceRange: [89, 790],
      description: 'Dining chairs, armchairs and stools designed for real comfort.',
      nameParts: [
        ['Oak', 'Walnut', 'Ash', 'Rattan', 'Boucle', 'Bentwood'],
        ['Lounge Chair', 'Dining Chair', 'Armchair', 'Stool', 'Rocking Chair'],
      ],
      variantPlans: [['Colour', 'Upholstery'], ['Colour']],
      blurbs: [
        'The {name} has a gently curved back that supports you through long dinners.',
        '{brand} builds it in a small workshop using traditional joinery.',
        'Light enough to move around, sturdy enough for everyday family life.',
        'A timeless shape that mixes well with other chairs around the table.',
      ],
      faqs: [DIMENSIONS_FAQ],
    },
    {
      slug: 'textiles',
      name: 'Textiles',
      icon: 'textile',
      count: 11,
      priceRange: [29, 290],
      description: 'Throws, cushions, rugs and linens in natural fibres.',
      nameParts: [
        ['Wool', 'Linen', 'Cotton', 'Boucle', 'Waffle', 'Mohair'],
        ['Throw', 'Cushion Cover', 'Rug', 'Curtain Panel', 'Bed Linen Set'],
      ],
      variantPlans: [['Size', 'Colour']],
      blurbs: [
        'The {name} is woven from natural fibres that feel wonderful against the skin.',
        '{brand} dyes each batch in small runs for rich, even colour.',
        'Adds warmth and texture to a sofa, bed or reading corner.',
        'Gets softer with every wash.',
      ],
      faqs: [{ question: 'Can I machine wash it?', answer: 'Yes, on a cool wool or delicate cycle. Dry flat.' }],
    },
    {
      slug: 'decor',
      name: 'Decor',
      icon: 'vase',
      count: 11,
      priceRange: [19, 189],
      description: 'Vases, mirrors and small objects that make a house a home.',
      nameParts: [
        ['Stoneware', 'Glass', 'Oak', 'Travertine', 'Ceramic', 'Brass'],
        ['Vase', 'Candle Holder', 'Wall Mirror', 'Tray', 'Planter', 'Bookends'],
      ],
      variantPlans: [['Colour'], ['Size']],
      blurbs: [
        'The {name} brings a quiet, handmade touch to a shelf or table.',
        'Made by {brand} in limited batches, so slight variations are part of its charm.',
        'Lovely on its own or grouped with other pieces from the collection.',
        'A thoughtful gift for a new home.',
      ],
      faqs: [{ question: 'Is it handmade?', answer: 'Yes, each piece is shaped and finished by hand.' }],
    },
  ],
  brands: [
    { name: 'Hjem Studio', categories: [] },
    { name: 'Skog Design', categories: ['tables', 'chairs', 'decor'] },
    { name: 'Lys & Form', categories: ['lighting'] },
    { name: 'Vev Textiles', categories: ['textiles', 'sofas'] },
    { name: 'Norrland Works', categories: ['sofas', 'tables', 'chairs'] },
    { name: 'Stille Objects', categories: ['decor', 'lighting', 'textiles'] },
  ],
  attributes: [
    {
      name: 'Size',
      displayType: 'dropdown',
      values: [{ value: 'Small' }, { value: 'Medium', priceDelta: 30 }, { value: 'Large', priceDelta: 70 }],
    },
    {
      name: 'Seats',
      displayType: 'dropdown',
      values: [{ value: '2-Seater' }, { value: '3-Seater', priceDelta: 300 }, { value: 'Corner', priceDelta: 650 }],
    },
    {
      name: 'Upholstery',
      displayType: 'namelist',
      values: [
        { value: 'Wool' },
        { value: 'Linen', priceDelta: 40 },
        { value: 'Boucle', priceDelta: 80 },
        { value: 'Velvet', priceDelta: 60 },
      ],
    },
    {
      name: 'Finish',
      displayType: 'namelist',
      values: [{ value: 'Matte' }, { value: 'Brushed Brass', priceDelta: 20 }, { value: 'Opal Glass', priceDelta: 15 }],
    },
    {
      name: 'Colour',
      displayType: 'color',
      values: [
        { value: 'Oak', hex: '#c8a97e' },
        { value: 'Walnut', hex: '#5d4037', priceDelta: 20 },
        { value: 'Ash', hex: '#d9cbb3' },
        { value: 'Charcoal', hex: '#36454f' },
        { value: 'Sage', hex: '#9caf88' },
        { value: 'Oat', hex: '#e6dcc8' },
        { value: 'Terracotta', hex: '#c46a4a' },
      ],
    },
  ],
  addons: [
    { name: 'Assembly service', price: 49, categories: ['sofas', 'tables', 'chairs'] },
    { name: 'White-glove delivery', price: 79, categories: ['sofas', 'tables'] },
    { name: 'Fabric protection', price: 29, categories: ['sofas', 'chairs', 'textiles'] },
    { name: 'Smart bulb upgrade', price: 19, categories: ['lighting'] },
    { name: 'Gift wrap', price: 6, categories: ['decor', 'textiles'] },
  ],
  addonChance: 0.4,
  closers: [
    'Delivered free to your room of choice.',
    'Backed by a five-year guarantee.',
    'Designed in Scandinavia, made to last.',
    'Responsibly sourced materials throughout.',
  ],
  faqs: [
    { question: 'How long is delivery?', answer: 'Items in stock arrive in 3-7 working days; made-to-order pieces in 6-8 weeks.' },
    { question: 'Do you take away packaging?', answer: 'Yes, our delivery team takes all packaging away for recycling.' },
  ],
};
