/**
 * Each demo store's shipping methods (flat rates in its base currency, some free from a subtotal:
 * the thresholds its banners promise, in its base currency) and its own checkout questions, one of
 * each field type across the stores, so the checkout page shows them all.
 */
import { checkoutFields, shippingMethods } from '../schema';
import type { DemoStoreName } from './demo-stores';
import type { Tx } from './insert-chunks';

const SHIPPING: Record<DemoStoreName, Array<{ name: string; description: string; rate: string; freeOver?: string }>> = {
  aurora: [
    { name: 'Standard delivery', description: '3-5 business days', rate: '5.00', freeOver: '100.00' },
    { name: 'Express delivery', description: 'Next business day', rate: '15.00' },
    { name: 'Pick up in store', description: 'Ready in 2 hours', rate: '0.00' },
  ],
  nordic: [
    { name: 'Home delivery', description: '5-10 business days, to your door', rate: '49.00', freeOver: '543.48' },
    { name: 'White-glove delivery', description: 'Delivered, unpacked and assembled', rate: '129.00' },
  ],
  sakura: [
    { name: 'Standard shipping', description: '2-4 business days', rate: '4.00' },
    { name: 'Same-day courier', description: 'Order by noon', rate: '12.00', freeOver: '100.00' },
  ],
  atelier: [{ name: 'Royal Mail tracked', description: '2-3 business days', rate: '6.50' }],
  vault: [{ name: 'Temperature-controlled courier', description: '1-2 business days', rate: '25.00' }],
};

type FieldPlan = { fieldName: string; inputTypeId: number; isMandatory: boolean; options?: string[] };

const FIELDS: Record<DemoStoreName, FieldPlan[]> = {
  aurora: [
    { fieldName: 'Gift wrapping', inputTypeId: 4, isMandatory: true, options: ['No gift wrapping', 'Gift wrap with a card'] },
    { fieldName: 'Gift message', inputTypeId: 2, isMandatory: false },
    { fieldName: 'How did you hear about us?', inputTypeId: 3, isMandatory: false, options: ['Instagram', 'A friend', 'Search engine', 'Other'] },
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
  await tx.insert(shippingMethods).values(SHIPPING[store].map((method, position) => ({ storeId, ...method, position })));
  const fields = FIELDS[store];
  if (fields.length > 0) await tx.insert(checkoutFields).values(fields.map((field, position) => ({ storeId, ...field, options: field.options ?? [], position })));
}
