/**
 * The checkout's shipping methods for the address's country: only those of its zone, each with its
 * rate (a tiered one "from" its lowest; the summary shows what this cart pays, thresholds included),
 * or a plain "we do not ship there" when no zone covers the country.
 */
import type { ShippingMethod } from '../../../domain/orders/order-types';
import { centsText } from '../../../domain/orders/order-totals';
import { shippingNote } from '../../../domain/orders/shipping-charge';
import { notShippedTo } from '../../../domain/shipping/shipping-zones';
import { FieldMessage } from '../../sections/parts/form-field';
import { ChoiceGroup, fieldId } from './checkout-inputs';

interface ShippingChoicesProps {
  country: string;
  methods: readonly ShippingMethod[];
  value: number;
  onChange(id: number): void;
  error: string | undefined;
  price: (amount: string) => string;
}

export function ShippingChoices({ country, methods, value, onChange, error, price }: ShippingChoicesProps) {
  if (methods.length === 0) {
    const id = fieldId('ShippingMethodID');
    return (
      <fieldset id={id} className="flex flex-col gap-2" aria-describedby={`${id}-none`}>
        <legend className="mb-2 text-lg font-semibold">Shipping method</legend>
        <p id={`${id}-none`} role="status" className="card">
          {country
            ? `${notShippedTo(country)}. Choose another country for the address.`
            : 'Choose the country of the address to see how we ship there.'}
        </p>
        <FieldMessage id={`${id}-error`} message={error} />
      </fieldset>
    );
  }
  const priceCents = (cents: number) => price(centsText(cents));
  const aside = (method: ShippingMethod) => {
    const rates = method.kind === 'flat' || method.tiers.length === 0 ? [method.rateCents] : method.tiers.map((tier) => tier.rateCents);
    const lowest = Math.min(...rates);
    if (Math.max(...rates) === 0) return 'Free';
    return rates.length > 1 ? `from ${priceCents(lowest)}` : priceCents(lowest);
  };
  return (
    <ChoiceGroup
      field="ShippingMethodID"
      legend="Shipping method"
      value={String(value)}
      onChange={(id) => onChange(Number(id))}
      error={error}
      choices={methods.map((method) => ({
        value: String(method.id),
        label: method.name,
        description: shippingNote(method, priceCents),
        aside: aside(method),
      }))}
    />
  );
}
