/** The two small shops: Atelier Clay (ceramics) and The Vault Cellar (wine), eight products each. */
import type { CatalogueSpec } from './catalogue-types';

export const ATELIER_CATALOGUE: CatalogueSpec = {
  skuPrefix: 'ATC',
  categories: [
    {
      slug: 'mugs',
      name: 'Mugs',
      icon: 'mug',
      count: 4,
      priceRange: [22, 38],
      description: 'Hand-thrown mugs and cups for slow mornings.',
      nameParts: [
        ['Speckled', 'Stoneware', 'Porcelain', 'Ash-Glazed'],
        ['Mug', 'Espresso Cup', 'Tumbler'],
      ],
      variantPlans: [['Glaze']],
      blurbs: [
        'The {name} is thrown by hand on the wheel and fired twice for strength.',
        'Each piece carries the marks of {brand}, so no two are exactly alike.',
        'A generous handle and a smooth rim make it a pleasure to drink from.',
      ],
      faqs: [
        { question: 'Is it dishwasher safe?', answer: 'Yes, and microwave safe too, though hand washing keeps the glaze bright longer.' },
      ],
    },
    {
      slug: 'bowls',
      name: 'Bowls',
      icon: 'bowl',
      count: 4,
      priceRange: [28, 78],
      description: 'Bowls for noodles, salads and sharing, glazed in small batches.',
      nameParts: [
        ['Speckled', 'Stoneware', 'Porcelain', 'Ash-Glazed'],
        ['Ramen Bowl', 'Serving Bowl', 'Breakfast Bowl'],
      ],
      variantPlans: [['Glaze']],
      blurbs: [
        'The {name} is deep enough for broth and wide enough for a full salad.',
        'Glazed by {brand} in a glaze that pools beautifully at the base.',
        'Food safe, durable and lovely to hold.',
      ],
      faqs: [{ question: 'Can it go in the oven?', answer: 'Yes, up to 200 °C. Avoid sudden temperature changes.' }],
    },
  ],
  brands: [
    { name: 'Atelier Clay', categories: [] },
    { name: 'Kiln Collective', categories: ['bowls'] },
  ],
  attributes: [
    {
      name: 'Glaze',
      displayType: 'color',
      values: [
        { value: 'Speckled White', hex: '#efe9df' },
        { value: 'Celadon', hex: '#a9c6b0' },
        { value: 'Tenmoku', hex: '#4a2c1d', priceDelta: 4 },
        { value: 'Sky', hex: '#9cc3d5' },
      ],
    },
  ],
  addons: [
    { name: 'Gift box', price: 6, categories: [] },
    { name: 'Handwritten card', price: 3, categories: [] },
  ],
  addonChance: 0.5,
  closers: ['Made in our studio in Bristol.', 'Wrapped in recycled paper and sent with care.'],
  faqs: [{ question: 'Can I order a matching set?', answer: 'Yes, write to us and we will throw a set to order within four weeks.' }],
};

export const VAULT_CATALOGUE: CatalogueSpec = {
  skuPrefix: 'VLT',
  categories: [
    {
      slug: 'red-wine',
      name: 'Red Wine',
      icon: 'bottle',
      count: 4,
      priceRange: [24, 180],
      description: 'Structured reds from small growers we visit every year.',
      nameParts: [
        ['Reserve', 'Grand Cru', 'Old Vine', 'Estate'],
        ['Pinot Noir', 'Syrah', 'Merlot', 'Nebbiolo'],
      ],
      variantPlans: [['Bottle'], ['Vintage']],
      blurbs: [
        'The {name} opens with dark cherry and spice, with fine, silky tannins.',
        'Grown by {brand} on steep, sunny slopes and aged in French oak.',
        'Drinks well now and will reward another five years in the cellar.',
      ],
      faqs: [{ question: 'Should I decant it?', answer: 'An hour in a decanter lets it open up fully.' }],
    },
    {
      slug: 'white-wine',
      name: 'White Wine',
      icon: 'glass',
      count: 4,
      priceRange: [19, 95],
      description: 'Fresh, mineral whites from lake and mountain vineyards.',
      nameParts: [
        ['Reserve', 'Estate', 'Old Vine', 'Cuvée'],
        ['Chasselas', 'Chardonnay', 'Riesling', 'Sauvignon Blanc'],
      ],
      variantPlans: [['Bottle'], ['Vintage']],
      blurbs: [
        'The {name} is crisp and mineral, with notes of pear and white flowers.',
        '{brand} ferments it slowly at cool temperatures to keep its freshness.',
        'Lovely with fish, fondue or simply on its own.',
      ],
      faqs: [{ question: 'What temperature should I serve it at?', answer: 'Between 8 and 10 °C.' }],
    },
  ],
  brands: [
    { name: 'Domaine Lavaux', categories: [] },
    { name: 'Cave Valais', categories: [] },
    { name: 'Château Belle-Rive', categories: ['red-wine'] },
  ],
  attributes: [
    { name: 'Bottle', displayType: 'namelist', values: [{ value: '75 cl' }, { value: 'Magnum 150 cl', priceDelta: 60 }] },
    {
      name: 'Vintage',
      displayType: 'dropdown',
      values: [{ value: '2019', priceDelta: 8 }, { value: '2020', priceDelta: 4 }, { value: '2021' }],
    },
  ],
  addons: [
    { name: 'Gift box', price: 12, categories: [] },
    { name: 'Cellar storage (1 year)', price: 30, categories: [] },
  ],
  addonChance: 0.5,
  closers: ['Members receive tasting notes with every order.', 'Stored at a constant 12 °C until it ships.'],
  faqs: [{ question: 'Do you deliver chilled?', answer: 'We ship in insulated boxes; please chill whites on arrival.' }],
};
