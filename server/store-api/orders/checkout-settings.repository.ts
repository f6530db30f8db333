/**
 * What a store's checkout offers: its shipping zones (countries, tax rate) with their methods and
 * rates, whether its prices include tax and how it rounds, its payment methods, its own
 * checkout questions as form rules (validated by the same domain code as the forms sections), its
 * contact requirement and account modes, and its currency. Read fresh: an owner's change applies
 * to the next order.
 */
import { asc, eq } from 'drizzle-orm';
import { INPUT_TYPES, type InputTypeId } from '../../../src/domain/sections/content/contact-content';
import { TEXT_MAX_LENGTH, TEXTAREA_MAX_LENGTH } from '../../../src/domain/forms/form-rules';
import type { CheckoutOptions } from '../../../src/domain/orders/order-types';
import type { Db } from '../platform/database/client';
import { checkoutFields } from './orders.tables';
import { stores } from '../platform/platform.tables';
import { readSiteSettings } from '../platform/site-settings';
import type { PaymentProvider } from './payment-provider';
import { readShippingRates } from '../shipping/shipping-rates.repository';

/** What GetCheckoutOptions answers (written by checkoutOptionsToWire), its money in base cents. */
export type CheckoutSettings = CheckoutOptions;

const asInputType = (id: number): InputTypeId => (id >= 1 && id <= 6 ? (id as InputTypeId) : INPUT_TYPES.TEXT);

export async function readCheckoutSettings(db: Db, webId: number, providers: readonly PaymentProvider[]): Promise<CheckoutSettings | null> {
  const [store] = await db
    .select({
      settings: stores.settings,
      currency: stores.currencyAbbreviation,
      rate: stores.currencyRate,
      pricesIncludeTax: stores.pricesIncludeTax,
      taxRounding: stores.taxRounding,
    })
    .from(stores)
    .where(eq(stores.id, webId));
  if (!store) return null;
  const [{ zones, methods }, fields] = await Promise.all([
    readShippingRates(db, webId),
    db.select().from(checkoutFields).where(eq(checkoutFields.storeId, webId)).orderBy(asc(checkoutFields.position), asc(checkoutFields.id)),
  ]);
  const settings = readSiteSettings(store.settings);
  return {
    shippingMethods: methods,
    shippingZones: zones,
    tax: { pricesIncludeTax: store.pricesIncludeTax, rounding: store.taxRounding === 'line' ? 'line' : 'total' },
    paymentMethods: providers.map(({ code, label, description }) => ({ code, label, description })),
    customFields: fields.map((field) => {
      const inputTypeID = asInputType(field.inputTypeId);
      return {
        fieldName: field.fieldName,
        inputTypeID,
        required: field.isMandatory,
        options: field.options,
        maxLength: inputTypeID === INPUT_TYPES.TEXTAREA ? TEXTAREA_MAX_LENGTH : TEXT_MAX_LENGTH,
      };
    }),
    contactRequirementMode: settings.contact_requirement_mode,
    accountMode: settings.account_mode,
    currency: { abbreviation: store.currency, rate: store.rate },
    storeCountry: settings.country ?? '',
  };
}
