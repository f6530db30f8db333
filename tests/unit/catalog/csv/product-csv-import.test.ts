import { describe, expect, it } from 'vitest';
import { accepted, imported } from './csv-rows';

describe('a product CSV in the template spellings becomes product drafts', () => {
  it("groups a handle's rows into one product with its variants, options and images", () => {
    const { outcomes, ignoredColumns } = imported([
      {
        Handle: 'linen-shirt',
        Title: 'Linen shirt',
        'Body (HTML)': '<p>Cool linen</p>',
        Vendor: 'Aurora',
        Type: 'Shirts',
        Tags: 'linen, summer,, linen',
        Published: 'false',
        Status: 'Draft',
        'Option1 Name': 'Size',
        'Option1 Value': 'S',
        'Option2 Name': 'Colour',
        'Option2 Value': 'White',
        'Variant SKU': 'LS-S-W',
        'Variant Grams': '250.0',
        'Variant Weight Unit': 'KG',
        'Variant Inventory Qty': '4',
        'Variant Inventory Policy': 'continue',
        'Variant Price': '49.9',
        'Variant Compare At Price': '59',
        'Variant Requires Shipping': 'TRUE',
        'Variant Barcode': '123',
        'Image Src': 'https://cdn.example/front.jpg',
        'Image Position': '2',
        'Image Alt Text': 'Front',
        'SEO Title': 'Linen shirt | Aurora',
        'SEO Description': 'Breathes in the heat',
      },
      {
        Handle: 'linen-shirt',
        'Option1 Value': 'M',
        'Option2 Value': 'White',
        'Variant Price': '49.90',
        'Variant Image': 'https://cdn.example/m.jpg',
      },
      { Handle: 'linen-shirt', 'Image Src': 'https://cdn.example/back.jpg', 'Image Position': '1' },
    ]);
    expect(ignoredColumns).toEqual([]);
    expect(accepted(outcomes)).toEqual([
      {
        handle: 'linen-shirt',
        title: 'Linen shirt',
        descriptionHtml: '<p>Cool linen</p>',
        vendor: 'Aurora',
        type: 'Shirts',
        tags: ['linen', 'summer'],
        published: false,
        status: 'draft',
        options: [
          { name: 'Size', values: ['S', 'M'] },
          { name: 'Colour', values: ['White'] },
        ],
        variants: [
          {
            optionValues: ['S', 'White'],
            sku: 'LS-S-W',
            barcode: '123',
            priceCents: 4990,
            compareAtCents: 5900,
            stock: 4,
            keepSelling: true,
            grams: 250,
            weightUnit: 'kg',
            requiresShipping: true,
            imageSrc: null,
          },
          {
            optionValues: ['M', 'White'],
            sku: '',
            barcode: '',
            priceCents: 4990,
            compareAtCents: null,
            stock: 0,
            keepSelling: false,
            grams: 0,
            weightUnit: 'g',
            requiresShipping: true,
            imageSrc: 'https://cdn.example/m.jpg',
          },
        ],
        // By position; the variant's picture, which no image row named, comes last.
        images: [
          { src: 'https://cdn.example/back.jpg', position: 1, alt: '' },
          { src: 'https://cdn.example/front.jpg', position: 2, alt: 'Front' },
          { src: 'https://cdn.example/m.jpg', position: 3, alt: '' },
        ],
        seo: { title: 'Linen shirt | Aurora', description: 'Breathes in the heat' },
      },
    ]);
  });

  it('reads Shopify\'s "Title: Default Title" as a product without options, and publishes an active product by default', () => {
    const { outcomes } = imported([
      { Handle: 'mug', Title: 'Mug', 'Option1 Name': 'Title', 'Option1 Value': 'Default Title', 'Variant Price': '12' },
    ]);
    const [mug] = accepted(outcomes);
    expect(mug).toMatchObject({ options: [], published: true, status: 'active', variants: [{ optionValues: [], priceCents: 1200 }] });
  });

  it('makes the handle from the title when the Handle cell is empty', () => {
    const { outcomes } = imported([{ Title: 'Crème Brûlée Bowl, 2 pcs', 'Variant Price': '30' }]);
    expect(accepted(outcomes)[0]!.handle).toBe('creme-brulee-bowl-2-pcs');
  });

  it('takes off the quote an export put before a formula character, and nothing else', () => {
    const { outcomes } = imported([
      { Handle: 'sale', Title: "'=1+1 deal", Vendor: "'Quoted'", 'Variant Price': '1', 'Variant SKU': "'-5" },
    ]);
    expect(accepted(outcomes)[0]).toMatchObject({ title: '=1+1 deal', vendor: "'Quoted'", variants: [{ sku: '-5' }] });
  });

  it("reads the newer export's spellings and lists the columns it leaves aside", () => {
    const header = [
      'Title',
      'URL handle',
      'Description',
      'Published on online store',
      'Option1 name',
      'Option1 value',
      'Price',
      'Compare-at price',
      'Inventory quantity',
      'Continue selling when out of stock',
      'Weight value (grams)',
      'Product image URL',
      'Variant image URL',
      'Cost per item',
      'Google Shopping / Gender',
      '',
    ];
    const row = {
      Title: 'Cap',
      'URL handle': 'cap',
      Description: 'Warm',
      'Published on online store': 'TRUE',
      'Option1 name': 'Size',
      'Option1 value': 'M',
      Price: '15.00',
      'Compare-at price': '',
      'Inventory quantity': '7',
      'Continue selling when out of stock': 'DENY',
      'Weight value (grams)': '90',
      'Product image URL': 'https://cdn.example/cap.jpg',
      'Cost per item': '4',
      'Google Shopping / Gender': 'unisex',
    };
    const { outcomes, ignoredColumns } = imported([row], header);
    expect(ignoredColumns).toEqual(['Cost per item', 'Google Shopping / Gender']);
    expect(accepted(outcomes)[0]).toMatchObject({
      handle: 'cap',
      descriptionHtml: 'Warm',
      options: [{ name: 'Size', values: ['M'] }],
      variants: [{ priceCents: 1500, compareAtCents: null, stock: 7, keepSelling: false, grams: 90 }],
      images: [{ src: 'https://cdn.example/cap.jpg', position: 1, alt: '' }],
    });
  });

  it("skips blank rows, keeping the spreadsheet's row numbers", () => {
    const { outcomes } = imported([{}, { Handle: 'mug', Title: 'Mug', 'Variant Price': '1' }]);
    expect(outcomes).toMatchObject([{ kind: 'accepted', firstRow: 3 }]);
  });
});
