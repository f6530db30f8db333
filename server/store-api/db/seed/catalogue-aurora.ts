/** Aurora Boutique: a fashion catalogue of about 80 products in six categories. */
import type { CatalogueSpec } from './catalogue-types';

const SIZE_FAQ = {
  question: 'How does the sizing run?',
  answer: 'True to size. If you are between sizes, we suggest the larger one for a relaxed fit.',
};
const CARE_FAQ = { question: 'How should I care for it?', answer: 'Cold machine wash on a gentle cycle, dry flat and iron on low heat.' };

export const AURORA_CATALOGUE: CatalogueSpec = {
  skuPrefix: 'AUR',
  categories: [
    {
      slug: 'dresses',
      name: 'Dresses',
      icon: 'dress',
      count: 14,
      priceRange: [59, 189],
      description: 'Easy dresses for sunny days, long dinners and everything in between.',
      nameParts: [
        ['Linen', 'Silk', 'Cotton', 'Floral', 'Satin', 'Jersey', 'Pleated'],
        ['Wrap Dress', 'Midi Dress', 'Slip Dress', 'Shirt Dress', 'Maxi Dress', 'Sundress'],
      ],
      variantPlans: [['Size', 'Colour'], ['Size']],
      blurbs: [
        'The {name} moves easily from desk to dinner with a soft, flattering drape.',
        'Cut by {brand} with a defined waist and a hem that skims just below the knee.',
        'Breathable fabric keeps you cool on warm days and layers well when it turns.',
        'Hidden side pockets and a gentle stretch make it a dress you will reach for often.',
      ],
      faqs: [SIZE_FAQ, { question: 'Is the fabric see-through?', answer: 'It is fully lined through the body, so it is not see-through.' }],
    },
    {
      slug: 'shirts',
      name: 'Shirts',
      icon: 'shirt',
      count: 14,
      priceRange: [39, 119],
      description: 'Crisp shirts and soft blouses that work from weekday to weekend.',
      nameParts: [
        ['Oxford', 'Linen', 'Poplin', 'Chambray', 'Flannel', 'Silk', 'Striped'],
        ['Shirt', 'Blouse', 'Camp Shirt', 'Tunic'],
      ],
      variantPlans: [
        ['Size', 'Fit'],
        ['Fit', 'Colour'],
      ],
      blurbs: [
        'The {name} is tailored from a tightly woven fabric that softens with every wash.',
        '{brand} finished it with mother-of-pearl buttons and a neat, structured collar.',
        'Wear it tucked into tailoring or loose over denim for an easy weekend look.',
        'A curved hem and a back pleat give room to move without losing shape.',
      ],
      faqs: [SIZE_FAQ, CARE_FAQ],
    },
    {
      slug: 'knitwear',
      name: 'Knitwear',
      icon: 'knit',
      count: 13,
      priceRange: [49, 229],
      description: 'Warm, soft knits in natural yarns, made to last for many winters.',
      nameParts: [
        ['Merino', 'Cashmere', 'Cotton', 'Alpaca', 'Chunky', 'Ribbed'],
        ['Crew Sweater', 'Cardigan', 'Turtleneck', 'Knit Vest', 'Polo Knit'],
      ],
      variantPlans: [['Size', 'Colour']],
      blurbs: [
        'The {name} is knitted from fine, responsibly sourced yarn that stays soft against the skin.',
        '{brand} gave it ribbed cuffs and hem so it keeps its shape season after season.',
        'Light enough to layer under a coat, warm enough to wear on its own.',
        'A relaxed silhouette with dropped shoulders for an easy, cosy fit.',
      ],
      faqs: [
        CARE_FAQ,
        { question: 'Will it pill?', answer: 'Natural fibres may pill lightly at first; a fabric comb keeps it looking new.' },
      ],
    },
    {
      slug: 'shoes',
      name: 'Shoes',
      icon: 'shoe',
      count: 13,
      priceRange: [69, 219],
      description: 'Comfortable shoes and boots with a clean, timeless line.',
      nameParts: [
        ['Leather', 'Suede', 'Canvas', 'Woven', 'Patent'],
        ['Loafers', 'Ankle Boots', 'Sneakers', 'Sandals', 'Ballet Flats', 'Mules'],
      ],
      variantPlans: [['Shoe Size'], ['Shoe Size', 'Colour']],
      blurbs: [
        'The {name} are built on a cushioned footbed that feels good from the first wear.',
        'Hand-finished by {brand} with a durable rubber sole and a soft lining.',
        'A versatile shape that works with tailoring, dresses and denim alike.',
        'Designed to mould to your foot, so they only get more comfortable.',
      ],
      faqs: [{ question: 'Do they run true to size?', answer: 'Yes. If you have wide feet, consider half a size up.' }],
    },
    {
      slug: 'accessories',
      name: 'Accessories',
      icon: 'bag',
      count: 13,
      priceRange: [19, 149],
      description: 'Bags, belts, scarves and jewellery to finish every outfit.',
      nameParts: [
        ['Leather', 'Woven', 'Canvas', 'Suede', 'Quilted', 'Printed'],
        ['Tote Bag', 'Crossbody Bag', 'Belt', 'Card Holder', 'Clutch', 'Bucket Bag'],
      ],
      variantPlans: [['Colour']],
      blurbs: [
        'The {name} is made by {brand} from materials chosen to age beautifully.',
        'Sturdy hardware and neat stitching mean it is ready for everyday use.',
        'Compact enough for evenings out, roomy enough for the essentials.',
        'A considered piece that pairs with almost anything in your wardrobe.',
      ],
      faqs: [{ question: 'Is the leather genuine?', answer: 'Our leather pieces use full-grain leather from certified tanneries.' }],
    },
    {
      slug: 'outerwear',
      name: 'Outerwear',
      icon: 'coat',
      count: 13,
      priceRange: [99, 349],
      description: 'Coats and jackets cut to layer, from light trench to winter wool.',
      nameParts: [
        ['Wool', 'Quilted', 'Waxed Cotton', 'Belted', 'Denim', 'Cropped', 'Longline'],
        ['Coat', 'Jacket', 'Blazer', 'Parka', 'Gilet'],
      ],
      variantPlans: [['Size'], ['Size', 'Colour']],
      blurbs: [
        'The {name} is cut with room for a knit underneath and a clean, modern line.',
        '{brand} lined it fully and added deep pockets for cold mornings.',
        'Water-resistant finish keeps light showers at bay on the way to work.',
        'A wardrobe anchor you will come back to for many seasons.',
      ],
      faqs: [SIZE_FAQ, { question: 'Is it waterproof?', answer: 'It is water-resistant: fine for showers, not for a downpour.' }],
    },
  ],
  brands: [
    { name: 'Maison Aurore', categories: [] },
    { name: 'Linea Verde', categories: ['dresses', 'shirts', 'knitwear'] },
    { name: 'North & Thread', categories: ['knitwear', 'outerwear'] },
    { name: 'Sole Society', categories: ['shoes'] },
    { name: 'Luna Atelier', categories: ['accessories', 'dresses'] },
    { name: 'Urban Fable', categories: ['shirts', 'outerwear', 'shoes'] },
  ],
  attributes: [
    { name: 'Size', displayType: 'dropdown', values: ['XS', 'S', 'M', 'L', 'XL'].map((value) => ({ value })) },
    { name: 'Shoe Size', displayType: 'dropdown', values: ['37', '38', '39', '40', '41', '42'].map((value) => ({ value })) },
    { name: 'Fit', displayType: 'namelist', values: [{ value: 'Regular' }, { value: 'Slim' }, { value: 'Relaxed', priceDelta: 5 }] },
    {
      name: 'Colour',
      displayType: 'color',
      values: [
        { value: 'Navy', hex: '#1f2a44' },
        { value: 'Black', hex: '#111111' },
        { value: 'Ivory', hex: '#f4efe6' },
        { value: 'Sage', hex: '#9caf88' },
        { value: 'Rust', hex: '#b5542d' },
        { value: 'Blush', hex: '#e8b4b8' },
        { value: 'Camel', hex: '#c19a6b', priceDelta: 10 },
      ],
    },
  ],
  addons: [
    { name: 'Gift wrap', price: 5, categories: [] },
    { name: 'Monogramming', price: 12, categories: ['shirts', 'knitwear', 'accessories'] },
    { name: 'Express tailoring', price: 25, categories: ['dresses', 'shirts', 'outerwear'] },
    { name: 'Shoe care kit', price: 15, categories: ['shoes'] },
  ],
  addonChance: 0.35,
  closers: [
    'Free returns within 30 days.',
    'Made in small runs in family-owned workshops.',
    'Pair it with pieces from the same collection for an effortless look.',
    'Thoughtfully packed in recycled materials.',
  ],
  faqs: [
    { question: 'How long does delivery take?', answer: 'Orders ship within one business day and arrive in 2-5 days.' },
    { question: 'Can I return it?', answer: 'Yes, unworn items can be returned within 30 days for a full refund.' },
  ],
};
