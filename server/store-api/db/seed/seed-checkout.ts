/**
 * Each demo store's shipping zones with their methods and tax, and its own checkout
 * questions, one of each field type across the stores, so the checkout page shows them all.
 */
import { eq } from 'drizzle-orm';
import { checkoutFields, products, shippingMethods, shippingZones } from '../schema';
import type { DemoStoreName } from './demo-stores';
import type { Tx } from './insert-chunks';

type MethodPlan = {
  name: string;
  description: string;
  rate: string;
  freeOver?: string;
  kind?: 'weight' | 'subtotal';
  tiers?: Array<{ from: number; rate: string }>;
};
/** A zone: its countries ([] = the rest of the world), tax rate in thousandths of a percent, methods. */
type ZonePlan = { name: string; countries: string[]; taxRate: number; methods: MethodPlan[] };

const EU = ['AT', 'BE', 'DE', 'DK', 'EE', 'ES', 'FR', 'IE', 'IT', 'LT', 'LV', 'NL', 'NO', 'PL', 'PT', 'SE'];

/**
 * A domestic zone with the store's own tax and the methods its banners promise (thresholds in the
 * base currency: Nordic's €500 is 543.48), and a wider zone priced by tiers. Aurora enters prices
 * without tax (New York's 8.875% sales tax is added at home, none abroad); the others with VAT.
 * Nordic ships only to Finland and Europe, so a shopper further away is told it does not ship there.
 */
const ZONES: Record<DemoStoreName, ZonePlan[]> = {
  aurora: [
    {
      name: 'United States',
      countries: ['US'],
      taxRate: 8_875,
      methods: [
        { name: 'Standard delivery', description: '3-5 business days', rate: '5.00', freeOver: '100.00' },
        { name: 'Express delivery', description: 'Next business day', rate: '15.00' },
        { name: 'Pick up in store', description: 'Ready in 2 hours', rate: '0.00' },
      ],
    },
    {
      name: 'International',
      countries: [],
      taxRate: 0,
      methods: [
        {
          name: 'International tracked',
          description: '7-14 business days',
          rate: '25.00',
          kind: 'subtotal',
          freeOver: '300.00',
          tiers: [
            { from: 0, rate: '25.00' },
            { from: 10_000, rate: '18.00' },
            { from: 20_000, rate: '12.00' },
          ],
        },
      ],
    },
  ],
  nordic: [
    {
      name: 'Finland',
      countries: ['FI'],
      taxRate: 25_500,
      methods: [
        { name: 'Home delivery', description: '5-10 business days, to your door', rate: '49.00', freeOver: '543.48' },
        { name: 'White-glove delivery', description: 'Delivered, unpacked and assembled', rate: '129.00' },
      ],
    },
    {
      name: 'Europe',
      countries: EU,
      taxRate: 25_500,
      methods: [
        {
          name: 'European freight',
          description: '10-15 business days, by weight',
          rate: '79.00',
          kind: 'weight',
          tiers: [
            { from: 0, rate: '79.00' },
            { from: 30_000, rate: '149.00' },
            { from: 80_000, rate: '249.00' },
          ],
        },
      ],
    },
  ],
  sakura: [
    {
      name: 'Japan',
      countries: ['JP'],
      taxRate: 10_000,
      methods: [
        { name: 'Standard shipping', description: '2-4 business days', rate: '4.00' },
        { name: 'Same-day courier', description: 'Order by noon', rate: '12.00', freeOver: '100.00' },
      ],
    },
    {
      name: 'Worldwide',
      countries: [],
      taxRate: 0,
      methods: [
        {
          name: 'International express',
          description: '3-6 business days, by weight',
          rate: '20.00',
          kind: 'weight',
          tiers: [
            { from: 0, rate: '20.00' },
            { from: 1_000, rate: '35.00' },
            { from: 5_000, rate: '60.00' },
          ],
        },
      ],
    },
  ],
  atelier: [
    {
      name: 'United Kingdom',
      countries: ['GB'],
      taxRate: 20_000,
      methods: [{ name: 'Royal Mail tracked', description: '2-3 business days', rate: '6.50' }],
    },
    {
      name: 'Rest of the world',
      countries: [],
      taxRate: 0,
      methods: [{ name: 'International signed-for', description: '5-10 business days', rate: '22.00' }],
    },
  ],
  vault: [
    {
      name: 'Switzerland and Liechtenstein',
      countries: ['CH', 'LI'],
      taxRate: 8_100,
      methods: [{ name: 'Temperature-controlled courier', description: '1-2 business days', rate: '25.00' }],
    },
  ],
};

/** Whether a store's prices include its tax, and how it rounds (src/domain/tax/tax.ts). */
export const DEMO_TAX: Record<DemoStoreName, { pricesIncludeTax: boolean; taxRounding: 'total' | 'line' }> = {
  aurora: { pricesIncludeTax: false, taxRounding: 'line' },
  nordic: { pricesIncludeTax: true, taxRounding: 'total' },
  sakura: { pricesIncludeTax: true, taxRounding: 'total' },
  atelier: { pricesIncludeTax: true, taxRounding: 'total' },
  vault: { pricesIncludeTax: true, taxRounding: 'total' },
};

/** What a product of each store weighs, for the weight tiers (a sofa and a phone differ). */
const DEMO_WEIGHT_GRAMS: Record<DemoStoreName, number> = { aurora: 500, nordic: 25_000, sakura: 400, atelier: 1_200, vault: 1_500 };

type FieldPlan = { fieldName: string; inputTypeId: number; isMandatory: boolean; options?: string[] };

const FIELDS: Record<DemoStoreName, FieldPlan[]> = {
  aurora: [
    { fieldName: 'Gift wrapping', inputTypeId: 4, isMandatory: true, options: ['No gift wrapping', 'Gift wrap with a card'] },
    { fieldName: 'Gift message', inputTypeId: 2, isMandatory: false },
    {
      fieldName: 'How did you hear about us?',
      inputTypeId: 3,
      isMandatory: false,
      options: ['Instagram', 'A friend', 'Search engine', 'Other'],
    },
  ],
  nordic: [
    { fieldName: 'Floor and lift', inputTypeId: 1, isMandatory: false },
    { fieldName: 'Delivery preferences', inputTypeId: 5, isMandatory: false, options: ['Call before delivery', 'Take away the packaging'] },
    { fieldName: 'Floor plan', inputTypeId: 6, isMandatory: false },
  ],
  sakura: [{ fieldName: 'Company VAT number', inputTypeId: 1, isMandatory: false }],
  atelier: [],
  vault: [{ fieldName: 'I am of legal drinking age', inputTypeId: 5, isMandatory: true, options: ['Yes, I am'] }],
};

export async function writeCheckoutSettings(tx: Tx, storeId: number, store: DemoStoreName): Promise<void> {
  let position = 0;
  for (const [zonePosition, zone] of ZONES[store].entries()) {
    const [row] = await tx
      .insert(shippingZones)
      .values({ storeId, name: zone.name, countries: zone.countries, taxRate: zone.taxRate, position: zonePosition })
      .returning({ id: shippingZones.id });
    await tx.insert(shippingMethods).values(zone.methods.map((method) => ({ storeId, zoneId: row!.id, ...method, position: position++ })));
  }
  const fields = FIELDS[store];
  if (fields.length > 0)
    await tx
      .insert(checkoutFields)
      .values(fields.map((field, position) => ({ storeId, ...field, options: field.options ?? [], position })));
}

/** Gives the store's products their demo weight (after they are written). */
export async function writeProductWeights(tx: Tx, storeId: number, store: DemoStoreName): Promise<void> {
  await tx.update(products).set({ weightGrams: DEMO_WEIGHT_GRAMS[store] }).where(eq(products.storeId, storeId));
}
