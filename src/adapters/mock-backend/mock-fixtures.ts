/**
 * Fixture data of the in-memory mock backend: one small demo store, enough to run the storefront
 * with no server at all (demos, UI work, contract tests).
 */
import type { BrandCard, CategoryCard, ProductCard } from '../../domain/catalog/catalog-types';
import { siteScriptsWith } from '../../domain/store/site-scripts';
import type { WebInfo } from '../../domain/store/web-info';
import { SECTION_TYPE_ID } from '../../domain/sections/section-types';

const CATEGORY_NAMES = ['Tops', 'Bottoms', 'Shoes'] as const;
const BRAND_NAMES = ['Acme', 'Globex'] as const;

export const MOCK_CATEGORIES: CategoryCard[] = CATEGORY_NAMES.map((name, index) => ({
  categoryID: index + 1,
  name,
  slug: name.toLowerCase(),
  url: `/${name.toLowerCase()}`,
  imageFile: '',
  productCount: 4,
}));

export const MOCK_BRANDS: BrandCard[] = BRAND_NAMES.map((name, index) => ({
  brandID: index + 1,
  name,
  slug: name.toLowerCase(),
  url: `/${name.toLowerCase()}`,
  logoFile: '',
}));

export const MOCK_PRODUCTS: ProductCard[] = Array.from({ length: 12 }, (_, index) => {
  const category = MOCK_CATEGORIES[index % MOCK_CATEGORIES.length]!;
  const brand = MOCK_BRANDS[index % MOCK_BRANDS.length]!;
  return {
    productID: index + 1,
    name: `${brand.name} ${category.name.slice(0, -1)} ${index + 1}`,
    productURL: `/mock-product-${index + 1}`,
    sku: `MOCK-${String(index + 1).padStart(3, '0')}`,
    imageFile: '',
    thumbnailFile: '',
    price: 10 + index * 5.5,
    compareAtPrice: index % 4 === 0 ? 20 + index * 5.5 : null,
    isHidePrice: false,
    inStock: index % 5 !== 4,
    isNew: index < 3,
    rating: (index % 5) + 0.5,
    ratingCount: index,
    brandName: brand.name,
    categoryName: category.name,
  };
});

const sections = [
  {
    temp_id: 'temp-mockheader01',
    section_type_id: SECTION_TYPE_ID.header,
    is_hidden: false,
    style: {},
    content: { menu: [{ label: 'Tops', url: '/tops' }] },
  },
  {
    temp_id: 'temp-mockhero0001',
    section_type_id: SECTION_TYPE_ID['hero-banner'],
    is_hidden: false,
    style: {},
    content: { slides: [{ heading: 'Mock Store', text: 'Running on the in-memory backend.' }] },
  },
  {
    temp_id: 'temp-mockproduct1',
    section_type_id: SECTION_TYPE_ID.products,
    is_hidden: false,
    style: {},
    content: { heading: 'Latest products', source: { kind: 'latest' }, limit: 8 },
  },
  {
    temp_id: 'temp-mockcategory',
    section_type_id: SECTION_TYPE_ID.categories,
    is_hidden: false,
    style: {},
    content: { heading: 'Categories' },
  },
  { temp_id: 'temp-mockbrands01', section_type_id: SECTION_TYPE_ID.brands, is_hidden: false, style: {}, content: { heading: 'Brands' } },
  { temp_id: 'temp-mockfooter01', section_type_id: SECTION_TYPE_ID.footer, is_hidden: false, style: {}, content: {} },
];

export const MOCK_STORE: Omit<WebInfo, 'tokens'> = {
  webID: 1,
  storeName: 'mock',
  redirectURL: '',
  themeSettings: { themeID: 1, themeData: JSON.stringify({ settings: {}, sections }), themeCSS: '' },
  isMaintenance: false,
  isPasswordProtected: false,
  scripts: { facebookPixelID: '' },
  siteSettings: {
    staticCDN: '/media',
    scripts: siteScriptsWith(),
    add_to_card_action: 'OPEN_DRAWER',
    show_currency: false,
    account_mode: 2,
    contact_requirement_mode: 2,
  },
  siteConfig: {
    webTitle: 'Mock Store',
    webLink: '',
    webMeta: { description: 'A store served by the in-memory mock backend.' },
    currency: { currencyAbbreviation: 'USD', currencyRate: 1, currencySymbol: '$' },
    mainDomain: 'localhost',
    subDomain: 'mock',
    isSubDomain: true,
  },
};
