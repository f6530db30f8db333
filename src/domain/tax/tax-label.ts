/**
 * How the tax line reads on the cart, the checkout summary, the order page and in e-mails: added
 * to the total ("Tax (8.875%)") when prices exclude it, part of it ("Includes tax (20%)") when
 * they include it; no line at all where the zone has no tax.
 */
export interface TaxShown {
  /** Percent text ("20", "8.875"). */
  rate: string;
  included: boolean;
}

export function taxLineLabel(tax: TaxShown): string | null {
  if (Number(tax.rate) <= 0) return null;
  return tax.included ? `Includes tax (${tax.rate}%)` : `Tax (${tax.rate}%)`;
}
